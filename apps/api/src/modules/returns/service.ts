import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { setStockContext, type Database } from "@shop/db";
import {
  ADMIN_PER_PAGE,
  RETURN_ACTION_FROM,
  RETURN_ACTIONS,
  RETURN_MESSAGES,
  RETURN_PHOTOS_MAX,
  poishaToTaka,
  type AdminReturn,
  type AdminReturnRow,
  type CreateReturnBody,
  type OrderReturns,
  type PageMeta,
  type ReturnAction,
  type ReturnCondition,
  type ReturnResolution,
  type ReturnStatus,
  type ShopperReturn,
} from "@shop/contracts";
import { AppError, notFound } from "../../lib/app-error";
import type { Tx } from "../../lib/db";
import { toDhakaIso } from "../../lib/time";
import { recordAudit } from "../admin/audit";
import { offsetOf, pageMetaOf } from "../admin/paging";
import { json } from "../cart/mappers";
import { saveMedia, type IngestedImage } from "../media/ingest";
import { enqueueSmsToUser } from "../outbox/service";
import type { SmsTexts } from "../outbox/sms-texts";
import { addFaultyStock, moveStock } from "../stock/queries";
import { notifyBackInStock } from "../stock/service";
import {
  findOwnOrder,
  findReturn,
  findReturnPhoto,
  insertReturn,
  insertReturnPhoto,
  listReturns,
  lockOwnOrder,
  lockOwnReturn,
  lockReturn,
  photoPositions,
  receivableLines,
  recordStep,
  returnableLines,
  returnsOfOrder,
  setLineCondition,
  type LockedReturn,
  type ReturnOrder,
  type ReturnRow,
} from "./queries";

/**
 * Returns (issue 45), first slice: the shopper asks to return parts of a delivered
 * order within the window; staff approve (refund or replacement) or refuse, receive the
 * parts (sellable back to stock, faulty to products.faulty_stock, both in the ledger)
 * and close. Every step is one transaction with its audit entry and the shopper's SMS.
 */
export type ReturnsCtx = {
  db: Database;
  shopName: string;
  /** RETURN_WINDOW_DAYS: days after delivery a request is taken. */
  windowDays: number;
  /** For the mail to shoppers waiting for a product a sellable return brings back. */
  webUrl: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const refusal = (message: string, code: string, field?: string) =>
  new AppError("validation_failed", message, { errors: [{ ...(field ? { field } : {}), message, code }] });
const asDate = (value: Date | string | null): Date | null => (value === null ? null : value instanceof Date ? value : new Date(value));
const isoOf = (value: Date | string | null): string | null => {
  const date = asDate(value);
  return date ? toDhakaIso(date) : null;
};

function windowOf(order: ReturnOrder, days: number, now = Date.now()): OrderReturns["window"] {
  const deliveredAt = order.status === "delivered" ? asDate(order.delivered_at) : null;
  const endsAt = deliveredAt ? new Date(deliveredAt.getTime() + days * DAY_MS) : null;
  return {
    days,
    delivered_at: deliveredAt ? toDhakaIso(deliveredAt) : null,
    ends_at: endsAt ? toDhakaIso(endsAt) : null,
    open: !!endsAt && now <= endsAt.getTime(),
  };
}

type Person = { id: string; full_name: string | null; phone: string };
const personOrNull = (value: Person | string | null): Person | null => (value === null ? null : json<Person>(value));

function linesOf(row: ReturnRow) {
  return json(row.lines).map((line) => ({ ...line, quantity: Number(line.quantity), delivered: Number(line.delivered) }));
}

function toShopperReturn(row: ReturnRow): ShopperReturn {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    note: row.note,
    shop_message: row.shop_message,
    resolution: row.resolution,
    lines: linesOf(row).map(({ id, order_line, name, slug, quantity, condition }) => ({ id, order_line, name, slug, quantity, condition })),
    requested_at: toDhakaIso(row.created_at),
    approved_at: isoOf(row.approved_at),
    refused_at: isoOf(row.refused_at),
    received_at: isoOf(row.received_at),
    closed_at: isoOf(row.closed_at),
    photos: json(row.photos).map(Number),
    refund:
      row.refund_poisha !== null && row.refund_at !== null ? { amount: poishaToTaka(Number(row.refund_poisha)), at: isoOf(row.refund_at) as string } : null,
    replacement_order: row.replacement_order === null ? null : json(row.replacement_order),
  };
}

