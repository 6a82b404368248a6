import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { setStockContext, type Database, type orderRequests, type orders, type SqlRow } from "@shop/db";
import {
  CANCEL_REASON_LABELS,
  CANCELLABLE_STATUSES,
  CART_MESSAGES,
  ORDER_MESSAGES,
  ORDERS_PER_PAGE,
  PAYMENT_METHOD_LABELS,
  UNPAID_ORDER_TTL_MS,
  type CancelOrderBody,
  type Order,
  type OrderListFilter,
  type OrderListStatus,
  type PageMeta,
  type PaymentMethod,
} from "@shop/contracts";
import { AppError, type AppErrorItem } from "../../lib/app-error";
import { databaseError, type Tx } from "../../lib/db";
import { ordersCancelled, ordersExpired, ordersPlaced } from "../../lib/metrics";
import { fullAddress } from "../addresses/mappers";
import { emptyCheckedOutCart, pricedCheckout } from "../cart/checkout";
import { checkoutBlockers } from "../cart/checkout-rule";
import { codAdvanceFor } from "../cod/service";
import { enqueueSmsToUser } from "../outbox/service";
import type { SmsTexts } from "../outbox/sms-texts";
import { notifyBackInStock, type BackInStockCtx } from "../stock/service";
import { shopperCancelNote, toOrder } from "./mappers";
import {
  addOrderEvent,
  findOrderById,
  findOrderByKey,
  findOrderByNumber,
  listOrders,
  insertOrder,
  returnCouponUse,
  returnStock,
  takeStock,
  type OrderRow,
} from "./queries";

export type OrdersCtx = {
  db: Database;
  mediaBase: string;
  shopName: string;
  /** The storefront's public address, for links in mails (a product back in stock). */
  webUrl: string;
  /** Gives a cancelled order's paid online payment back (payments module); after the cancel commits. */
  refund?: (orderId: string) => Promise<void>;
};

export type PlaceOrderInput = {
  userId: string;
  idempotencyKey: string;
  body: {
    payment_method: PaymentMethod;
    terms: true;
    note?: string | null;
    address?: string;
    delivery_method?: "home_delivery" | "express_delivery" | "office_pickup";
  };
  offered: readonly PaymentMethod[];
};

/** Test seams: `afterWrite` is called after each write of placing an order (a throw there must leave no trace). */
export type PlaceOrderHooks = {
  afterWrite?: (step: string) => void | Promise<void>;
  /** Draws the order number (newOrderNumber); a test gives a taken one. */
  orderNumber?: () => string;
};

const refuse = (field: string, message: string) => new AppError("validation_failed", message, { field });

/** sha256 of the body with its keys in a fixed order: the same request always hashes the same. */
export function requestHash(body: PlaceOrderInput["body"]): string {
  const canonical = JSON.stringify([body.payment_method, body.terms, body.note ?? null, body.address ?? null, body.delivery_method ?? null]);
  return createHash("sha256").update(canonical).digest("hex");
}

/** 10 digits, never starting with 0, random (never sequential: a number tells nothing of the shop's volume). */
export const newOrderNumber = () => String(randomInt(1_000_000_000, 10_000_000_000));
/** 24 characters of base64url (144 random bits): the key in every order URL. */
export const newOrderKey = () => randomBytes(18).toString("base64url");

/**
 * Takes the Idempotency-Key inside the transaction. A first use inserts the row (and
 * holds it until commit); a concurrent second use waits on that row, then sees it.
 * Answers the earlier order's id when this key already made one.
 */
async function claimKey(tx: Tx, userId: string, key: string, hash: string): Promise<string | null> {
  const insert = () =>
    tx.execute(sql`insert into order_requests (user_id, key, body_hash) values (${userId}, ${key}, ${hash}) on conflict do nothing returning key`);
  if ((await insert()).rows.length) return null;
  const prior = await tx.execute<Pick<SqlRow<typeof orderRequests>, "body_hash" | "order_id"> & { expired: boolean }>(sql`
    select body_hash, order_id, created_at < now() - interval '24 hours' as expired from order_requests where user_id = ${userId} and key = ${key}`);
  const row = prior.rows[0];
  // Kept 24 h: an older use of the key is forgotten and this request is a new one.
  if (row?.expired) {
    await tx.execute(sql`delete from order_requests where user_id = ${userId} and key = ${key} and created_at < now() - interval '24 hours'`);
    if ((await insert()).rows.length) return null;
  }
  if (!row || row.body_hash !== hash) {
    throw new AppError("validation_failed", ORDER_MESSAGES.idempotencyKeyReused, {
      errors: [{ message: ORDER_MESSAGES.idempotencyKeyReused, code: "idempotency_key_reused" }],
    });
  }
  return row.order_id;
}

