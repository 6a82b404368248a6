import { z } from "zod";
import { envelope, pageMeta } from "./envelope";
import { BD_PHONE_PATTERN, normalizePhone } from "./formats";
import { ORDER_STATUSES } from "./orders-words";
import { RETURN_STATUSES } from "./returns-words";

/**
 * The back office's customers (issue 46): shoppers (never staff), found by name, email
 * or phone in any spelling, each with their orders, money spent, returns, refused
 * parcels and staff notes; and staff-only notes and call logs on an order's timeline.
 * Money is integer poisha (`_poisha`), times ISO strings, as in admin.ts.
 */

export const CUSTOMER_MESSAGES = {
  notFound: "Customer not found",
  noteRequired: "Note is required",
  noteTooLong: "Note must be at most 1000 characters",
  callOutcomeRequired: "Choose how the call went",
} as const;

export const CUSTOMER_SORTS = ["newest", "spent"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = { newest: "Newest first", spent: "Most spent first" };

/**
 * A phone as staff type it: 01712-345678, 01712 345678, +8801712345678, 8801712345678,
 * 1712345678. Answers the shop's spelling (01712345678) when the digits make a whole
 * Bangladeshi mobile number, else null (the search then reads the text as a name or
 * email, or digits as part of a phone).
 */
export function phoneSpelling(typed: string): string | null {
  const compact = typed.replace(/[\s\-().]/g, "");
  const withZero = /^1[3-9]\d{8}$/.test(compact) ? `0${compact}` : compact;
  return BD_PHONE_PATTERN.test(withZero) ? normalizePhone(withZero) : null;
}

/** GET /v1/admin/customers */
export const adminCustomersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  /** A name, an email, a whole phone in any spelling, or 4 or more of its digits. */
  q: z.string().trim().max(80).optional(),
  sort: z.enum(CUSTOMER_SORTS).catch("newest").default("newest"),
});
export type AdminCustomersQuery = z.input<typeof adminCustomersQuery>;

export const adminCustomerRow = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  orders_count: z.number().int(),
  /** Delivered orders' totals less what was refunded (succeeded refunds) on them. */
  spent_poisha: z.number().int(),
  last_order_at: z.string().nullable(),
  joined_at: z.string(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRow>;
export const adminCustomersResponse = z.object({ message: z.string(), data: z.array(adminCustomerRow), meta: pageMeta });
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponse>;

export const customerNote = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.string().nullable(),
  at: z.string(),
});
export type CustomerNote = z.infer<typeof customerNote>;

/** GET /v1/admin/customers/{id}: the whole customer as staff see them. */
export const adminCustomer = adminCustomerRow.extend({
  addresses: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      full_name: z.string(),
      phone: z.string(),
      district: z.string(),
      area: z.string(),
      address: z.string(),
    }),
  ),
  /** Newest first, up to CUSTOMER_ORDERS_SHOWN. */
  orders: z.array(
    z.object({
      order_number: z.string(),
      status: z.enum(ORDER_STATUSES),
      total_poisha: z.number().int(),
      created_at: z.string(),
      /** Cancelled after it was shipped: the parcel was refused or came back. */
      is_return: z.boolean(),
    }),
  ),
  counts: z.object({ delivered: z.number().int(), refused: z.number().int(), cancelled: z.number().int(), open: z.number().int() }),
  returns: z.array(z.object({ id: z.number().int(), order_number: z.string(), status: z.enum(RETURN_STATUSES), requested_at: z.string() })),
  notes: z.array(customerNote),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;
export const adminCustomerResponse = envelope(adminCustomer);
export const CUSTOMER_ORDERS_SHOWN = 100;

const noteText = z.string({ error: CUSTOMER_MESSAGES.noteRequired }).trim().min(1, CUSTOMER_MESSAGES.noteRequired).max(1000, CUSTOMER_MESSAGES.noteTooLong);

/** POST /v1/admin/customers/{id}/notes: answers the customer with the note on top. */
export const adminCustomerNoteBody = z.strictObject({ body: noteText });

// ---- an order's staff-only notes and calls ---------------------------------------

export const CALL_OUTCOMES = ["answered", "no_answer", "busy", "switched_off", "wrong_number"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  answered: "Answered",
  no_answer: "No answer",
  busy: "Busy",
  switched_off: "Switched off",
  wrong_number: "Wrong number",
};

/**
 * POST /v1/admin/orders/{order_number}/notes: a staff-only note, or a call to the
 * customer with how it went (and what was said, optional). Never shown to the shopper.
 */
export const adminOrderNoteBody = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("note"), body: noteText }),
  z.strictObject({
    kind: z.literal("call"),
    outcome: z.enum(CALL_OUTCOMES, { error: CUSTOMER_MESSAGES.callOutcomeRequired }),
    body: z.string().trim().max(1000, CUSTOMER_MESSAGES.noteTooLong).optional(),
  }),
]);
export type AdminOrderNoteBody = z.infer<typeof adminOrderNoteBody>;

/** A call's outcome as stored (the `note` column of its order_events row), or null for anything else. */
export const callOutcomeOf = (stored: string | null): CallOutcome | null =>
  (CALL_OUTCOMES as readonly string[]).includes(stored ?? "") ? (stored as CallOutcome) : null;
