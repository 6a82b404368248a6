import { z } from "zod";
import { DELIVERY_METHODS, PAYMENT_METHODS, PRODUCT_TAGS } from "./constants";
import { envelope, pageMeta, paged } from "./envelope";
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus } from "./orders-words";
import { webLinkSchema } from "./validation";
import { CALL_OUTCOMES } from "./customers";

/** What an order_events row is: a status step, or a staff-only note or call. */
export const ORDER_EVENT_KINDS = ["event", "note", "call"] as const;

/**
 * The back office's contract (API.md "Back office", docs/decisions/022-back-office.md):
 * every call lives under /v1/admin/*, answers 401 without a session, 403 to shoppers,
 * and 403 to staff on what only an owner may do (staff, coupons, prices, the audit log).
 *
 * Money here is integer poisha, and every money field says so by its name: it ends in
 * `_poisha` (`price_poisha`, `total_poisha`, `min_subtotal_poisha`), so that it is never
 * read as the taka the storefront's calls send under the bare names (`price`, `total`;
 * API.md, issue 43). Staff screens format with formatTaka(poishaToTaka(x)). A coupon's
 * discount is `percent` (whole percent) or `amount_poisha` by its kind, never one field
 * of either unit. Bodies refuse unknown fields, so an old name (`price`) is a 422, not
 * a change silently dropped. The audit log's before/after are snapshots in the
 * database's own names (`price`, a coupon's `amount`: poisha, or percent by kind), as
 * written at the time. Times are ISO strings; days are Asia/Dhaka calendar days written
 * YYYY-MM-DD.
 */

export const STAFF_ROLES = ["staff", "owner"] as const;
/** Which new orders a staff member gets an SMS for (users.order_alert). */
export const ORDER_ALERTS = ["none", "all", "above"] as const;
export type OrderAlert = (typeof ORDER_ALERTS)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];
export const SHOP_TIME_ZONE = "Asia/Dhaka";
export const ADMIN_PER_PAGE = 25;
/** A product at or below this stock is on the low-stock list. */
export const LOW_STOCK_AT = 5;

export const ADMIN_MESSAGES = {
  staffOnly: "Staff only",
  ownerOnly: "Owners only",
  notStaff: "This phone number is not a staff account",
  transitionRefused: (from: OrderStatus, action: string) => `An order that is ${from} cannot be ${ADMIN_ACTION_PAST[action as AdminOrderAction] ?? action}`,
  paymentNotComplete: "The online payment is not complete yet",
  courierNameRequired: "Courier name is required",
  courierTrackingNumberRequired: "Tracking number is required",
  courierNotConfigured: "This courier is not set up",
  courierFailed: "The courier did not accept the parcel. Try again or ship with another courier",
  cancelReasonRequired: "Reason is required",
  stockBelowZero: "Stock cannot go below zero",
  deltaRequired: "Enter how many units came in or went out",
  slugTaken: "This slug is already used by another product",
  codeTaken: "This coupon code already exists",
  answerRequired: "Answer is required",
  dateRange: "The end date must not be before the start date",
  orderAlertMinRequired: "Enter the smallest order total to be alerted of",
  staffChangeRequired: "Say what to change",
  refundNotGranted: "Cancelling a paid order refunds it: only an owner, or staff an owner allows to refund, can do that",
  needsPrice: "This product waits for a price from an owner before it can be shown",
} as const;

const iso = z.string();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD");
const poisha = z.number().int();
const person = z.object({ id: z.string(), full_name: z.string().nullable(), phone: z.string() });

// ---- session -----------------------------------------------------------------

/** GET /v1/admin/me */
/** `can_refund`: may cancel (refund) a paid order; always true for owners, an owner's grant for staff. */
export const adminMe = z.object({ id: z.string(), phone: z.string(), full_name: z.string().nullable(), role: z.enum(STAFF_ROLES), can_refund: z.boolean() });
export type AdminMe = z.infer<typeof adminMe>;
export const adminMeResponse = envelope(adminMe);

// ---- orders ------------------------------------------------------------------