/** The order number the statement meant to take was taken meanwhile (drawn again). */
function isOrderNumberTaken(error: unknown): boolean {
  return databaseError(error, "23505")?.constraint === "orders_order_number_unique";
}

/**
 * POST /v1/orders: one transaction takes the key, locks the cart and its products,
 * re-prices with the cart's own pricing, refuses (changing nothing) or takes the
 * stock, then writes in one statement the order, its lines, its first timeline entry
 * and the coupon's use, empties the cart and queues the SMS: six round trips with
 * BEGIN and COMMIT, and the read of the order after. A random order number already
 * taken fails the transaction, which is made again with a new one.
 */
export async function placeOrder(ctx: OrdersCtx, input: PlaceOrderInput, hooks: PlaceOrderHooks = {}): Promise<{ order: Order; replayed: boolean }> {
  const drawNumber = hooks.orderNumber ?? newOrderNumber;
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await ctx.db.transaction((tx) => placeOrderIn(tx, ctx, input, hooks, drawNumber()));
      if (!outcome.replayed) ordersPlaced.inc({ payment_method: input.body.payment_method });
      const row = await findOrderById(ctx.db, outcome.orderId);
      if (!row) throw new AppError("not_found", "Not found");
      return { order: toOrder(row, { mediaBase: ctx.mediaBase, owner: true }), replayed: outcome.replayed };
    } catch (error) {
      if (attempt >= 5 || !isOrderNumberTaken(error)) throw error;
    }
  }
}

