export * from "./constants";
export * from "./money";
export * from "./stock";
export * from "./messages";
export * from "./envelope";
export * from "./catalog";
export * from "./search";
export * from "./validation";