/**
 * The order transitions of API.md, one action each, every one a transaction with its
 * timeline entry, audit entry and the shopper's SMS:
 * confirm (pending → confirmed; an online order only once paid), process (confirmed →
 * processing), ship (processing → shipped, with courier and tracking number),
 * deliver (shipped → delivered; cash on delivery becomes paid), cancel (pending,
 * confirmed or processing → cancelled: stock back, online payment refunded; shipped →
 * cancelled is a return), receive_return (a returned order's parcel is back: stock
 * back). Anything else is 422 with ADMIN_MESSAGES.transitionRefused.
 */
export const ADMIN_ORDER_ACTIONS = ["confirm", "process", "ship", "deliver", "cancel", "receive_return"] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];
export const ADMIN_ACTION_LABELS: Record<AdminOrderAction, string> = {
  confirm: "Confirm",
  process: "Start packing",
  ship: "Ship",
  deliver: "Mark delivered",
  cancel: "Cancel order",
  receive_return: "Return received",
};
export const ADMIN_ACTION_PAST: Record<AdminOrderAction, string> = {
  confirm: "confirmed",
  process: "packed",
  ship: "shipped",
  deliver: "delivered",
  cancel: "cancelled",
  receive_return: "received back",
};
/** Which statuses each action starts from. */
export const ADMIN_ACTION_FROM: Record<AdminOrderAction, readonly OrderStatus[]> = {
  confirm: ["pending"],
  process: ["confirmed"],
  ship: ["processing"],
  deliver: ["shipped"],
  cancel: ["pending", "confirmed", "processing", "shipped"],
  receive_return: ["cancelled"],
};

export const COURIERS = ["steadfast", "pathao", "manual"] as const;
export type CourierKey = (typeof COURIERS)[number];

