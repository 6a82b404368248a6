import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import { inArray, sql } from "drizzle-orm";
import { attributes, products, type Database } from "@shop/db";
import { ATTRIBUTE_CSV_MAX_BYTES, ATTRIBUTE_CSV_MAX_ROWS, type AttributeImportPreview, type AttributeImportRow } from "@shop/contracts/attribute-admin";
import { AppError } from "../../lib/app-error";
import type { DbOrTx } from "../../lib/db";
import { recordAudit } from "../admin/audit";
import { categoryAttributeList, formatStored, productPagePaths, readValue, storedValues, writeValue } from "./values";
import type { NormalisedAttributeValue } from "@shop/contracts";
import type { AttributesCtx } from "./service";

/**
 * Attribute values by CSV (issue 48), as the products CSV (decision 036): columns `sku`
 * and one per attribute key; an empty cell leaves that value as it is. A preview writes
 * nothing; apply takes the same file and the preview's hash and writes every row in one
 * transaction, or nothing when any row has an error.
 */
const invalid = (message: string) => new AppError("validation_failed", message, { field: "file" });
export const attributeFileHash = (file: string) => createHash("sha256").update(file, "utf8").digest("hex");

type Cell = { key: string; raw: string };
type Parsed = { row: number; sku: string; cells: Cell[] };
type Write = { attributeId: number; key: string; raw: string; values: NormalisedAttributeValue[] };
type Plan = AttributeImportRow & { writes: Write[] };

function readFile(file: string): Parsed[] {
  if (Buffer.byteLength(file, "utf8") > ATTRIBUTE_CSV_MAX_BYTES) throw invalid("The file is larger than 1 MB");
  let records: string[][];
  try {
    records = parse(file, { bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 64 * 1024 }) as string[][];
  } catch {
    throw invalid("The file is not a CSV file the shop can read");
  }
  records = records.filter((record) => record.some((cell) => cell.trim() !== ""));
  if (records.length < 2) throw invalid("The file has no rows: a header with sku and attribute keys, then a row per product");
  if (records.length - 1 > ATTRIBUTE_CSV_MAX_ROWS) throw invalid(`The file has more than ${ATTRIBUTE_CSV_MAX_ROWS} rows`);
  const header = records[0].map((name) =>
    name
      .replace(/^\uFEFF/, "")
      .trim()
      .toLowerCase(),
  );
  const skuAt = header.indexOf("sku");
  if (skuAt < 0) throw invalid("The first row names the columns and one of them is sku");
  return records.slice(1).map((record, index) => ({
    row: index + 2,
    sku: (record[skuAt] ?? "").trim(),
    cells: header.flatMap((key, at) => (at === skuAt || !key ? [] : [{ key, raw: (record[at] ?? "").trim() }])),
  }));
}