async function placeOrderIn(
  tx: Tx,
  ctx: OrdersCtx,
  input: PlaceOrderInput,
  hooks: PlaceOrderHooks,
  orderNumber: string,
): Promise<{ orderId: string; replayed: boolean }> {
  const after = async (step: string) => hooks.afterWrite?.(step);
  const priorId = await claimKey(tx, input.userId, input.idempotencyKey, requestHash(input.body));
  if (priorId) return { orderId: priorId, replayed: true };
  await after("key");

  if (!input.offered.includes(input.body.payment_method)) throw refuse("payment_method", ORDER_MESSAGES.paymentMethodUnavailable);
  const cart = await pricedCheckout(tx, input.userId, { addressId: input.body.address, deliveryMethod: input.body.delivery_method, now: new Date() });
  if (!cart || cart.lines.length === 0) throw refuse("products", ORDER_MESSAGES.emptyCart);
  if (cart.addressNotOwn) throw refuse("address", CART_MESSAGES.addressNotFound);

  const needsAddress = cart.deliveryMethod !== "office_pickup";
  // The one checkout rule, as every cart answer shows it (cart.checkout_blocker).
  const blockers = checkoutBlockers({ lines: cart.lines, breakdown: cart.breakdown, deliveryMethod: cart.deliveryMethod, hasAddress: cart.address !== null });
  if (blockers.length) {
    const errors: AppErrorItem[] = blockers.map(({ field, message, code }) => ({ field, message, code }));
    throw new AppError("validation_failed", errors[0].message, { errors });
  }

  // The order's id is chosen here so the stock ledger can name it before the order row exists.
  const orderId = randomUUID();
  const missing = await takeStock(
    tx,
    orderId,
    cart.lines.map((line) => ({ productId: line.id, quantity: line.quantity })),
  );
  if (missing.length) {
    const line = cart.lines.find((l) => l.id === missing[0]);
    throw refuse("products", ORDER_MESSAGES.lineOutOfStock(line?.name ?? "A product"));
  }
  await after("stock");

  const b = cart.breakdown;
  const address =
    needsAddress && cart.address
      ? {
          label: cart.address.label,
          full_name: cart.address.full_name,
          phone_number: cart.address.phone,
          district: cart.address.district_name,
          area: cart.address.area,
          address: cart.address.address,
          full_address: fullAddress(cart.address),
          inside_dhaka: cart.address.inside_dhaka,
        }
      : null;
  const online = input.body.payment_method !== "cash_on_delivery";
  // A cash order the owner's rules ask an advance of waits, payment pending, for the delivery charge by bKash (decision 041).
  // Only with bKash set up: without it no advance can be asked, and the order is plain cash on delivery.
  const advance =
    online || !input.offered.includes("bkash")
      ? null
      : await codAdvanceFor(tx, {
          deliveryMethod: cart.deliveryMethod,
          shippingFeePoisha: b.shippingFee,
          totalPoisha: b.total,
          phone: address?.phone_number ?? null,
          userId: input.userId,
        });
  const method = PAYMENT_METHOD_LABELS[input.body.payment_method];
  const sms = (texts: SmsTexts) => texts.orderPlaced(ctx.shopName, orderNumber, b.total, method, cart.arrivesBy);
  const { couponCounted } = await insertOrder(tx, {
    id: orderId,
    orderKey: newOrderKey(),
    orderNumber,
    userId: input.userId,
    idempotencyKey: input.idempotencyKey,
    paymentMethod: input.body.payment_method,
    paymentStatus: online || advance ? "pending" : "unpaid",
    deliveryMethod: cart.deliveryMethod,
    address,
    subtotal: b.totalProductPriceWithDiscount,
    productDiscount: b.totalProductPrice - b.totalProductPriceWithDiscount,
    couponDiscount: b.coupon?.discount ?? 0,
    deliveryDiscount: b.deliveryDiscount,
    shippingFee: b.shippingFee,
    total: b.total,
    couponId: cart.coupon?.id ?? null,
    couponCode: cart.coupon?.code ?? null,
    note: input.body.note || null,
    arrivesBy: cart.arrivesBy,
    weightGrams: b.weightGrams,
    items: cart.lines.map((line, i) => ({
      productId: line.id,
      name: line.name,
      slug: line.slug,
      image: line.media_key,
      unitPrice: line.price,
      // A price break is kept as the unit price paid, as an offer price is (decision 045).
      unitDiscountPrice: b.lines[i].tierMinQuantity === null ? line.discount_price : b.lines[i].unitPrice,
      quantity: line.quantity,
      lineTotal: b.lines[i].unitPrice * line.quantity,
    })),
    countCouponUse: cart.coupon && (b.coupon?.discount ?? 0) > 0 ? cart.coupon.id : null,
  });
  if (!couponCounted) throw refuse("coupon", CART_MESSAGES.couponUsedUp);
  if (advance) await tx.execute(sql`update orders set advance_amount = ${advance.amountPoisha} where id = ${orderId}`);
  // The cart module empties its cart, the outbox queues the SMS: each its own statement, in the order's transaction.
  await emptyCheckedOutCart(tx, cart.cartId);
  await enqueueSmsToUser(tx, input.userId, sms);
  await after("order");
  return { orderId, replayed: false };
}

export async function listMyOrders(
  ctx: OrdersCtx,
  input: { userId: string; page: number; status: OrderListStatus; filter: OrderListFilter },
): Promise<{ data: Order[]; meta: PageMeta }> {
  const { rows, total } = await listOrders(ctx.db, { ...input, perPage: ORDERS_PER_PAGE });
  return {
    data: rows.map((row) => toOrder(row, { mediaBase: ctx.mediaBase, owner: true })),
    meta: { page: input.page, per_page: ORDERS_PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)) },
  };
}

/** Anyone holding the key sees the order; only its owner sees it in full (API.md). */
export async function getOrder(ctx: OrdersCtx, input: { orderKey: string; userId: string | null }): Promise<Order> {
  const row = await findOrderByKey(ctx.db, input.orderKey);
  if (!row) throw new AppError("not_found", "Not found");
  return toOrder(row, { mediaBase: ctx.mediaBase, owner: row.user_id === input.userId });
}

/** The owner's order row, or 404 (never telling another shopper that the order exists). */
export async function getOwnOrderRow(ctx: OrdersCtx, input: { orderKey: string; userId: string }): Promise<OrderRow> {
  const row = await findOrderByKey(ctx.db, input.orderKey);
  if (!row || row.user_id !== input.userId) throw new AppError("not_found", "Not found");
  return row;
}

