import { z } from "zod";
import { envelope } from "./envelope";
import { STOCK_ADJUST_REASONS } from "./admin";

/**
 * The products CSV (issue 46): GET /v1/admin/products/export.csv writes every product in
 * these columns; POST /v1/admin/products/import/preview reads a file back and answers what
 * each row would change, without writing; POST /v1/admin/products/import applies the same
 * file (with the hash its preview answered) in one transaction, or nothing.
 *
 * A row is found by its SKU (ID, when given, must be that product's). What an import can
 * change: Price and Discount price (taka, owner only), Visible (yes/no), Specs (one
 * "Key: Value" per line of the cell; the whole list is replaced) and the stock, by Stock
 * change (+5 in, -2 out) with a Stock reason. Name, Category, Brand and Stock are there to
 * read: the import does not change them. A column left out of the file changes nothing.
 */
export const PRODUCT_CSV_COLUMNS = {
  id: "ID",
  sku: "SKU",
  name: "Name",
  category: "Category",
  brand: "Brand",
  price: "Price (Tk)",
  discount_price: "Discount price (Tk)",
  stock: "Stock",
  stock_change: "Stock change",
  stock_reason: "Stock reason",
  visible: "Visible",
  weight_grams: "Shipping weight (g)",
  specs: "Specs",
} as const;
export type ProductCsvColumn = keyof typeof PRODUCT_CSV_COLUMNS;

/** A file over either limit is refused as a whole, before any row is read. */
export const PRODUCT_CSV_MAX_BYTES = 1024 * 1024;
export const PRODUCT_CSV_MAX_ROWS = 2000;

export const PRODUCT_CSV_MESSAGES = {
  tooLarge: `The file is too large: at most ${PRODUCT_CSV_MAX_BYTES / (1024 * 1024)} MB`,
  tooManyRows: `The file has more than ${PRODUCT_CSV_MAX_ROWS} products: split it into smaller files`,
  empty: "The file has no products: it needs a header line and at least one row",
  notCsv: "This is not a CSV file the shop can read. Export the products first and edit that file",
  noSku: "The file has no SKU column: export the products first and edit that file",
  unknownColumn: (name: string) => `The column "${name}" is not one the products file has`,
  duplicateColumn: (name: string) => `The column "${name}" is there twice`,
  hashMismatch: "This file is not the one previewed: preview it again before applying",
  hasErrors: (row: number, column: string, message: string) => `Row ${row}, ${column}: ${message}. Nothing was changed`,
  nothingToChange: "Nothing in the file differs from the shop: nothing to apply",
  skuUnknown: "No product has this SKU",
  skuTwice: (row: number) => `This SKU is already on row ${row}`,
  idMismatch: "This ID is not the product with this SKU",
  money: "Write the amount in taka, like 120 or 120.50",
  pricePositive: "The price must be more than 0",
  discountNotBelow: "The discount price must be below the price",
  ownerOnlyPrice: "Only an owner can change prices",
  stockChange: "Write a whole number of units, like 5 or -2",
  stockChangeLimit: "At most 100000 units at once",
  stockBelowZero: (stock: number) => `Stock cannot go below zero (it is ${stock})`,
  reasonRequired: `Say why the stock changes: ${STOCK_ADJUST_REASONS.join(", ")}`,
  reasonUnknown: `Use one of: ${STOCK_ADJUST_REASONS.join(", ")}`,
  visible: "Write yes or no",
  weight: "Write the packed weight in whole grams, from 1 to 50000",
  needsPrice: "This product waits for a price from an owner before it can be shown",
  specLine: 'Write each spec on its own line as "Key: Value"',
  specTooLong: "A spec's key is at most 60 characters and its value at most 200",
  specTooMany: "At most 40 specs",
} as const;

/** One cell's change, as the preview shows it: "Price (Tk) 120.00 → 110.00". */
export const productCsvChange = z.object({ column: z.string(), before: z.string(), after: z.string() });
export const productCsvRowError = z.object({ column: z.string(), message: z.string() });
export const productCsvRow = z.object({
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  sku: z.string(),
  product_id: z.number().int().nullable(),
  name: z.string().nullable(),
  changes: z.array(productCsvChange),
  errors: z.array(productCsvRowError),
});
export type ProductCsvRow = z.infer<typeof productCsvRow>;

export const productImportBody = z.strictObject({
  /** The CSV file's text. */
  file: z.string().max(PRODUCT_CSV_MAX_BYTES * 2),
  /** For apply: the hash its preview answered. */
  hash: z.string().max(128).optional(),
});

export const productImportPreview = z.object({
  /** sha256 of the file: send it back with the same file to apply. */
  hash: z.string(),
  rows: z.array(productCsvRow),
  /** Rows that change something. */
  changed: z.number().int(),
  /** Rows with at least one error: while there are any, apply changes nothing. */
  with_errors: z.number().int(),
});
export type ProductImportPreview = z.infer<typeof productImportPreview>;
export const productImportPreviewResponse = envelope(productImportPreview);

export const productImportResult = z.object({ changed: z.number().int(), rows: z.array(productCsvRow) });
export const productImportResultResponse = envelope(productImportResult);