async function planFile(db: DbOrTx, rows: Parsed[], lock: boolean): Promise<Plan[]> {
  const keys = [...new Set(rows.flatMap((r) => r.cells.map((c) => c.key)))];
  const known = keys.length ? await db.select({ key: attributes.key }).from(attributes).where(inArray(attributes.key, keys)) : [];
  const unknown = keys.filter((key) => !known.some((k) => k.key === key));
  if (unknown.length) throw invalid(`Unknown column ${unknown.join(", ")}: use sku and attribute keys (voltage, interface…)`);
  const skus = [...new Set(rows.map((r) => r.sku).filter(Boolean))];
  const found = skus.length
    ? await db.execute<{ id: number; sku: string; category_id: number }>(
        sql`select id, sku, category_id from products where sku in (${sql.join(
          skus.map((s) => sql`${s}`),
          sql`, `,
        )}) order by id ${lock ? sql`for update` : sql``}`,
      )
    : { rows: [] };
  const bySku = new Map(found.rows.map((p) => [p.sku, p]));
  const stored = await storedValues(
    db,
    found.rows.map((p) => p.id),
  );
  const listCache = new Map<number, Awaited<ReturnType<typeof categoryAttributeList>>>();
  const seen = new Map<string, number>();
  const plans: Plan[] = [];
  for (const parsed of rows) {
    const plan: Plan = { row: parsed.row, sku: parsed.sku, product_id: null, changes: [], errors: [], writes: [] };
    plans.push(plan);
    const product = bySku.get(parsed.sku);
    if (!parsed.sku) plan.errors.push({ column: "sku", message: "Enter the product's SKU" });
    else if (!product) plan.errors.push({ column: "sku", message: `No product has the SKU ${parsed.sku}` });
    else if (seen.has(parsed.sku)) plan.errors.push({ column: "sku", message: `The SKU ${parsed.sku} is also on row ${seen.get(parsed.sku)}` });
    if (!product || plan.errors.length) continue;
    seen.set(parsed.sku, parsed.row);
    plan.product_id = product.id;
    const list = listCache.get(product.category_id) ?? (await categoryAttributeList(db, product.category_id));
    listCache.set(product.category_id, list);
    for (const cell of parsed.cells) {
      if (!cell.raw) continue;
      const attribute = list.find((a) => a.key === cell.key);
      if (!attribute) {
        plan.errors.push({ column: cell.key, message: `${cell.key} is not a specification of this product's category` });
        continue;
      }
      const read = readValue(attribute, cell.raw);
      if ("error" in read) {
        plan.errors.push({ column: cell.key, message: read.error });
        continue;
      }
      const current = stored.get(product.id)?.get(attribute.id);
      const before = formatStored(attribute, current);
      const after = formatStored(attribute, { raw: cell.raw, values: read.values });
      if (before === after && current?.raw === cell.raw) continue;
      plan.changes.push({ key: attribute.key, before, after });
      plan.writes.push({ attributeId: attribute.id, key: attribute.key, raw: cell.raw, values: read.values });
    }
  }
  return plans;
}

const toPreview = (file: string, plans: Plan[]): AttributeImportPreview => ({
  hash: attributeFileHash(file),
  rows: plans.map(({ writes: _writes, ...row }) => row),
  changed: plans.filter((p) => p.changes.length && !p.errors.length).length,
  errors: plans.filter((p) => p.errors.length).length,
});

/** POST /v1/admin/attribute-values/import/preview. */
export async function previewAttributeImport(db: Database, file: string): Promise<AttributeImportPreview> {
  return toPreview(file, await planFile(db, readFile(file), false));
}

/** POST /v1/admin/attribute-values/import: the previewed file, all rows or none. */
export async function applyAttributeImport(ctx: AttributesCtx, input: { actorId: string; file: string; hash?: string }): Promise<{ changed: number }> {
  if (!input.hash || input.hash !== attributeFileHash(input.file))
    throw new AppError("validation_failed", "Preview this file before applying it", { field: "hash" });
  const rows = readFile(input.file);
  const changedIds = await ctx.db.transaction(async (tx) => {
    const plans = await planFile(tx, rows, true);
    const bad = plans.find((p) => p.errors.length);
    if (bad)
      throw new AppError("validation_failed", `Row ${bad.row}, ${bad.errors[0].column}: ${bad.errors[0].message}. Nothing was changed.`, { field: "file" });
    const ids: number[] = [];
    for (const plan of plans) {
      if (!plan.writes.length || plan.product_id === null) continue;
      for (const write of plan.writes)
        await writeValue(tx, { productId: plan.product_id, attributeId: write.attributeId, raw: write.raw, values: write.values });
      await tx
        .update(products)
        .set({ updatedAt: sql`now()` })
        .where(sql`${products.id} = ${plan.product_id}`);
      await recordAudit(tx, {
        actorId: input.actorId,
        action: "product.attributes",
        entity: "product",
        entityId: plan.product_id,
        before: Object.fromEntries(plan.changes.map((c) => [c.key, c.before])),
        after: { ...Object.fromEntries(plan.changes.map((c) => [c.key, c.after])), source: "csv_import" },
      });
      ids.push(plan.product_id);
    }
    return ids;
  });
  const paths = new Set<string>();
  for (const id of changedIds) for (const path of await productPagePaths(ctx.db, id)) paths.add(path);
  if (paths.size) await ctx.revalidate([...paths]);
  return { changed: changedIds.length };
}