/** GET /v1/admin/orders */
export const adminOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  status: z
    .enum(["all", ...ORDER_STATUSES])
    .catch("all")
    .default("all"),
  /** An order number (spaces and dashes ignored) or a phone number, whole or its last digits (4 or more). */
  q: z.string().trim().max(40).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional().catch(undefined),
  from: day.optional(),
  to: day.optional(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

export const adminOrderRow = z.object({
  order_number: z.string(),
  order_key: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  delivery_method: z.enum(DELIVERY_METHODS),
  /** web, or taken by staff by phone or Messenger (issue 46): the queue and the order page show a badge. */
  channel: z.enum(["web", "phone", "messenger"]),
  total_poisha: poisha,
  items_count: z.number().int(),
  customer: person,
  district: z.string().nullable(),
  created_at: iso,
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
/** meta.counts: orders per status under the same search and filters, status aside (the queue's tabs). */
export const adminOrdersResponse = z.object({
  message: z.string(),
  data: z.array(adminOrderRow),
  meta: pageMeta.extend({ counts: z.record(z.enum(ORDER_STATUSES), z.number().int()) }),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponse>;

export const adminOrder = adminOrderRow.extend({
  customer: person.extend({ email: z.string().nullable() }),
  lines: z.array(
    z.object({
      product_id: z.number().int().nullable(),
      name: z.string(),
      slug: z.string(),
      sku: z.string().nullable(),
      image: z.string().nullable(),
      unit_price_poisha: poisha,
      unit_discount_price_poisha: poisha.nullable(),
      quantity: z.number().int(),
      line_total_poisha: poisha,
    }),
  ),
  address: z
    .object({
      full_name: z.string(),
      phone_number: z.string(),
      district: z.string(),
      area: z.string(),
      address: z.string(),
      full_address: z.string(),
      inside_dhaka: z.boolean(),
    })
    .nullable(),
  summary: z.object({
    subtotal_poisha: poisha,
    product_discount_poisha: poisha,
    coupon_discount_poisha: poisha,
    coupon_code: z.string().nullable(),
    delivery_discount_poisha: poisha,
    shipping_fee_poisha: poisha,
    total_poisha: poisha,
    /** Cash on delivery's advance by bKash (decision 041): part of the total paid before the parcel left; 0 when none. */
    advance_poisha: poisha,
  }),
  note: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancel_notes: z.string().nullable(),
  courier: z
    .object({
      name: z.string(),
      tracking_number: z.string(),
      tracking_url: z.string().nullable(),
      ref: z.string().nullable(),
      /** The courier's last word on a parcel booked through its API ("in_review", "hold", ...), read by the courier sync; null until asked. */
      status: z.string().nullable(),
      /** When the courier sync last asked (Asia/Dhaka ISO time). */
      checked_at: z.string().nullable(),
    })
    .nullable(),
  /** A shipped order that was cancelled is a return; set once the parcel is back and its stock restored. */
  is_return: z.boolean(),
  return_received_at: iso.nullable(),
  /**
   * `note` is what the shopper reads; `staff_note` what staff typed on the action, shown to
   * the shopper only when `for_customer` (then it is `note` too), else staff-only.
   */
  timeline: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      note: z.string().nullable(),
      staff_note: z.string().nullable(),
      for_customer: z.boolean(),
      at: iso,
      /** event: a status step (or an edit); note and call: written by staff on their own, staff-only (customers.ts). */
      kind: z.enum(ORDER_EVENT_KINDS),
      /** Who wrote a note or logged a call (name, else phone); null for events. */
      author: z.string().nullable(),
      /** A call's outcome (CALL_OUTCOMES); null otherwise. */
      outcome: z.enum(CALL_OUTCOMES).nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      method: z.enum(PAYMENT_METHODS),
      status: z.enum(PAYMENT_STATUSES),
      amount_poisha: poisha,
      transaction_id: z.string().nullable(),
      gateway_ref: z.string().nullable(),
      created_at: iso,
      events: z.array(z.object({ kind: z.string(), at: iso })),
    }),
  ),
  /** The actions this order allows now, in the order a button row shows them. */
  actions: z.array(z.enum(ADMIN_ORDER_ACTIONS)),
});
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrderResponse = envelope(adminOrder);

/**
 * POST /v1/admin/orders/{order_number}/{action} bodies. A note is staff-only unless
 * `for_customer` (off by default): then the shopper's timeline shows it instead of the shop's words.
 */
export const adminNoteBody = z.object({ note: z.string().trim().max(250).optional(), for_customer: z.boolean().optional() });
export const adminShipBody = z
  .object({
    courier: z.enum(COURIERS),
    /** manual: the courier's name and its tracking number for the parcel, as typed (not the shop's order number). */
    courier_name: z.string().trim().max(60).optional(),
    courier_tracking_number: z.string().trim().max(60).optional(),
    tracking_url: webLinkSchema(300).optional(),
    note: z.string().trim().max(250).optional(),
    for_customer: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.courier !== "manual") return;
    if (!body.courier_name) ctx.addIssue({ code: "custom", path: ["courier_name"], message: ADMIN_MESSAGES.courierNameRequired });
    if (!body.courier_tracking_number) {
      ctx.addIssue({ code: "custom", path: ["courier_tracking_number"], message: ADMIN_MESSAGES.courierTrackingNumberRequired });
    }
  });
export type AdminShipBody = z.input<typeof adminShipBody>;
export const adminCancelBody = z.object({
  reason: z.string({ error: ADMIN_MESSAGES.cancelReasonRequired }).trim().min(3, ADMIN_MESSAGES.cancelReasonRequired).max(250),
});

/** POST /v1/admin/orders/bulk-confirm */
export const adminBulkConfirmBody = z.object({ order_numbers: z.array(z.string().trim().min(1).max(20)).min(1).max(100) });
export const adminBulkConfirmResponse = envelope(
  z.object({ confirmed: z.array(z.string()), refused: z.array(z.object({ order_number: z.string(), message: z.string() })) }),
);

/**
 * GET /v1/admin/orders/pulse (issue 46): what the back office polls for new-order alerts.
 * `waiting`: orders waiting to be confirmed that need staff (cash on delivery, or paid
 * online); `newest`: the newest of them, whose change is the alert.
 */
export const adminOrderPulse = z.object({
  waiting: z.number().int(),
  newest: z.object({ order_number: z.string(), total_poisha: poisha, payment_method: z.enum(PAYMENT_METHODS), created_at: iso }).nullable(),
});
export type AdminOrderPulse = z.infer<typeof adminOrderPulse>;
export const adminOrderPulseResponse = envelope(adminOrderPulse);

/** GET /v1/admin/orders/export.csv?from&to (both required days; text/csv, one line per order). */
export const adminExportQuery = z.object({ from: day, to: day });

/** GET /v1/admin/couriers: what the Ship form offers. */
export const adminCouriersResponse = envelope(z.array(z.object({ key: z.enum(COURIERS), name: z.string(), configured: z.boolean() })));

// ---- catalog -----------------------------------------------------------------

export const adminProductsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  /** Name, SKU, part number or slug. */
  q: z.string().trim().max(80).optional(),
  category: z.coerce.number().int().positive().optional().catch(undefined),
  status: z.enum(["all", "active", "hidden", "needs_price", "archived"]).catch("all").default("all"),
  stock: z.enum(["all", "low", "out"]).catch("all").default("all"),
});