async function orderReturnsOf(db: Database | Tx, order: ReturnOrder, days: number): Promise<OrderReturns> {
  const [returns, lines] = [await returnsOfOrder(db, order.id), await returnableLines(db, order.id)];
  const window = windowOf(order, days);
  return {
    returns: returns.map(toShopperReturn),
    // Nothing is returnable once the window is shut (or before delivery).
    returnable: lines.map((l) => ({ order_line: l.id, name: l.name, slug: l.slug, delivered: l.delivered, returnable: window.open ? l.returnable : 0 })),
    window,
  };
}

/** GET /v1/orders/{order_key}/returns: the owner's only (404 to anyone else). */
export async function getOrderReturns(ctx: ReturnsCtx, input: { orderKey: string; userId: string }): Promise<OrderReturns> {
  const order = await findOwnOrder(ctx.db, input.orderKey, input.userId);
  if (!order) throw notFound();
  return orderReturnsOf(ctx.db, order, ctx.windowDays);
}

/**
 * POST /v1/orders/{order_key}/returns. With the order row locked: delivered, within the
 * window, every line the order's and never above what was delivered less what returns
 * not refused already hold; then the request, its lines and the SMS. A refusal writes nothing.
 */
export async function requestReturn(
  ctx: ReturnsCtx,
  input: { orderKey: string; userId: string; body: CreateReturnBody },
): Promise<{ return: ShopperReturn; returns: OrderReturns }> {
  const { returnId, order } = await ctx.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, input.orderKey, input.userId);
    if (!order) throw notFound();
    if (order.status !== "delivered" || !order.delivered_at) throw refusal(RETURN_MESSAGES.notDelivered, "return_not_delivered");
    if (!windowOf(order, ctx.windowDays).open) throw refusal(RETURN_MESSAGES.windowClosed(ctx.windowDays), "return_window_closed");
    const lines = new Map((await returnableLines(tx, order.id)).map((line) => [line.id, line]));
    for (const [i, asked] of input.body.lines.entries()) {
      const line = lines.get(asked.order_line);
      if (!line) throw refusal(RETURN_MESSAGES.lineUnknown, "return_line_unknown", `lines.${i}.order_line`);
      if (asked.quantity > line.returnable) {
        throw refusal(RETURN_MESSAGES.quantityAbove(line.name, line.returnable), "return_quantity_above", `lines.${i}.quantity`);
      }
    }
    const returnId = await insertReturn(tx, {
      orderId: order.id,
      userId: input.userId,
      reason: input.body.reason,
      note: input.body.note || null,
      lines: input.body.lines.map((l) => ({ orderItemId: l.order_line, quantity: l.quantity })),
    });
    await enqueueSmsToUser(tx, input.userId, (t) => t.returnRequested(ctx.shopName, order.order_number));
    return { returnId, order };
  });
  const returns = await orderReturnsOf(ctx.db, order, ctx.windowDays);
  const made = returns.returns.find((r) => r.id === returnId);
  if (!made) throw notFound();
  return { return: made, returns };
}

// ---- photos ------------------------------------------------------------------

/**
 * Private media keys: the public /v1/media/{key} route only takes keys of lower-case
 * letters, digits, dots, dashes and underscores (mediaParams), so a key with a slash is
 * never served there, whatever its name. A random name, not the content's hash: a photo
 * is never found by hashing a known picture.
 */
const privatePhotoKey = () => `private/return-${randomUUID()}.webp`;

/** The owner's return on their own order, or 404 (another shopper's order or return is not told apart from none). */
export async function assertOwnReturn(ctx: ReturnsCtx, input: { orderKey: string; userId: string; returnId: number }): Promise<void> {
  const order = await findOwnOrder(ctx.db, input.orderKey, input.userId);
  if (!order || !(await returnsOfOrder(ctx.db, order.id)).some((r) => r.id === input.returnId)) {
    throw new AppError("not_found", RETURN_MESSAGES.returnNotFound);
  }
}

/**
 * POST /v1/orders/{order_key}/returns/{id}/photos: one photo (already decoded and
 * re-encoded by ingestImage, before this transaction) on the owner's return while it
 * waits for the shop's reply, at the first free position; refused past
 * RETURN_PHOTOS_MAX. The return row is locked, so two uploads at once never take the
 * same place; a refusal stores nothing (the media row is written in the same transaction).
 */
