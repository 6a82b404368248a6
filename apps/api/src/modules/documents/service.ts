import { and, asc, eq, sql } from "drizzle-orm";
import { documentFiles, productDocuments, products, type Database } from "@shop/db";
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_MESSAGES,
  MAX_PRODUCT_DOCUMENTS,
  type AdminProductDocument,
  type DocumentKind,
  type ProductDocument,
} from "@shop/contracts/product-documents";
import { AppError, notFound } from "../../lib/app-error";
import type { DbOrTx } from "../../lib/db";
import { recordAudit } from "../admin/audit";
import type { IngestedPdf } from "./ingest";

export type DocumentsCtx = { db: Database; mediaBase: string; revalidate: (paths: string[]) => Promise<void> };

/** An uploaded document's public address: beside the images, under the same prefix (and cache). */
export const documentUrl = (mediaBase: string, key: string) => `${mediaBase}/docs/${encodeURIComponent(key)}`;

type Row = { id: number; kind: DocumentKind; title: string; url: string | null; fileKey: string | null; size: number | null; position: number };

async function documentRows(db: DbOrTx, productId: number): Promise<Row[]> {
  return db
    .select({
      id: productDocuments.id,
      kind: productDocuments.kind,
      title: productDocuments.title,
      url: productDocuments.url,
      fileKey: productDocuments.fileKey,
      size: documentFiles.size,
      position: productDocuments.position,
    })
    .from(productDocuments)
    .leftJoin(documentFiles, eq(documentFiles.key, productDocuments.fileKey))
    .where(eq(productDocuments.productId, productId))
    .orderBy(asc(productDocuments.position), asc(productDocuments.id));
}

const toAdmin = (row: Row, mediaBase: string): AdminProductDocument => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  url: row.fileKey ? documentUrl(mediaBase, row.fileKey) : (row.url as string),
  file: row.fileKey ? { key: row.fileKey, size: row.size ?? 0, content_type: "application/pdf" } : null,
  position: row.position,
});

/** GET /v1/admin/products/{id}/documents. */
export async function listAdminDocuments(ctx: Pick<DocumentsCtx, "db" | "mediaBase">, productId: number): Promise<AdminProductDocument[]> {
  const [product] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound("Product not found");
  return (await documentRows(ctx.db, productId)).map((row) => toAdmin(row, ctx.mediaBase));
}

/**
 * The product page's Documents list. The product's older `datasheet_url` still shows, as
 * a Datasheet link, while the product has no datasheet document of its own.
 */
export async function listProductDocuments(
  db: Database,
  input: { productId: number; datasheetUrl: string | null; mediaBase: string },
): Promise<ProductDocument[]> {
  const rows = await documentRows(db, input.productId);
  const listed: ProductDocument[] = rows.map((row) => ({
    kind: row.kind,
    title: row.title,
    url: row.fileKey ? documentUrl(input.mediaBase, row.fileKey) : (row.url as string),
    file_type: row.fileKey ? "PDF" : null,
    size: row.fileKey ? row.size : null,
  }));
  const legacy = input.datasheetUrl?.trim();
  if (legacy && /^https?:\/\//i.test(legacy) && !rows.some((row) => row.kind === "datasheet")) {
    listed.unshift({ kind: "datasheet", title: DOCUMENT_KIND_LABELS.datasheet, url: legacy, file_type: null, size: null });
  }
  return listed;
}

type Change = { actorId: string; productId: number };

/** Locks the product, runs the change, stamps the product (its pages and the catalog version move) and writes the audit row. */
async function change(
  ctx: DocumentsCtx,
  input: Change & { action: string },
  apply: (tx: DbOrTx, before: Row[]) => Promise<void>,
): Promise<AdminProductDocument[]> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [product] = await tx
      .execute<{ slug: string; category_slug: string; parent_slug: string | null }>(
        sql`
      select p.slug, c.slug as category_slug, parent.slug as parent_slug
      from products p join categories c on c.id = p.category_id left join categories parent on parent.id = c.parent_id
      where p.id = ${input.productId} for update of p`,
      )
      .then((r) => r.rows);
    if (!product) throw notFound("Product not found");
    const before = await documentRows(tx, input.productId);
    await apply(tx, before);
    const after = await documentRows(tx, input.productId);
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(eq(products.id, input.productId));
    const summary = (rows: Row[]) => rows.map((row) => ({ kind: row.kind, title: row.title, file: row.fileKey, url: row.url }));
    await recordAudit(tx, {
      actorId: input.actorId,
      action: input.action,
      entity: "product",
      entityId: input.productId,
      before: { documents: summary(before) },
      after: { documents: summary(after) },
    });
    return { product, after };
  });
  const { product } = outcome;
  await ctx.revalidate([`/product/${product.slug}`]);
  return outcome.after.map((row) => toAdmin(row, ctx.mediaBase));
}

