import { sql } from "drizzle-orm";
import { setStockContext, type Database } from "@shop/db";
import {
  ADMIN_MESSAGES,
  ADMIN_PER_PAGE,
  LOW_STOCK_AT,
  type AdminProductRow,
  type PageMeta,
  type StockMovement,
  type STOCK_ADJUST_REASONS,
} from "@shop/contracts";
import { AppError, notFound } from "../../lib/app-error";
import type { DbOrTx } from "../../lib/db";
import { recordAudit } from "../admin/audit";
import { adminProductRows } from "../catalog/admin";
import { mailTextsFor, webLink } from "../outbox/mail-texts";
import { enqueueMessage } from "../outbox/service";
import { claimOpenRequests, latestMovement, listMovements, lockProduct, moveStock } from "./queries";

/** What a back-in-stock mail needs: the storefront's public origin for the link. */
export type BackInStockCtx = { webUrl: string; shopName: string };
export type StockCtx = BackInStockCtx & {
  db: Database;
  /** Called after an adjustment that took a product in or out of stock commits (never throws). */
  revalidate?: (paths: string[]) => Promise<void>;
};

export type AdjustStockInput = {
  productId: number;
  /** Units in (+) or out (−); never zero. */
  delta: number;
  reason: (typeof STOCK_ADJUST_REASONS)[number];
  note?: string | null;
  actorId: string;
};

/**
 * Mails every open "tell me when it is back" request of these products that are now
 * shown and in stock, once each, in the caller's transaction (the mail goes out only
 * if the restock commits). Call it after a change that may have brought stock back
 * from zero: a back-office adjustment, a cancelled order's units returning. Answers
 * how many were mailed; kick the outbox after the commit. A request made signed in gets
 * the mail and the product link in the account's language; one made signed out, English.
 */
export async function notifyBackInStock(tx: DbOrTx, productIds: number[], ctx: BackInStockCtx): Promise<number> {
  if (!productIds.length) return 0;
  const claimed = await claimOpenRequests(tx, productIds);
  for (const request of claimed) {
    const link = webLink(ctx.webUrl, request.locale, `/product/${request.slug}`);
    const mail = mailTextsFor(request.locale).backInStock(ctx.shopName, request.name, request.full_name, link);
    await enqueueMessage(tx, { channel: "email", to: request.email, ...mail });
  }
  return claimed.length;
}

/**
 * POST /v1/admin/products/{id}/stock: one transaction locks the product, names the
 * ledger's reason, moves the stock only where it stays at or above zero (otherwise
 * nothing changes: 422), writes the audit entry and, when the product was sold out,
 * mails the shoppers waiting for it. The ledger row itself is the trigger's
 * (migration 0012), so the history always sums to the stock.
 */
export async function adjustStock(ctx: StockCtx, input: AdjustStockInput): Promise<{ stock: number; movement: StockMovement; notified: number }> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const product = await lockProduct(tx, input.productId);
    if (!product) throw notFound("Product not found");
    const belowZero = () => new AppError("validation_failed", ADMIN_MESSAGES.stockBelowZero, { field: "delta" });
    if (product.stock + input.delta < 0) throw belowZero();
    await setStockContext(tx, { reason: input.reason, note: input.note || null, actorId: input.actorId });
    const stock = await moveStock(tx, input.productId, input.delta);
    if (stock === null) throw belowZero();
    const movement = await latestMovement(tx, input.productId);
    if (!movement) throw new Error("the stock ledger trigger wrote no row");
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "stock.adjust",
      entity: "product",
      entityId: input.productId,
      before: { stock: product.stock },
      after: { stock, delta: input.delta, reason: input.reason, note: input.note || null },
    });
    const notified = product.stock === 0 && stock > 0 ? await notifyBackInStock(tx, [input.productId], ctx) : 0;
    return { stock, movement, notified, slug: product.slug, crossed: (product.stock === 0) !== (stock === 0) };
  });
  // The product page's "out of stock" state and the listings' in-stock-first order change only when zero is crossed.
  if (outcome.crossed) await ctx.revalidate?.([`/product/${outcome.slug}`]);
  return { stock: outcome.stock, movement: outcome.movement, notified: outcome.notified };
}

/** GET /v1/admin/products/{id}/stock-history: the ledger, newest first. */
export async function stockHistory(db: Database, input: { productId: number; page: number }): Promise<{ data: StockMovement[]; meta: PageMeta }> {
  const found = await db.execute(sql`select 1 from products where id = ${input.productId}`);
  if (!found.rows.length) throw notFound("Product not found");
  const { rows, total } = await listMovements(db, { productId: input.productId, limit: ADMIN_PER_PAGE, offset: (input.page - 1) * ADMIN_PER_PAGE });
  return { data: rows, meta: { page: input.page, per_page: ADMIN_PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / ADMIN_PER_PAGE)) } };
}

/** How many rows the low-stock list shows at most (the dashboard's card and the stock screen). */
export const LOW_STOCK_LIMIT = 100;

/** GET /v1/admin/stock/low: shown products at or below LOW_STOCK_AT, sold-out first. */
export async function lowStock(ctx: { db: Database; mediaBase: string }, limit: number = LOW_STOCK_LIMIT): Promise<AdminProductRow[]> {
  return adminProductRows(ctx.db, {
    where: sql`p.is_active and p.stock <= ${LOW_STOCK_AT}`,
    orderBy: sql`p.stock asc, lower(p.name) asc, p.id asc`,
    limit,
    mediaBase: ctx.mediaBase,
  });
}
