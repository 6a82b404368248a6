import { z } from "zod";
import { adminAuditEntry, adminAuditResponse } from "./admin";

/**
 * GET /v1/admin/audit's entries with what each is about, by name (issue 46: the log in
 * plain words): a product's, category's or brand's current name; null for other records
 * and for one deleted since. The back office's lib/audit-words.ts writes the sentence.
 */
export const adminAuditEntryNamed = adminAuditEntry.extend({ subject: z.string().nullable() });
export type AdminAuditEntryNamed = z.infer<typeof adminAuditEntryNamed>;
export const adminAuditNamedResponse = adminAuditResponse.extend({ data: z.array(adminAuditEntryNamed) });
