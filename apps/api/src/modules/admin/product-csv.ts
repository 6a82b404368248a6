import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { setStockContext, type Database } from "@shop/db";
import { STOCK_ADJUST_REASONS, STOCK_REASON_LABELS } from "@shop/contracts";
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_MESSAGES as M,
  type ProductCsvColumn,
  type ProductCsvRow,
  type ProductImportPreview,
} from "@shop/contracts/product-csv";
import { AppError } from "../../lib/app-error";
import { csvDocument } from "../../lib/csv";
import type { DbOrTx, Tx } from "../../lib/db";
import { ARCHIVED_CANNOT_SHOW } from "../catalog/admin";
import { takaCell } from "../orders/admin-export";
import { notifyBackInStock, type BackInStockCtx } from "../stock/service";
import { moveStock } from "../stock/queries";
import { recordAudit } from "./audit";

/**
 * The products CSV (contracts/product-csv.ts): export, preview and apply. Parsing is
 * csv-parse's (docs/decisions/036-product-csv.md); this module turns cells into changes
 * with the shop's words. Preview and apply run the same plan over the same rows: apply
 * plans again inside its transaction, over the products it has locked, so what it writes
 * is checked against the stock and prices as they are at that moment, and a single row
 * with an error writes nothing.
 */

type Spec = { key: string; value: string };
type Product = {
  id: number;
  sku: string;
  slug: string;
  name: string;
  price: number;
  discount_price: number | null;
  stock: number;
  is_active: boolean;
  needs_price: boolean;
  archived: boolean;
  weight_grams: number;
  specs: Spec[] | string;
  category_slug: string;
  parent_slug: string | null;
};
type Role = "staff" | "owner";
type Cells = Partial<Record<ProductCsvColumn, string>>;
type Parsed = { row: number; cells: Cells };
type StockReason = (typeof STOCK_ADJUST_REASONS)[number];

/** What one row would write: the columns' new values, only those that change. */
type Plan = {
  view: ProductCsvRow;
  product: Product | null;
  set: { price?: number; discount_price?: number | null; is_active?: boolean; weight_grams?: number; specs?: Spec[]; needs_price?: false };
  stock?: { delta: number; reason: StockReason };
};

const LABEL = PRODUCT_CSV_COLUMNS;
const specsOf = (product: Product): Spec[] => (typeof product.specs === "string" ? (JSON.parse(product.specs) as Spec[]) : product.specs);
const specsCell = (specs: Spec[]) => specs.map((spec) => `${spec.key}: ${spec.value}`).join("\n");
const yesNo = (value: boolean) => (value ? "yes" : "no");
const invalid = (message: string, errors?: { field: string; message: string }[]) => new AppError("validation_failed", message, errors ? { errors } : {});

export const fileHash = (file: string) => createHash("sha256").update(file, "utf8").digest("hex");

// ---- export -----------------------------------------------------------------------

/** GET /v1/admin/products/export.csv: every product, oldest first, in the import's columns (stock change and reason empty). */
export async function exportProductsCsv(db: Database): Promise<string> {
  const result = await db.execute<{
    id: number;
    sku: string;
    name: string;
    category: string;
    brand: string | null;
    price: number;
    discount_price: number | null;
    stock: number;
    is_active: boolean;
    weight_grams: number;
    specs: Spec[] | string;
  }>(sql`
    select p.id, p.sku, p.name, c.name as category, b.name as brand, p.price, p.discount_price, p.stock, p.is_active, p.weight_grams, p.specs
    from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
    order by p.id`);
  return csvDocument(
    Object.values(LABEL),
    result.rows.map((p) => [
      String(p.id),
      p.sku,
      p.name,
      p.category,
      p.brand,
      takaCell(Number(p.price)),
      p.discount_price === null ? "" : takaCell(Number(p.discount_price)),
      String(p.stock),
      "",
      "",
      yesNo(p.is_active),
      String(p.weight_grams),
      specsCell(typeof p.specs === "string" ? (JSON.parse(p.specs) as Spec[]) : p.specs),
    ]),
  );
}

// ---- reading the file -------------------------------------------------------------

const COLUMN_BY_NAME = new Map<string, ProductCsvColumn>(
  (Object.entries(LABEL) as [ProductCsvColumn, string][]).flatMap(([key, label]) => [
    [label.toLowerCase(), key],
    [key.replace(/_/g, " "), key],
  ]),
);