export const adminProductRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  price_poisha: poisha,
  discount_price_poisha: poisha.nullable(),
  stock: z.number().int(),
  is_active: z.boolean(),
  /** Made by staff: hidden and not for sale until an owner sets its price. */
  needs_price: z.boolean(),
  image: z.string().nullable(),
  updated_at: iso,
});
export type AdminProductRow = z.infer<typeof adminProductRow>;
export const adminProductsResponse = paged(adminProductRow);

export const adminProduct = adminProductRow.extend({
  /** Archived: out of the back office's lists (but `status=archived`) and hidden from the shop until restored. */
  archived: z.boolean(),
  part_number: z.string().nullable(),
  tags: z.array(z.enum(PRODUCT_TAGS)),
  specs: z.array(z.object({ key: z.string(), value: z.string() })),
  short_description: z.string().nullable(),
  description: z.string(),
  datasheet_url: z.string().nullable(),
  is_special: z.boolean(),
  /** Packed shipping weight in grams: the delivery fee charges the first kg and each further one (issue 47). */
  weight_grams: z.number().int(),
  images: z.array(z.object({ media_key: z.string(), url: z.string(), alt: z.string(), position: z.number().int() })),
});
export type AdminProduct = z.infer<typeof adminProduct>;
export const adminProductResponse = envelope(adminProduct);

const slug = z
  .string()
  .trim()
  .min(2)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case letters, digits and dashes");
/**
 * POST /v1/admin/products (all required but the optional ones) and PATCH
 * /v1/admin/products/{id} (any subset). Changing price_poisha or discount_price_poisha is
 * owner-only: staff get 403 when they send a different value. Stock is never set here: it
 * moves through stock adjustments only, so the ledger holds every change.
 */
export const adminProductInput = z.strictObject({
  name: z.string().trim().min(2).max(200),
  slug,
  sku: z.string().trim().min(1).max(60),
  part_number: z.string().trim().max(60).nullable().optional(),
  category_id: z.number().int().positive(),
  brand_id: z.number().int().positive().nullable().optional(),
  price_poisha: poisha.positive(),
  discount_price_poisha: poisha.positive().nullable().optional(),
  tags: z.array(z.enum(PRODUCT_TAGS)).max(PRODUCT_TAGS.length).optional(),
  specs: z
    .array(z.object({ key: z.string().trim().min(1).max(60), value: z.string().trim().min(1).max(200) }))
    .max(40)
    .optional(),
  short_description: z.string().trim().max(500).nullable().optional(),
  description: z.string().max(20_000).optional(),
  datasheet_url: webLinkSchema(500).nullable().optional(),
  is_active: z.boolean().optional(),
  is_special: z.boolean().optional(),
  weight_grams: z
    .number({ error: "Shipping weight must be a whole number of grams" })
    .int("Shipping weight must be a whole number of grams")
    .min(1, "Shipping weight must be at least 1 g")
    .max(50_000, "Shipping weight must be at most 50,000 g")
    .optional(),
});
export type AdminProductInput = z.input<typeof adminProductInput>;
export const adminProductPatch = adminProductInput.partial();

/** POST /v1/admin/products/{id}/images: the raw image as the body (Content-Type image/jpeg, png or webp, up to 8 MB), ?alt=... */
export const ADMIN_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Archiving categories, brands and coupons (issue 46): nothing is deleted, as products and
 * orders refer to them. Archive turns the row off (hidden, or a coupon that no longer
 * applies) and takes it out of the current list; restore brings it back, still off.
 */