const nextPosition = (rows: Row[]) => Math.max(-1, ...rows.map((row) => row.position)) + 1;
const tooMany = (rows: Row[]) => {
  if (rows.length >= MAX_PRODUCT_DOCUMENTS) throw new AppError("validation_failed", DOCUMENT_MESSAGES.tooMany, { field: "file" });
};

/** POST /v1/admin/products/{id}/documents: an uploaded PDF (checked by ingestPdf) added after the others. */
export async function addDocumentFile(ctx: DocumentsCtx, input: Change & { kind: DocumentKind; title: string; file: IngestedPdf }) {
  return change(ctx, { ...input, action: "product.document_add" }, async (tx, before) => {
    tooMany(before);
    await tx
      .insert(documentFiles)
      .values({ key: input.file.key, contentType: input.file.contentType, body: input.file.body, size: input.file.size })
      .onConflictDoNothing();
    await tx
      .insert(productDocuments)
      .values({ productId: input.productId, kind: input.kind, title: input.title, fileKey: input.file.key, position: nextPosition(before) });
  });
}

/** POST /v1/admin/products/{id}/document-links: an outside https link. */
export async function addDocumentLink(ctx: DocumentsCtx, input: Change & { kind: DocumentKind; title: string; url: string }) {
  return change(ctx, { ...input, action: "product.document_add" }, async (tx, before) => {
    tooMany(before);
    await tx
      .insert(productDocuments)
      .values({ productId: input.productId, kind: input.kind, title: input.title, url: input.url, position: nextPosition(before) });
  });
}

/** PUT /v1/admin/products/{id}/document-order: every document once, in the order sent. */
export async function reorderDocuments(ctx: DocumentsCtx, input: Change & { ids: number[] }) {
  return change(ctx, { ...input, action: "product.document_order" }, async (tx, before) => {
    const current = new Set(before.map((row) => row.id));
    if (new Set(input.ids).size !== input.ids.length || input.ids.length !== current.size || input.ids.some((id) => !current.has(id))) {
      throw new AppError("validation_failed", DOCUMENT_MESSAGES.order, { field: "ids" });
    }
    for (const [position, id] of input.ids.entries()) {
      await tx
        .update(productDocuments)
        .set({ position })
        .where(and(eq(productDocuments.id, id), eq(productDocuments.productId, input.productId)));
    }
  });
}

/**
 * DELETE /v1/admin/products/{id}/documents/{documentId}. An uploaded file's bytes stay:
 * its URL was served as immutable and may be cached or linked elsewhere.
 */
export async function removeDocument(ctx: DocumentsCtx, input: Change & { documentId: number }) {
  return change(ctx, { ...input, action: "product.document_remove" }, async (tx) => {
    const removed = await tx
      .delete(productDocuments)
      .where(and(eq(productDocuments.id, input.documentId), eq(productDocuments.productId, input.productId)))
      .returning({ id: productDocuments.id });
    if (!removed.length) throw notFound(DOCUMENT_MESSAGES.notFound);
  });
}

/** The bytes of an uploaded document and a title to name the download by. */
export async function findDocumentFile(db: Database, key: string): Promise<{ body: Buffer; contentType: string; title: string | null } | null> {
  const [row] = await db
    .select({
      body: documentFiles.body,
      contentType: documentFiles.contentType,
      title: sql<string | null>`(select d.title from product_documents d where d.file_key = ${documentFiles.key} order by d.id limit 1)`,
    })
    .from(documentFiles)
    .where(eq(documentFiles.key, key));
  return row ?? null;
}
