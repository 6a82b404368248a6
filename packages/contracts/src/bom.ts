import { z } from "zod";
import { CART_MESSAGES } from "./cart-words";
import { envelope } from "./envelope";

/** Issue 49: a BOM pasted or uploaded, matched to products; bulk adds; shared parts lists. */

export const BOM_LINES_MAX = 200;
/** A pasted list or a CSV file as text: 200 lines of a wide KiCad export fit well under this. */
export const BOM_TEXT_MAX = 200_000;
export const BOM_ALTERNATIVES_MAX = 3;
export const LINE_QUANTITY_MAX = 10_000;
export const PARTS_LIST_NAME_MAX = 100;
export const PARTS_LIST_DESCRIPTION_MAX = 1000;

export const BOM_MESSAGES = {
  textRequired: "Paste your parts list or choose a CSV file",
  textTooLong: "The list is too long: at most 200 lines",
  tooManyLines: (lines: number) => `The list has ${lines} lines; at most ${BOM_LINES_MAX} are matched at once`,
  noLines: "No parts found in the list: write one part per line, such as 2 x HC-SR04",
  csvUnreadable: "This file could not be read as CSV: save it as CSV (comma, semicolon or tab separated) and try again",
  mappingName: "Choose the column that names the part (value, name or part number)",
  mappingColumn: "That column is not in the file",
  lineQuantity: `Quantity must be a whole number from 1 to ${LINE_QUANTITY_MAX}`,
  requestKeyRequired: "Request key is required",
  requestKeyShape: "Request key must be 8 to 64 letters, digits, - or _",
  itemsRequired: "Choose at least one product to add",
  itemsMax: `At most ${BOM_LINES_MAX} products can be added at once`,
  itemsDuplicate: "Each product can be listed once",
  bulkAdded: (n: number) => `${n} ${n === 1 ? "product" : "products"} added to cart`,
  bulkRepeated: "These products were already added to your cart",
  bulkNothing: "None of these products could be added: they are out of stock or no longer sold",
  listNameRequired: "List name is required",
  listNameMax: `List name must be at most ${PARTS_LIST_NAME_MAX} characters`,
  listDescriptionMax: `Description must be at most ${PARTS_LIST_DESCRIPTION_MAX} characters`,
  listNotFound: "Parts list not found",
  listEmpty: "A parts list needs at least one product",
  listSaved: "Parts list saved",
  listUpdated: "Parts list updated",
  listDeleted: "Parts list deleted",
  listFeaturedPath: "Featured page must be a path of the shop, such as /blogs/line-follower",
  listFeaturedTaken: "Another parts list is already featured on that page",
  cartEmpty: "Your cart is empty",
} as const;

export const BOM_FIELDS = ["quantity", "name", "part_number", "footprint"] as const;
export type BomField = (typeof BOM_FIELDS)[number];

const column = z.number().int().min(0).max(99).nullable();
/** Which column (0-based) of a CSV holds each field; null: none. */
export const bomMapping = z.object({ quantity: column, name: column, part_number: column, footprint: column });
export type BomMapping = z.infer<typeof bomMapping>;

/** POST /v1/bom/match */
export const bomMatchBody = z.object({
  text: z
    .string({ error: BOM_MESSAGES.textRequired })
    .max(BOM_TEXT_MAX, BOM_MESSAGES.textTooLong)
    .refine((t) => t.trim().length > 0, BOM_MESSAGES.textRequired),
  /** A CSV's columns as the shopper changed them; omitted: found by the header. */
  mapping: bomMapping.optional(),
});
export type BomMatchBody = z.infer<typeof bomMatchBody>;

export const bomProduct = z.object({
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  price: z.number(),
  has_discount_price: z.boolean(),
  discount_price: z.number().nullable(),
  stock: z.number().int(),
});
export type BomProduct = z.infer<typeof bomProduct>;

export const bomLine = z.object({
  /** The line of the pasted text or the row of the file (1-based, the header is row 1). */
  line: z.number().int(),
  text: z.string(),
  query: z.string(),
  quantity: z.number().int(),
  part_number: z.string().nullable(),
  footprint: z.string().nullable(),
  /** 0..1: how much of what the line says the best product's name and part number carry. */
  confidence: z.number(),
  best: bomProduct.nullable(),
  alternatives: z.array(bomProduct),
  /** Why the line could not be read (its quantity), or null. */
  error: z.string().nullable(),
});
export type BomLine = z.infer<typeof bomLine>;

export const bomMatchData = z.object({
  format: z.enum(["lines", "csv"]),
  columns: z.array(z.string()),
  mapping: bomMapping.nullable(),
  lines: z.array(bomLine),
});
export type BomMatchData = z.infer<typeof bomMatchData>;
export const bomMatchResponse = envelope(bomMatchData);