export async function trackOrder(ctx: OrdersCtx, input: { orderNumber: string; userId: string | null }): Promise<{ order_key: string; order: Order }> {
  const row = await findOrderByNumber(ctx.db, input.orderNumber);
  if (!row) throw refuse("order", ORDER_MESSAGES.orderNotFound);
  return { order_key: row.order_key, order: toOrder(row, { mediaBase: ctx.mediaBase, owner: row.user_id === input.userId }) };
}

/**
 * Stock back, coupon use back, status and timeline in one transaction with the order
 * row locked, so a cancel racing a back-office confirm or a second cancel is decided once.
 */
export async function closeOrder(
  tx: Tx,
  order: { id: string },
  change: { status: "cancelled" | "failed"; paymentStatus?: "failed"; reason?: string; notes?: string | null; note: string; actorId?: string | null },
  backInStock: BackInStockCtx,
): Promise<void> {
  await tx.execute(sql`
    update orders set status = ${change.status}, updated_at = now(),
      payment_status = coalesce(${change.paymentStatus ?? null}::payment_status, payment_status),
      cancel_reason = coalesce(${change.reason ?? null}, cancel_reason), cancel_notes = coalesce(${change.notes ?? null}, cancel_notes),
      cancelled_at = case when ${change.status} = 'cancelled' then now() else cancelled_at end
    where id = ${order.id}`);
  await setStockContext(tx, { reason: "cancelled", orderId: order.id, note: change.note, actorId: change.actorId ?? null });
  const restocked = await returnStock(tx, order.id);
  await notifyBackInStock(tx, restocked, backInStock);
  await returnCouponUse(tx, order.id);
  await addOrderEvent(tx, order.id, change.status, change.note);
}

export async function cancelOrder(ctx: OrdersCtx, input: { orderKey: string; userId: string; body: CancelOrderBody }): Promise<Order> {
  const orderId = await ctx.db.transaction(async (tx) => {
    const locked = await tx.execute<Pick<SqlRow<typeof orders>, "id" | "status" | "order_number">>(sql`
      select id, status, order_number from orders where order_key = ${input.orderKey} and user_id = ${input.userId} for update`);
    const order = locked.rows[0];
    if (!order) throw new AppError("not_found", "Not found");
    if (!CANCELLABLE_STATUSES.includes(order.status as "pending")) {
      throw new AppError("validation_failed", ORDER_MESSAGES.notCancellable, {
        errors: [{ message: ORDER_MESSAGES.notCancellable, code: "order_not_cancellable" }],
      });
    }
    await closeOrder(
      tx,
      order,
      {
        status: "cancelled",
        reason: input.body.reason,
        notes: input.body.notes || null,
        note: shopperCancelNote(CANCEL_REASON_LABELS[input.body.reason]),
      },
      { webUrl: ctx.webUrl, shopName: ctx.shopName },
    );
    await enqueueSmsToUser(tx, input.userId, (texts) => texts.orderCancelled(ctx.shopName, order.order_number));
    return order.id;
  });
  ordersCancelled.inc({ by: "shopper" });
  // The money goes back through the gateway once the cancellation stands (never inside the transaction).
  await ctx.refund?.(orderId);
  const row = await findOrderById(ctx.db, orderId);
  if (!row) throw new AppError("not_found", "Not found");
  return toOrder(row, { mediaBase: ctx.mediaBase, owner: true });
}

/**
 * Fails online orders whose payment was not completed within UNPAID_ORDER_TTL_MS and
 * returns their stock. SKIP LOCKED: several API processes may run it at once and
 * each order is closed by exactly one. Answers how many were failed.
 */
export async function expireUnpaidOrders(db: Database, backInStock: BackInStockCtx, ttlMs: number = UNPAID_ORDER_TTL_MS): Promise<number> {
  let failed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx.execute<{ id: string }>(sql`
        select id from orders
        where payment_status = 'pending' and status = 'pending' and created_at < now() - make_interval(secs => ${ttlMs / 1000})
          -- An order with money already paid (a staff edit left the rest to pay) is never failed by the clock.
          and not exists (select 1 from payments p where p.order_id = orders.id and p.status = 'paid')
        order by created_at limit 20 for update skip locked`);
      for (const order of due.rows) {
        await closeOrder(tx, order, { status: "failed", paymentStatus: "failed", note: "Payment was not completed in time" }, backInStock);
      }
      return due.rows.length;
    });
    failed += batch;
    ordersExpired.inc(batch);
    if (batch < 20) return failed;
  }
}