export async function addReturnPhoto(
  ctx: ReturnsCtx,
  input: { orderKey: string; userId: string; returnId: number; image: IngestedImage },
): Promise<{ position: number; return: ShopperReturn }> {
  const { position, order } = await ctx.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, input.orderKey, input.userId);
    const found = order ? await lockOwnReturn(tx, { orderId: order.id, returnId: input.returnId }) : null;
    if (!order || !found) throw new AppError("not_found", RETURN_MESSAGES.returnNotFound);
    if (found.status !== "requested") throw refusal(RETURN_MESSAGES.photosClosed, "return_photos_closed", "photo");
    const taken = new Set(await photoPositions(tx, found.id));
    const position = Array.from({ length: RETURN_PHOTOS_MAX }, (_, i) => i).find((i) => !taken.has(i));
    if (position === undefined) throw refusal(RETURN_MESSAGES.photosMax, "return_photos_max", "photo");
    const mediaKey = await saveMedia(tx, { ...input.image, key: privatePhotoKey() });
    await insertReturnPhoto(tx, { returnId: found.id, mediaKey, position });
    return { position, order };
  });
  const made = (await orderReturnsOf(ctx.db, order, ctx.windowDays)).returns.find((r) => r.id === input.returnId);
  if (!made) throw notFound();
  return { position, return: made };
}

/**
 * One photo of a return as WebP: for the order's owner (`owner`) or staff (none).
 * `width` shrinks it for a thumbnail. 404 to anyone else, or for an empty position.
 */
export async function readReturnPhoto(
  ctx: ReturnsCtx,
  input: { returnId: number; position: number; width?: number; owner?: { orderKey: string; userId: string } },
): Promise<{ body: Buffer; contentType: string }> {
  const found = await findReturnPhoto(ctx.db, input);
  if (!found) throw new AppError("not_found", RETURN_MESSAGES.photoNotFound);
  const body = Buffer.from(found.body);
  if (!input.width || input.width >= Number(found.width)) return { body, contentType: found.content_type };
  return { body: await sharp(body).resize({ width: input.width }).webp({ quality: 75 }).toBuffer(), contentType: "image/webp" };
}

// ---- staff -------------------------------------------------------------------

const allowedActions = (status: ReturnStatus): ReturnAction[] => RETURN_ACTIONS.filter((a) => RETURN_ACTION_FROM[a].includes(status));

function toAdminRow(
  row: { id: number; status: ReturnStatus; order_number: string; created_at: Date } & Pick<ReturnRow, "reason" | "resolution" | "customer">,
  units: number,
): AdminReturnRow {
  return {
    id: row.id,
    order_number: row.order_number,
    status: row.status,
    reason: row.reason,
    resolution: row.resolution,
    units,
    customer: json(row.customer),
    requested_at: toDhakaIso(row.created_at),
  };
}

function toAdminReturn(row: ReturnRow): AdminReturn {
  const lines = linesOf(row);
  const step = (at: Date | string | null, by: Person | string | null) => {
    const when = isoOf(at);
    return when ? { at: when, by: personOrNull(by) } : null;
  };
  return {
    ...toAdminRow(
      row,
      lines.reduce((sum, l) => sum + l.quantity, 0),
    ),
    order_key: row.order_key,
    note: row.note,
    shop_message: row.shop_message,
    lines,
    approved: step(row.approved_at, row.approved_by),
    refused: step(row.refused_at, row.refused_by),
    received: step(row.received_at, row.received_by),
    closed: step(row.closed_at, row.closed_by),
    photos: json(row.photos).map(Number),
    actions: allowedActions(row.status),
  };
}

/** GET /v1/admin/returns?status&page: the queue, newest first. */
export async function listAdminReturns(
  ctx: ReturnsCtx,
  input: { status: ReturnStatus | "all"; page: number },
): Promise<{ data: AdminReturnRow[]; meta: PageMeta }> {
  const { rows, total } = await listReturns(ctx.db, { status: input.status, limit: ADMIN_PER_PAGE, offset: offsetOf(input.page) });
  return { data: rows.map((row) => toAdminRow(row, Number(row.units))), meta: pageMetaOf(input.page, total) };
}

export async function getAdminReturn(ctx: ReturnsCtx, id: number): Promise<AdminReturn> {
  const row = await findReturn(ctx.db, id);
  if (!row) throw new AppError("not_found", RETURN_MESSAGES.returnNotFound);
  return toAdminReturn(row);
}