export const ARCHIVE_KINDS = ["category", "brand", "coupon"] as const;
export type ArchiveKind = (typeof ARCHIVE_KINDS)[number];
export const ARCHIVE_MESSAGES = {
  archived: { category: "Category archived", brand: "Brand archived", coupon: "Coupon archived" } satisfies Record<ArchiveKind, string>,
  restored: {
    category: "Category restored: it stays hidden until you show it",
    brand: "Brand restored: it stays hidden until you show it",
    coupon: "Coupon restored: it stays off until you turn it on",
  } satisfies Record<ArchiveKind, string>,
  restoreFirst: (kind: ArchiveKind) => `Restore this ${kind} from the archive before ${kind === "coupon" ? "turning it on" : "showing it"}`,
  subCategoriesFirst: "Archive or move its sub-categories first",
  notFound: { category: "Category not found", brand: "Brand not found", coupon: "Coupon not found" } satisfies Record<ArchiveKind, string>,
} as const;

export const adminCategory = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  /** Bangla name and description (issue 50); null: the Bangla storefront shows the English one. */
  name_bn: z.string().nullable(),
  slug: z.string(),
  description: z.string().nullable(),
  description_bn: z.string().nullable(),
  sort_order: z.number().int(),
  products: z.number().int(),
  /** Shown on the storefront (menu, its page, listings); a new category is a draft (false) until published. */
  is_active: z.boolean(),
  /** Archived (issue 46): hidden and out of the back office's current list; its products and orders keep it. */
  archived: z.boolean(),
});
export const adminCategoriesResponse = envelope(z.array(adminCategory));
export const adminCategoryInput = z.object({
  name: z.string().trim().min(2).max(80),
  slug,
  parent_id: z.number().int().positive().nullable().optional(),
  description: z.string().trim().max(1000).nullable().optional(),
  name_bn: z.string().trim().max(80).nullable().optional(),
  description_bn: z.string().trim().max(1000).nullable().optional(),
  sort_order: z.number().int().min(0).max(10_000).optional(),
  /** Publish (true) or hide (false); a new category starts hidden unless sent true. */
  is_active: z.boolean().optional(),
});
/** `is_active` false hides the brand from the storefront (the brand list, its page, the brand filter). */
export const adminBrand = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  country: z.string().nullable(),
  /** Bangla description (issue 50); the name stays as the maker writes it. */
  description_bn: z.string().nullable(),
  products: z.number().int(),
  is_active: z.boolean(),
  /** Archived (issue 46): hidden and out of the back office's current list; its products and orders keep it. */
  archived: z.boolean(),
});
export const adminBrandsResponse = envelope(z.array(adminBrand));
export const adminBrandInput = z.object({
  name: z.string().trim().min(1).max(80),
  slug,
  country: z.string().trim().max(60).nullable().optional(),
  description: z.string().trim().max(1000).nullable().optional(),
  description_bn: z.string().trim().max(1000).nullable().optional(),
  is_active: z.boolean().optional(),
});

// ---- stock -------------------------------------------------------------------

export const STOCK_ADJUST_REASONS = ["received", "correction", "damaged", "returned"] as const;
export const STOCK_REASON_LABELS: Record<string, string> = {
  opening: "Opening stock",
  received: "Received from supplier",
  correction: "Count correction",
  damaged: "Damaged or lost",
  returned: "Returned by a shopper",
  returned_faulty: "Returned faulty (not for sale)",
  order: "Sold (order)",
  cancelled: "Order cancelled",
  adjustment: "Adjustment",
};
/** POST /v1/admin/products/{id}/stock: delta units in (+) or out (−); never below zero. */
export const adminStockBody = z.object({
  delta: z
    .number({ error: ADMIN_MESSAGES.deltaRequired })
    .int()
    .refine((n) => n !== 0, ADMIN_MESSAGES.deltaRequired)
    .refine((n) => Math.abs(n) <= 100_000, "At most 100000 units at once"),
  reason: z.enum(STOCK_ADJUST_REASONS),
  note: z.string().trim().max(250).optional(),
});
export const stockMovement = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  stock_after: z.number().int(),
  reason: z.string(),
  note: z.string().nullable(),
  actor: person.nullable(),
  order_number: z.string().nullable(),
  created_at: iso,
});
export type StockMovement = z.infer<typeof stockMovement>;
/** GET /v1/admin/products/{id}/stock-history?page: newest first. */
export const adminStockHistoryResponse = paged(stockMovement);
/** The answer to an adjustment: the new stock and the ledger row; `notified` = stock requests mailed because it came back. */
export const adminStockAdjustResponse = envelope(z.object({ stock: z.number().int(), movement: stockMovement, notified: z.number().int() }));
/** GET /v1/admin/stock/low: active products at or below LOW_STOCK_AT, lowest first. */
export const adminLowStockResponse = envelope(z.array(adminProductRow));