/** A cell as written: trimmed, without the apostrophe the export puts before = + - @ (lib/csv.ts) or a spreadsheet before +5. */
const clean = (value: string | undefined) => (value ?? "").trim().replace(/^'(?=[=+\-@\d])/, "");

/** The file's rows by column, or a 422 that says what is wrong with the file as a whole. */
export function readFile(file: string): Parsed[] {
  if (Buffer.byteLength(file, "utf8") > PRODUCT_CSV_MAX_BYTES) throw invalid(M.tooLarge);
  let records: string[][];
  try {
    records = parse(file, { bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 64 * 1024 }) as string[][];
  } catch {
    throw invalid(M.notCsv);
  }
  records = records.filter((record) => record.some((cell) => cell.trim() !== ""));
  if (records.length === 0) throw invalid(M.empty);
  if (records.length - 1 > PRODUCT_CSV_MAX_ROWS) throw invalid(M.tooManyRows);
  const header = records[0].map((name) => name.replace(/^\uFEFF/, "").trim());
  const columns: (ProductCsvColumn | null)[] = [];
  for (const name of header) {
    if (name === "") {
      columns.push(null);
      continue;
    }
    const key = COLUMN_BY_NAME.get(name.toLowerCase().replace(/\s+/g, " "));
    if (!key) throw invalid(header.length === 1 ? M.notCsv : M.unknownColumn(name.slice(0, 60)));
    if (columns.includes(key)) throw invalid(M.duplicateColumn(name.slice(0, 60)));
    columns.push(key);
  }
  if (!columns.includes("sku")) throw invalid(M.noSku);
  if (records.length < 2) throw invalid(M.empty);
  return records.slice(1).map((record, index) => {
    const cells: Cells = {};
    columns.forEach((key, at) => {
      if (key) cells[key] = clean(record[at]);
    });
    return { row: index + 2, cells };
  });
}

// ---- planning ---------------------------------------------------------------------

/** "1,200.50", "৳120", "120 Tk" → poisha; null for anything else. */
function takaToPoisha(text: string): number | null {
  const plain = text.replace(/[৳,\s]/g, "").replace(/(tk|taka)$/i, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

function readVisible(text: string): boolean | null {
  const word = text.toLowerCase();
  if (["yes", "y", "true", "1", "visible", "shown"].includes(word)) return true;
  if (["no", "n", "false", "0", "hidden"].includes(word)) return false;
  return null;
}

function readReason(text: string): StockReason | null {
  const word = text.toLowerCase();
  return STOCK_ADJUST_REASONS.find((reason) => reason === word || STOCK_REASON_LABELS[reason]?.toLowerCase() === word) ?? null;
}

function readSpecs(text: string): { specs: Spec[] } | { error: string } {
  const specs: Spec[] = [];
  for (const line of text.split(/\r?\n|;\s*(?=[^:;]+:)/)) {
    if (line.trim() === "") continue;
    const match = /^([^:]+):(.+)$/.exec(line.trim());
    if (!match) return { error: M.specLine };
    const spec = { key: match[1].trim(), value: match[2].trim() };
    if (!spec.key || !spec.value) return { error: M.specLine };
    if (spec.key.length > 60 || spec.value.length > 200) return { error: M.specTooLong };
    specs.push(spec);
  }
  return specs.length > 40 ? { error: M.specTooMany } : { specs };
}

/** The rows' products by SKU; `lock` (apply) holds them until the transaction ends, in id order so two imports never deadlock. */
async function productsBySku(db: DbOrTx, skus: string[], lock: boolean): Promise<Map<string, Product>> {
  if (!skus.length) return new Map();
  const result = await db.execute<Product>(sql`
    select p.id, p.sku, p.slug, p.name, p.price, p.discount_price, p.stock, p.is_active, p.needs_price, p.archived_at is not null as archived, p.weight_grams, p.specs,
      c.slug as category_slug, parent.slug as parent_slug
    from products p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
    where p.sku in (${sql.join(
      skus.map((sku) => sql`${sku}`),
      sql`, `,
    )})
    order by p.id ${lock ? sql`for update of p` : sql``}`);
  return new Map(result.rows.map((row) => [row.sku, { ...row, price: Number(row.price), stock: Number(row.stock) }]));
}

function planRow(parsed: Parsed, product: Product | null, firstRowOfSku: number | undefined, role: Role): Plan {
  const { cells } = parsed;
  const sku = cells.sku ?? "";
  const view: ProductCsvRow = { row: parsed.row, sku, product_id: product?.id ?? null, name: product?.name ?? null, changes: [], errors: [] };
  const plan: Plan = { view, product, set: {} };
  const error = (column: ProductCsvColumn, message: string) => view.errors.push({ column: LABEL[column], message });
  if (sku === "") {
    error("sku", "Write the product's SKU");
    return plan;
  }
  if (firstRowOfSku !== undefined) {
    error("sku", M.skuTwice(firstRowOfSku));
    return plan;
  }
  if (!product) {
    error("sku", M.skuUnknown);
    return plan;
  }
  if (cells.id && cells.id !== String(product.id)) error("id", M.idMismatch);

  // Prices: empty keeps the price; an empty discount price is none (as the export writes it).
  let price = product.price;
  if (cells.price) {
    const poisha = takaToPoisha(cells.price);
    if (poisha === null) error("price", M.money);
    else if (poisha <= 0) error("price", M.pricePositive);
    else price = poisha;
  }
  let discount = product.discount_price === null ? null : Number(product.discount_price);
  if (cells.discount_price !== undefined) {
    const poisha = cells.discount_price === "" ? null : takaToPoisha(cells.discount_price);
    if (cells.discount_price !== "" && poisha === null) error("discount_price", M.money);
    else if (poisha === 0) discount = null;
    else discount = poisha;
  }
  const priceChanged = price !== product.price;
  const discountChanged = discount !== (product.discount_price === null ? null : Number(product.discount_price));
  if ((priceChanged || discountChanged) && role !== "owner") error(priceChanged ? "price" : "discount_price", M.ownerOnlyPrice);
  else if (discount !== null && discount >= price) error("discount_price", M.discountNotBelow);
  if (priceChanged) {
    plan.set.price = price;
    view.changes.push({ column: LABEL.price, before: takaCell(product.price), after: takaCell(price) });
  }
  if (discountChanged) {
    plan.set.discount_price = discount;
    const shown = (value: number | null) => (value === null ? "none" : takaCell(value));
    view.changes.push({ column: LABEL.discount_price, before: shown(product.discount_price), after: shown(discount) });
  }
  // An owner's price for a product staff made (waiting for one) lets it be shown, as in the product form.
  const priced = product.needs_price && role === "owner" && cells.price !== undefined && cells.price !== "";
  if (priced) plan.set.needs_price = false;

  if (cells.visible) {
    const visible = readVisible(cells.visible);
    if (visible === null) error("visible", M.visible);
    else if (visible !== product.is_active) {
      if (visible && product.needs_price && !priced) error("visible", M.needsPrice);
      if (visible && product.archived) error("visible", ARCHIVED_CANNOT_SHOW);
      plan.set.is_active = visible;
      view.changes.push({ column: LABEL.visible, before: yesNo(product.is_active), after: yesNo(visible) });
    }
  }

  // Shipping weight (issue 47): whole grams, as the product form takes it; empty keeps it.
  if (cells.weight_grams) {
    const grams = /^\d{1,5}$/.test(cells.weight_grams) ? Number(cells.weight_grams) : NaN;
    if (!(grams >= 1 && grams <= 50_000)) error("weight_grams", M.weight);
    else if (grams !== product.weight_grams) {
      plan.set.weight_grams = grams;
      view.changes.push({ column: LABEL.weight_grams, before: String(product.weight_grams), after: String(grams) });
    }
  }

  if (cells.stock_change && cells.stock_change !== "0") {
    const text = cells.stock_change.replace(/^\+/, "");
    const reason = cells.stock_reason ? readReason(cells.stock_reason) : null;
    if (!/^-?\d{1,7}$/.test(text)) error("stock_change", M.stockChange);
    else if (Math.abs(Number(text)) > 100_000) error("stock_change", M.stockChangeLimit);
    else if (product.stock + Number(text) < 0) error("stock_change", M.stockBelowZero(product.stock));
    if (!cells.stock_reason) error("stock_reason", M.reasonRequired);
    else if (!reason) error("stock_reason", M.reasonUnknown);
    if (reason && /^-?\d{1,7}$/.test(text) && Number(text) !== 0) {
      const delta = Number(text);
      plan.stock = { delta, reason };
      view.changes.push({ column: LABEL.stock, before: String(product.stock), after: `${product.stock + delta} (${STOCK_REASON_LABELS[reason]})` });
    }
  }

  if (cells.specs) {
    const read = readSpecs(cells.specs);
    if ("error" in read) error("specs", read.error);
    else if (JSON.stringify(read.specs) !== JSON.stringify(specsOf(product))) {
      plan.set.specs = read.specs;
      view.changes.push({ column: LABEL.specs, before: specsCell(specsOf(product)).replace(/\n/g, "; "), after: specsCell(read.specs).replace(/\n/g, "; ") });
    }
  }
  return plan;
}

async function planFile(db: DbOrTx, rows: Parsed[], role: Role, lock: boolean): Promise<Plan[]> {
  const skus = [...new Set(rows.map((row) => row.cells.sku ?? "").filter(Boolean))];
  const products = await productsBySku(db, skus, lock);
  const seen = new Map<string, number>();
  return rows.map((parsed) => {
    const sku = parsed.cells.sku ?? "";
    const first = seen.get(sku);
    if (sku && first === undefined) seen.set(sku, parsed.row);
    return planRow(parsed, products.get(sku) ?? null, first, role);
  });
}

const changes = (plans: Plan[]) => plans.filter((plan) => plan.view.changes.length > 0 && plan.view.errors.length === 0).length;

/** POST /v1/admin/products/import/preview: what each row would change, and each row's errors; nothing is written. */
export async function previewImport(db: Database, input: { file: string; role: Role }): Promise<ProductImportPreview> {
  const rows = readFile(input.file);
  const plans = await planFile(db, rows, input.role, false);
  return {
    hash: fileHash(input.file),
    rows: plans.map((plan) => plan.view),
    changed: changes(plans),
    with_errors: plans.filter((plan) => plan.view.errors.length > 0).length,
  };
}

export type ImportCtx = BackInStockCtx & { db: Database; revalidate: (paths: string[]) => Promise<void> };

/**
 * POST /v1/admin/products/import: the previewed file (its hash must match) in one
 * transaction: the rows' products locked, planned again, and on the first row with an
 * error a 422 naming it with nothing written. Otherwise each changed product gets its
 * update and a product.update audit entry (the product form's), each stock change goes
 * through the ledger (its reason, the staff member, "CSV import") with a stock.adjust
 * entry, and shoppers waiting for a product back in stock are mailed.
 */
export async function applyImport(
  ctx: ImportCtx,
  input: { file: string; hash: string | undefined; actor: { id: string; role: Role } },
): Promise<{ changed: number; rows: ProductCsvRow[]; notified: number }> {
  if (!input.hash || input.hash !== fileHash(input.file)) throw new AppError("conflict", M.hashMismatch, { field: "hash" });
  const rows = readFile(input.file);
  const outcome = await ctx.db.transaction(async (tx) => {
    const plans = await planFile(tx, rows, input.actor.role, true);
    const failed = plans.filter((plan) => plan.view.errors.length > 0);
    if (failed.length) {
      const first = failed[0].view;
      throw invalid(
        M.hasErrors(first.row, first.errors[0].column, first.errors[0].message),
        failed.flatMap((plan) => plan.view.errors.map((e) => ({ field: `row ${plan.view.row}, ${e.column}`, message: e.message }))),
      );
    }
    const restocked: number[] = [];
    const paths = new Set<string>();
    for (const plan of plans) {
      const product = plan.product;
      if (!product || plan.view.changes.length === 0) continue;
      await writeRow(tx, plan, product, input.actor.id);
      if (plan.stock && product.stock === 0) restocked.push(product.id);
      for (const path of [
        `/product/${product.slug}`,
        `/category/${product.category_slug}`,
        ...(product.parent_slug ? [`/category/${product.parent_slug}`] : []),
      ])
        paths.add(path);
    }
    const notified = await notifyBackInStock(tx, restocked, ctx);
    return { plans, paths: [...paths], notified };
  });
  if (outcome.paths.length) await ctx.revalidate(outcome.paths);
  return { changed: changes(outcome.plans), rows: outcome.plans.map((plan) => plan.view), notified: outcome.notified };
}

async function writeRow(tx: Tx, plan: Plan, product: Product, actorId: string) {
  const set = plan.set;
  const keys = Object.keys(set) as (keyof Plan["set"])[];
  const fields = keys.filter((key) => key !== "needs_price");
  if (keys.length) {
    const current: Record<string, unknown> = {
      price: product.price,
      discount_price: product.discount_price,
      is_active: product.is_active,
      weight_grams: product.weight_grams,
      specs: specsOf(product),
      needs_price: product.needs_price,
    };
    await tx.execute(sql`
      update products set
        price = ${set.price ?? product.price},
        discount_price = ${set.discount_price === undefined ? product.discount_price : set.discount_price},
        is_active = ${set.is_active ?? product.is_active},
        weight_grams = ${set.weight_grams ?? product.weight_grams},
        specs = ${JSON.stringify(set.specs ?? specsOf(product))}::jsonb,
        needs_price = ${set.needs_price ?? product.needs_price},
        updated_at = now()
      where id = ${product.id}`);
    if (fields.length || set.needs_price === false) {
      await recordAudit(tx, {
        actorId,
        action: "product.update",
        entity: "product",
        entityId: product.id,
        before: Object.fromEntries(keys.map((key) => [key, current[key]])),
        after: { ...set, source: "csv_import" },
      });
    }
  }
  if (plan.stock) {
    await setStockContext(tx, { reason: plan.stock.reason, note: "CSV import", actorId });
    const stock = await moveStock(tx, product.id, plan.stock.delta);
    // Planned over the locked row, so this cannot happen; if it did, nothing of the file is written.
    if (stock === null) throw invalid(M.hasErrors(plan.view.row, LABEL.stock_change, M.stockBelowZero(product.stock)));
    await recordAudit(tx, {
      actorId,
      action: "stock.adjust",
      entity: "product",
      entityId: product.id,
      before: { stock: product.stock },
      after: { stock, delta: plan.stock.delta, reason: plan.stock.reason, note: "CSV import" },
    });
  }
}
