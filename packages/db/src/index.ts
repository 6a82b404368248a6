export * from "./client";
export * as schema from "./schema";
export * from "./schema";
export { sql, eq, and, or, inArray, desc, asc } from "drizzle-orm";
