import { z } from "zod";
import { envelope, paged } from "./envelope";
import {
  RETURN_CONDITIONS,
  RETURN_LINES_MAX,
  RETURN_MESSAGE_MAX,
  RETURN_MESSAGES,
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_RESOLUTIONS,
  RETURN_STATUSES,
  RETURN_ACTIONS,
} from "./returns-words";

/**
 * Returns (issue 45): the shopper asks from a delivered order, per line and quantity,
 * within the return window; staff approve or refuse, receive the parts and close.
 * Times are ISO strings in Asia/Dhaka. Text is checked by the API's text rule (no
 * control characters) before these schemas run.
 */

const iso = z.string();
const person = z.object({ id: z.string(), full_name: z.string().nullable(), phone: z.string() });

// ---- shopper -----------------------------------------------------------------

/** POST /v1/orders/{order_key}/returns: `order_line` is a line's id from GET …/returns' `returnable`. */
export const createReturnBody = z.strictObject({
  lines: z
    .array(z.strictObject({ order_line: z.number().int().positive(), quantity: z.number().int().min(1).max(10_000) }), {
      error: RETURN_MESSAGES.linesRequired,
    })
    .min(1, RETURN_MESSAGES.linesRequired)
    .max(RETURN_LINES_MAX)
    .refine((lines) => new Set(lines.map((l) => l.order_line)).size === lines.length, RETURN_MESSAGES.lineTwice),
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reasonRequired }),
  note: z.string().trim().max(RETURN_NOTE_MAX, RETURN_MESSAGES.noteMax).nullish(),
});
export type CreateReturnBody = z.input<typeof createReturnBody>;

const returnLine = z.object({
  id: z.number().int(),
  order_line: z.number().int(),
  name: z.string(),
  slug: z.string(),
  quantity: z.number().int(),
  /** Set when the shop receives the part. */
  condition: z.enum(RETURN_CONDITIONS).nullable(),
});

/** One return as its shopper sees it: `shop_message` is the shop's words to the customer (on approve or refuse). */
export const shopperReturn = z.object({
  id: z.number().int(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  shop_message: z.string().nullable(),
  resolution: z.enum(RETURN_RESOLUTIONS).nullable(),
  lines: z.array(returnLine),
  requested_at: iso,
  approved_at: iso.nullable(),
  refused_at: iso.nullable(),
  received_at: iso.nullable(),
  closed_at: iso.nullable(),
  /** Positions (0..RETURN_PHOTOS_MAX-1) of the return's photos: GET …/returns/{id}/photos/{position}. */
  photos: z.array(z.number().int()),
  /** Money given back for this return (taka, refunds that succeeded) and when the last one did; null before any. */
  refund: z.object({ amount: z.number(), at: iso }).nullable(),
  /** The replacement order the shop sent for this return, once made. */
  replacement_order: z.object({ order_number: z.string(), order_key: z.string() }).nullable(),
});
export type ShopperReturn = z.infer<typeof shopperReturn>;

/**
 * GET /v1/orders/{order_key}/returns (and the answer to a new request): the order's
 * returns, newest first, what may still be returned of each line, and the window.
 */
export const orderReturns = z.object({
  returns: z.array(shopperReturn),
  returnable: z.array(
    z.object({ order_line: z.number().int(), name: z.string(), slug: z.string(), delivered: z.number().int(), returnable: z.number().int() }),
  ),
  window: z.object({ days: z.number().int(), delivered_at: iso.nullable(), ends_at: iso.nullable(), open: z.boolean() }),
});
export type OrderReturns = z.infer<typeof orderReturns>;
export const orderReturnsResponse = envelope(orderReturns);
export const createReturnResponse = envelope(z.object({ return: shopperReturn, returns: orderReturns }));
/** POST /v1/orders/{order_key}/returns/{id}/photos (the raw image as the body): the return with its photos. */
export const returnPhotoResponse = envelope(z.object({ position: z.number().int(), return: shopperReturn }));
/** …/photos/{position}: `w` shrinks it (a thumbnail), never enlarges. */
export const returnPhotoParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  position: z.coerce
    .number()
    .int()
    .min(0)
    .max(RETURN_PHOTOS_MAX - 1),
});
export const returnPhotoQuery = z.object({ w: z.coerce.number().int().min(64).max(1600).optional() });

/** GET /v1/returns/policy (public): the rules the owner set, for the policy page and the order page. */
export const returnPolicyResponse = envelope(z.object({ window_days: z.number().int(), photos_max: z.number().int() }));
export type ReturnPolicy = z.infer<typeof returnPolicyResponse>["data"];

// ---- staff -------------------------------------------------------------------

/** GET /v1/admin/returns?status&page: newest first, 25 a page. */
export const adminReturnsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  status: z
    .enum(["all", ...RETURN_STATUSES])
    .catch("all")
    .default("all"),
});

export const adminReturnRow = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  resolution: z.enum(RETURN_RESOLUTIONS).nullable(),
  units: z.number().int(),
  customer: person,
  requested_at: iso,
});
export type AdminReturnRow = z.infer<typeof adminReturnRow>;
export const adminReturnsResponse = paged(adminReturnRow);

const staffStep = z.object({ at: iso, by: person.nullable() }).nullable();
export const adminReturn = adminReturnRow.extend({
  order_key: z.string(),
  note: z.string().nullable(),
  shop_message: z.string().nullable(),
  lines: z.array(returnLine.extend({ product_id: z.number().int().nullable(), sku: z.string().nullable(), delivered: z.number().int() })),
  approved: staffStep,
  refused: staffStep,
  received: staffStep,
  closed: staffStep,
  /** Positions of the customer's photos: GET /v1/admin/returns/{id}/photos/{position}. */
  photos: z.array(z.number().int()),
  /** What staff may do with it now. */
  actions: z.array(z.enum(RETURN_ACTIONS)),
});
export type AdminReturn = z.infer<typeof adminReturn>;
export const adminReturnResponse = envelope(adminReturn);

/** POST /v1/admin/returns/{id}/approve: `message` is shown to the customer. */
export const adminApproveReturnBody = z.strictObject({
  resolution: z.enum(RETURN_RESOLUTIONS, { error: RETURN_MESSAGES.resolutionRequired }),
  message: z.string().trim().max(RETURN_MESSAGE_MAX).nullish(),
});
/** POST /v1/admin/returns/{id}/refuse: the customer reads `message`. */
export const adminRefuseReturnBody = z.strictObject({
  message: z.string({ error: RETURN_MESSAGES.refuseMessageRequired }).trim().min(3, RETURN_MESSAGES.refuseMessageRequired).max(RETURN_MESSAGE_MAX),
});
/** POST /v1/admin/returns/{id}/receive: every line of the return once, with how it came back. */
export const adminReceiveReturnBody = z.strictObject({
  lines: z
    .array(z.strictObject({ id: z.number().int().positive(), condition: z.enum(RETURN_CONDITIONS, { error: RETURN_MESSAGES.conditionRequired }) }), {
      error: RETURN_MESSAGES.conditionRequired,
    })
    .min(1, RETURN_MESSAGES.conditionRequired)
    .max(RETURN_LINES_MAX)
    .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, RETURN_MESSAGES.lineTwice),
});
export type AdminReceiveReturnBody = z.input<typeof adminReceiveReturnBody>;
