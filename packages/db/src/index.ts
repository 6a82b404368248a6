export * from "./client";
export * as schema from "./schema";
export * from "./schema";
export { sql, eq, and, or, inArray, desc, asc } from "drizzle-orm";
export { setStockContext, stockContextSettings, type StockContext, type StockReason } from "./stock-ledger";
export { DEMO_OWNER_PHONE, grantStaffRole, revokeStaffRole, listStaff, type StaffRole } from "./staff";
export type { SqlRow } from "./sql-row";
export { DHAKA_DISTRICT_ID } from "./seed/reference-data";