// ---- questions and reviews ---------------------------------------------------

export const adminQuestionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  status: z.enum(["unanswered", "answered", "hidden", "all"]).catch("unanswered").default("unanswered"),
});
export const adminQuestion = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  title: z.string(),
  answer: z.string().nullable(),
  answered_at: iso.nullable(),
  hidden: z.boolean(),
  asker: person.extend({ email: z.string().nullable() }),
  created_at: iso,
});
export type AdminQuestion = z.infer<typeof adminQuestion>;
export const adminQuestionsResponse = paged(adminQuestion);
/** POST /v1/admin/questions/{id}/answer (the asker is told by mail, or SMS without an email); /hide and /show take no body. */
export const adminAnswerBody = z.object({ answer: z.string({ error: ADMIN_MESSAGES.answerRequired }).trim().min(2, ADMIN_MESSAGES.answerRequired).max(1000) });

export const adminReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  status: z.enum(["all", "visible", "hidden"]).catch("all").default("all"),
});
export const adminReview = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  rating: z.number().int(),
  review: z.string(),
  hidden: z.boolean(),
  author: person,
  created_at: iso,
});
export type AdminReview = z.infer<typeof adminReview>;
/** POST /v1/admin/reviews/{id}/hide and /show: a hidden review leaves the product's rating. */
export const adminReviewsResponse = paged(adminReview);

// ---- coupons (owner) ----------------------------------------------------------