export type ReturnActionBody =
  | { action: "approve"; resolution: ReturnResolution; message?: string | null }
  | { action: "refuse"; message: string }
  | { action: "receive"; lines: { id: number; condition: ReturnCondition }[] }
  | { action: "close" };

const snapshot = (r: Pick<LockedReturn, "status" | "resolution">) => ({ status: r.status, resolution: r.resolution });

/** Receives the parts: each line's condition, sellable units back on sale (ledger: returned), faulty ones counted apart. */
async function receiveParts(tx: Tx, ctx: ReturnsCtx, found: LockedReturn, lines: { id: number; condition: ReturnCondition }[], actorId: string) {
  const held = await receivableLines(tx, found.id);
  const sent = new Map(lines.map((l) => [l.id, l.condition]));
  if (held.length !== sent.size || held.some((line) => !sent.has(line.id))) {
    throw refusal(RETURN_MESSAGES.conditionRequired, "return_lines_mismatch", "lines");
  }
  const note = `Return #${found.id}`;
  const restocked: number[] = [];
  // Products in id order: two receipts touching the same products lock them in the same order.
  for (const line of [...held].sort((a, b) => (a.product_id ?? 0) - (b.product_id ?? 0) || a.id - b.id)) {
    const condition = sent.get(line.id) as ReturnCondition;
    await setLineCondition(tx, line.id, condition);
    // A line whose product was deleted since has nowhere to go back to: its condition is still kept.
    if (line.product_id === null) continue;
    if (condition === "sellable") {
      await setStockContext(tx, { reason: "returned", orderId: found.order_id, actorId, note });
      const stock = await moveStock(tx, line.product_id, line.quantity);
      if (stock !== null && stock === line.quantity) restocked.push(line.product_id);
    } else {
      await addFaultyStock(tx, {
        productId: line.product_id,
        quantity: line.quantity,
        orderId: found.order_id,
        actorId,
        note: `${note}: faulty, not for sale`,
      });
    }
  }
  await notifyBackInStock(tx, restocked, { webUrl: ctx.webUrl, shopName: ctx.shopName });
}

/**
 * One staff step on one return, in one transaction with the return row locked: refused
 * (422, nothing changed) unless the return's status allows it; else the change, its
 * audit entry and (but for close) the shopper's SMS commit together.
 */
export async function actOnReturn(ctx: ReturnsCtx, input: { id: number; body: ReturnActionBody; actorId: string }): Promise<AdminReturn> {
  const { body, actorId } = input;
  await ctx.db.transaction(async (tx) => {
    const found = await lockReturn(tx, input.id);
    if (!found) throw new AppError("not_found", RETURN_MESSAGES.returnNotFound);
    if (!RETURN_ACTION_FROM[body.action].includes(found.status)) {
      throw refusal(RETURN_MESSAGES.transitionRefused(found.status, body.action), "transition_refused");
    }
    const order = found.order_number;
    let sms: ((texts: SmsTexts) => string) | null = null;
    switch (body.action) {
      case "approve":
        await recordStep(tx, found.id, { status: "approved", actorId, resolution: body.resolution, shopMessage: body.message || null });
        sms = (t) => t.returnApproved(ctx.shopName, order, body.resolution);
        break;
      case "refuse":
        await recordStep(tx, found.id, { status: "refused", actorId, shopMessage: body.message });
        sms = (t) => t.returnRefused(ctx.shopName, order);
        break;
      case "receive":
        await receiveParts(tx, ctx, found, body.lines, actorId);
        await recordStep(tx, found.id, { status: "received", actorId });
        sms = (t) => t.returnPartsReceived(ctx.shopName, order);
        break;
      case "close":
        await recordStep(tx, found.id, { status: "closed", actorId });
        break;
    }
    const after = await lockReturn(tx, found.id);
    await recordAudit(tx, {
      actorId,
      action: `return.${body.action}`,
      entity: "return",
      entityId: found.id,
      before: snapshot(found),
      after: after
        ? { ...snapshot(after), ...("lines" in body ? { lines: body.lines } : {}), ...("message" in body && body.message ? { message: body.message } : {}) }
        : null,
    });
    if (sms) await enqueueSmsToUser(tx, found.user_id, sms);
  });
  return getAdminReturn(ctx, input.id);
}
