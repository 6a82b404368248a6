import { z } from "zod";
import { envelope } from "./envelope";
import { STOCK_REQUEST_MESSAGES } from "./stock";
import { emailSchema } from "./validation";
import { COMPARE_MAX, FIND_PARTS_MESSAGES } from "./find-parts-words";

/**
 * Issue 48, part C: what shoppers searched for (per week, no personal data), "Ask us to
 * stock this part" (a stock request without a product), and compare.
 */

/** POST /v1/stock-requests: "Ask us to stock this part" from a search that found nothing. */
export const partRequestBody = z.object({
  full_name: z
    .string({ error: STOCK_REQUEST_MESSAGES.fullNameRequired })
    .trim()
    .min(1, STOCK_REQUEST_MESSAGES.fullNameRequired)
    .min(3, STOCK_REQUEST_MESSAGES.fullNameMin)
    .max(30, STOCK_REQUEST_MESSAGES.fullNameMax),
  email: emailSchema,
  words: z
    .string({ error: FIND_PARTS_MESSAGES.wordsRequired })
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, FIND_PARTS_MESSAGES.wordsRequired).max(200, FIND_PARTS_MESSAGES.wordsMax)),
});
export type PartRequestBody = z.input<typeof partRequestBody>;
export const partRequestResponse = envelope(z.null());

/** GET /v1/admin/searches?week=YYYY-MM-DD: any day of the week asked (Dhaka); absent = this week. */
export const adminSearchesQuery = z.object({
  week: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, FIND_PARTS_MESSAGES.weekInvalid)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), FIND_PARTS_MESSAGES.weekInvalid)
    .optional(),
});

const searchWordsRow = z.object({ words: z.string(), searches: z.number().int(), no_results: z.number().int() });
export type SearchWordsRow = z.infer<typeof searchWordsRow>;

export const adminSearchesResponse = envelope(
  z.object({
    /** The week shown: its Monday in Dhaka. */
    week: z.string(),
    /** Weeks that have rows, newest first (at most the 90 days kept). */
    weeks: z.array(z.string()),
    /** The searches that found nothing, most often first (up to 50). */
    not_found: z.array(searchWordsRow),
    /** The most searched words, most often first (up to 50). */
    top: z.array(searchWordsRow),
    /** Requests to stock a part that is not listed, newest first (up to 100). */
    part_requests: z.array(z.object({ id: z.number().int(), words: z.string(), full_name: z.string(), email: z.string(), created_at: z.string() })),
  }),
);
export type AdminSearches = z.infer<typeof adminSearchesResponse>["data"];

/** GET /v1/compare?products=slug1,slug2: 1 to 4 slugs. */
export const compareQuery = z.object({
  products: z
    .string({ error: FIND_PARTS_MESSAGES.compareNone })
    .max(1000)
    .transform((text) => [
      ...new Set(
        text
          .split(",")
          .map((slug) => slug.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(200)).min(1, FIND_PARTS_MESSAGES.compareNone).max(COMPARE_MAX, FIND_PARTS_MESSAGES.compareTooMany)),
});

export const compareProduct = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  has_discount_price: z.boolean(),
  discount_price: z.number().nullable(),
  current_stock: z.number().int(),
});
export type CompareProduct = z.infer<typeof compareProduct>;

/** One aligned row: a typed attribute (`kind: attribute`) or a free specification (`spec`); values in the products' order, null = not given. */
export const compareRow = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(["attribute", "spec"]),
  values: z.array(z.string().nullable()),
  differs: z.boolean(),
});
export type CompareRow = z.infer<typeof compareRow>;

export const compareResponse = envelope(z.object({ products: z.array(compareProduct), rows: z.array(compareRow) }));
export type CompareData = z.infer<typeof compareResponse>["data"];
