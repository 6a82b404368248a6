export * from "./catalog";
export * from "./identity";
export * from "./commerce";
export * from "./orders";
export * from "./backoffice";
export * from "./messaging";
export * from "./returns";
export * from "./parts";