const slug = z.string({ error: CART_MESSAGES.productRequired }).trim().min(1, CART_MESSAGES.productRequired).max(120, CART_MESSAGES.productNotFound);
const lineQuantity = z
  .number({ error: BOM_MESSAGES.lineQuantity })
  .int(BOM_MESSAGES.lineQuantity)
  .min(1, BOM_MESSAGES.lineQuantity)
  .max(LINE_QUANTITY_MAX, BOM_MESSAGES.lineQuantity);

export const bulkItem = z.object({ product: slug, quantity: lineQuantity });
const bulkItems = z
  .array(bulkItem, { error: BOM_MESSAGES.itemsRequired })
  .min(1, BOM_MESSAGES.itemsRequired)
  .max(BOM_LINES_MAX, BOM_MESSAGES.itemsMax)
  .refine((items) => new Set(items.map((i) => i.product)).size === items.length, BOM_MESSAGES.itemsDuplicate);

/** POST /v1/cart/items/bulk */
export const cartBulkBody = z.object({
  /** The same key adds nothing a second time (a double press, a retry). */
  request_key: z.string({ error: BOM_MESSAGES.requestKeyRequired }).regex(/^[A-Za-z0-9_-]{8,64}$/, BOM_MESSAGES.requestKeyShape),
  items: bulkItems,
});
export type CartBulkBody = z.infer<typeof cartBulkBody>;

export const BULK_OUTCOMES = ["added", "limited", "out_of_stock", "not_found", "repeated"] as const;
export const bulkResult = z.object({
  product: z.string(),
  requested: z.number().int(),
  added: z.number().int(),
  outcome: z.enum(BULK_OUTCOMES),
  message: z.string().nullable(),
});
export type BulkResult = z.infer<typeof bulkResult>;
export const cartBulkResponse = envelope(z.object({ results: z.array(bulkResult), repeated: z.boolean(), cart_count: z.number().int() }));

// ---- parts lists ---------------------------------------------------------------

const listName = z
  .string({ error: BOM_MESSAGES.listNameRequired })
  .trim()
  .min(1, BOM_MESSAGES.listNameRequired)
  .max(PARTS_LIST_NAME_MAX, BOM_MESSAGES.listNameMax);
const listDescription = z.string().trim().max(PARTS_LIST_DESCRIPTION_MAX, BOM_MESSAGES.listDescriptionMax).nullable().optional();

/** POST /v1/parts-lists: from the given lines, or from the shopper's cart (`from_cart`). */
export const partsListCreateBody = z.object({
  name: listName,
  description: listDescription,
  from_cart: z.boolean().default(false),
  items: z.array(bulkItem).max(BOM_LINES_MAX, BOM_MESSAGES.itemsMax).default([]),
});
export type PartsListCreateBody = z.input<typeof partsListCreateBody>;

/** PATCH /v1/parts-lists/{id}: the owner renames, describes or replaces the lines. */
export const partsListUpdateBody = z.object({
  name: listName.optional(),
  description: listDescription,
  items: bulkItems.optional(),
});
export type PartsListUpdateBody = z.input<typeof partsListUpdateBody>;

export const partsListIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,32}$/, BOM_MESSAGES.listNotFound) });

/** PUT /v1/admin/parts-lists/{id}/featured: staff feature a list on a page, or null to stop. */
export const partsListFeatureBody = z.object({
  featured_path: z
    .string()
    .trim()
    .regex(/^\/[a-z0-9][a-z0-9/_-]{0,199}$/, BOM_MESSAGES.listFeaturedPath)
    .nullable(),
});

export const partsListItem = bomProduct.extend({ quantity: z.number().int(), note: z.string().nullable() });
export const partsList = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  featured_path: z.string().nullable(),
  is_owner: z.boolean(),
  items: z.array(partsListItem),
  updated_at: z.string(),
});
export type PartsList = z.infer<typeof partsList>;
export const partsListResponse = envelope(partsList);
export const partsListSummary = partsList
  .pick({ id: true, name: true, description: true, featured_path: true, updated_at: true })
  .extend({ item_count: z.number().int() });
export type PartsListSummary = z.infer<typeof partsListSummary>;
export const partsListsResponse = envelope(z.object({ lists: z.array(partsListSummary) }));
export const featuredListQuery = z.object({ path: z.string().max(200) });
/** GET /v1/admin/parts-lists?featured=1: the lists featured on a page, for the back office (only featured ones: shoppers' own lists are theirs). */
export const adminPartsListsQuery = z.object({ featured: z.enum(["1"], { error: "Only featured lists are listed: featured=1" }) });