export const COUPON_KINDS = ["percentage", "fixed"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_MESSAGES = {
  percentAtMost100: "A percentage is at most 100",
  percentRequired: "Enter the percent off, like 10",
  amountRequired: "Enter the amount off in poisha",
  percentNotFixed: "A fixed coupon takes amount_poisha, not percent",
  amountNotPercent: "A percentage coupon takes percent, not amount_poisha",
} as const;

/**
 * What is wrong with a coupon's discount for its kind, or null: a percentage coupon has
 * `percent` and no `amount_poisha`, a fixed one the other way round. `sent` is the body
 * (PATCH: the patch); `current` the coupon as stored, whose discount stands when its kind stays.
 */
export function couponDiscountProblem(
  kind: CouponKind,
  sent: { percent?: number | null; amount_poisha?: number | null },
  current?: { kind: CouponKind },
): { field: "percent" | "amount_poisha"; message: string } | null {
  const percent = kind === "percentage";
  const given = percent ? sent.percent : sent.amount_poisha;
  const other = percent ? sent.amount_poisha : sent.percent;
  if (other !== undefined && other !== null)
    return { field: percent ? "amount_poisha" : "percent", message: percent ? COUPON_MESSAGES.amountNotPercent : COUPON_MESSAGES.percentNotFixed };
  if ((given === undefined || given === null) && current?.kind !== kind)
    return { field: percent ? "percent" : "amount_poisha", message: percent ? COUPON_MESSAGES.percentRequired : COUPON_MESSAGES.amountRequired };
  return null;
}

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** kind "percentage": the whole percent off; null for "fixed". */
  percent: z.number().int().nullable(),
  /** kind "fixed": the poisha off; null for "percentage". */
  amount_poisha: poisha.nullable(),
  min_subtotal_poisha: poisha,
  max_discount_poisha: poisha.nullable(),
  starts_at: iso.nullable(),
  ends_at: iso.nullable(),
  usage_limit: z.number().int().nullable(),
  per_user_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  is_active: z.boolean(),
  /** Archived (issue 46): off (a shopper is told it is invalid) and out of the current list; orders keep its code. */
  archived: z.boolean(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
export const adminCouponsResponse = envelope(z.array(adminCoupon));
export const adminCouponInput = z
  .strictObject({
    code: z
      .string()
      .trim()
      .min(3)
      .max(30)
      .regex(/^[A-Za-z0-9_-]+$/, "Letters, digits, dash and underscore only")
      .transform((c) => c.toUpperCase()),
    name: z.string().trim().min(2).max(80),
    kind: z.enum(COUPON_KINDS),
    /** Sent for kind "percentage" only (1 to 100). */
    percent: z.number().int().positive().max(100, COUPON_MESSAGES.percentAtMost100).nullable().optional(),
    /** Sent for kind "fixed" only. */
    amount_poisha: poisha.positive().nullable().optional(),
    min_subtotal_poisha: poisha.min(0).optional(),
    max_discount_poisha: poisha.positive().nullable().optional(),
    starts_at: iso.nullable().optional(),
    ends_at: iso.nullable().optional(),
    usage_limit: z.number().int().positive().nullable().optional(),
    per_user_limit: z.number().int().positive().nullable().optional(),
    is_active: z.boolean().optional(),
  })
  .superRefine((c, ctx) => {
    const problem = couponDiscountProblem(c.kind, c);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });

// ---- staff (owner) -----------------------------------------------------------

export const adminStaffMember = z.object({
  id: z.string(),
  phone: z.string(),
  full_name: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  /** The owner's grant: this staff member may cancel (refund) paid orders. Owners always may. */
  can_refund: z.boolean(),
  /** New-order SMS (issue 46): none, every new order, or those of at least `order_alert_min_poisha`. */
  order_alert: z.enum(ORDER_ALERTS),
  order_alert_min_poisha: poisha.nullable(),
});
export const adminStaffResponse = envelope(z.array(adminStaffMember));
/** POST /v1/admin/staff (creates the account when the phone has none); DELETE /v1/admin/staff/{phone} makes them a shopper again. An owner cannot remove themself. */
export const adminStaffBody = z.object({ phone: z.string().trim(), role: z.enum(STAFF_ROLES) });
/**
 * PATCH /v1/admin/staff/{phone}: the owner grants or withdraws a staff member's right to
 * refund, and/or sets which new orders they get an SMS for ("above" needs a positive amount).
 */
export const adminStaffGrantBody = z
  .object({
    can_refund: z.boolean().optional(),
    order_alert: z.enum(ORDER_ALERTS).optional(),
    order_alert_min_poisha: poisha.min(1, ADMIN_MESSAGES.orderAlertMinRequired).max(100_000_000).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.can_refund === undefined && body.order_alert === undefined) {
      ctx.addIssue({ code: "custom", path: ["can_refund"], message: ADMIN_MESSAGES.staffChangeRequired });
    }
    if (body.order_alert === "above" && !body.order_alert_min_poisha) {
      ctx.addIssue({ code: "custom", path: ["order_alert_min_poisha"], message: ADMIN_MESSAGES.orderAlertMinRequired });
    }
  });
export type AdminStaffGrantBody = z.infer<typeof adminStaffGrantBody>;

// ---- dashboard ---------------------------------------------------------------

/** Revenue counts every order that is not cancelled or failed, by the day it was placed (Asia/Dhaka). */
export const adminDashboard = z.object({
  today: z.object({ orders: z.number().int(), revenue_poisha: poisha }),
  month: z.object({ orders: z.number().int(), revenue_poisha: poisha }),
  /** The last 30 days, oldest first, days without orders included. */
  by_day: z.array(z.object({ date: day, orders: z.number().int(), revenue_poisha: poisha })),
  waiting: z.object({ pending: z.number().int(), confirmed: z.number().int(), processing: z.number().int(), shipped: z.number().int() }),
  low_stock: z.array(adminProductRow),
  unanswered_questions: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
export const adminDashboardResponse = envelope(adminDashboard);

// ---- audit log (owner) ---------------------------------------------------------

export const adminAuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  entity: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(80).optional(),
});
export const adminAuditEntry = z.object({
  id: z.number().int(),
  actor: person.nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: iso,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;
export const adminAuditResponse = paged(adminAuditEntry);
