import { CART_MESSAGES, MESSAGES, poishaToTaka, takaToPoisha, type AddressOption, type CartData, type DeliveryMethod } from "@shop/contracts";
import type { Database } from "@shop/db";
import { sql } from "drizzle-orm";
import { AppError } from "../../lib/app-error";
import { ADDRESS_COLUMNS, toAddressOption, type AddressRow } from "../addresses/mappers";
import { codAdvanceFor } from "../cod/service";
import { arrivalFor } from "../delivery/calendar";
import { emptyCartData, json, toCartData } from "./mappers";
import type { CartOwner, Tx } from "./owner";
import {
  cartAddressInsideDhaka,
  deleteCartItem,
  findOwnAddress,
  lockCart,
  lockExistingCart,
  putCartItemAndRead,
  readCartView,
  updateCart,
  type CartViewRow,
  type LockedCart,
} from "./queries";

/**
 * `advanceByBkash`: bKash is set up, so a cash order may be asked the delivery charge in
 * advance (decision 041); without it placing the order asks none, and the cart promises none.
 */
export type CartCtx = { db: Database; mediaBase: string; advanceByBkash?: boolean };

/**
 * The cart's answer with its arrival date (decision 040): one more read, of the district's days and the holidays;
 * and, for a shopper's cart, the advance a cash order would owe (decision 041): one read of the rules, one more of
 * the phone's record when that rule is on.
 */
async function cartDataOf({ db, mediaBase, advanceByBkash }: CartCtx, view: CartViewRow, owner: CartOwner): Promise<CartData> {
  const now = new Date();
  const address = view.address ? json<AddressRow>(view.address) : null;
  const arrivesBy = await arrivalFor(db, { address, method: view.delivery_method ?? "home_delivery", now });
  const data = toCartData(view, { mediaBase, now, arrivesBy });
  if (owner.kind !== "user" || data.cart.products.length === 0 || !advanceByBkash) return data;
  const totalPoisha = takaToPoisha(data.cart.cart_total_amount);
  const advance = await codAdvanceFor(db, {
    deliveryMethod: data.cart.delivery_method,
    shippingFeePoisha: takaToPoisha(data.cart.shipping_fee),
    totalPoisha,
    phone: address?.phone ?? null,
    userId: owner.userId,
  });
  return {
    ...data,
    cart: {
      ...data.cart,
      cod_advance: advance
        ? {
            amount: poishaToTaka(advance.amountPoisha),
            on_delivery: poishaToTaka(totalPoisha - advance.amountPoisha),
            reason: advance.reason,
            message: advance.message,
          }
        : null,
    },
  };
}

type CartLocks = { create: LockedCart; existing: LockedCart | null };

/**
 * Runs a cart edit in one transaction that starts by locking the owner's cart: created
 * first (`create`), or null when there is none (`existing`, nothing created). The lock
 * lets the commit skip the wait for the WAL flush (NO_FLUSH_WAIT in queries.ts). The
 * answer is read in the same transaction, so the cart returned is exactly the one this
 * write produced.
 */
export async function writeCart<L extends keyof CartLocks>(
  { owner, ...ctx }: CartCtx & { owner: CartOwner },
  lock: L,
  work: (tx: Tx, cart: CartLocks[L]) => Promise<void>,
): Promise<CartData> {
  const view = await ctx.db.transaction(async (tx) => {
    const cart = lock === "create" ? await lockCart(tx, owner, { edit: true }) : await lockExistingCart(tx, owner, { edit: true });
    await work(tx, cart as CartLocks[L]);
    return readCartView(tx, owner);
  });
  return cartDataOf(ctx, view, owner);
}

export async function getCart({ owner, ...ctx }: CartCtx & { owner: CartOwner | null }): Promise<CartData> {
  if (!owner) return emptyCartData();
  return cartDataOf(ctx, await readCartView(ctx.db, owner), owner);
}

/**
 * PUT /v2/carts: adds `quantity` (or sets it with from_cart) in one call to the database
 * that holds the cart's lock (putCartItemAndRead), so concurrent updates of one cart
 * apply one by one and the result is never above the stock read under that lock. The
 * answer is the cart exactly as this write left it; a refusal changes nothing.
 */
export async function putCartItem({
  owner,
  body,
  ...ctx
}: CartCtx & { owner: CartOwner; body: { product: string; quantity: number; from_cart: boolean } }): Promise<CartData> {
  const put = await putCartItemAndRead(ctx.db, owner, { slug: body.product, quantity: body.quantity, fromCart: body.from_cart });
  if ("refused" in put) {
    const { refused } = put;
    if (refused.reason === "not_found") throw new AppError("not_found", CART_MESSAGES.productNotFound, { field: "product" });
    if (refused.reason === "out_of_stock") throw new AppError("validation_failed", CART_MESSAGES.outOfStock, { field: "product" });
    throw new AppError("validation_failed", CART_MESSAGES.onlyLeft(refused.stock), { field: "quantity" });
  }
  return cartDataOf(ctx, put.view, owner);
}

export async function removeCartItem({ slug, ...ctx }: CartCtx & { owner: CartOwner; slug: string }): Promise<CartData> {
  return writeCart(ctx, "existing", async (tx, cart) => {
    const removed = cart ? await deleteCartItem(tx, cart.id, slug) : false;
    if (!removed) throw new AppError("not_found", CART_MESSAGES.notInCart, { field: "product" });
  });
}

export async function setDeliveryMethod({ method, ...ctx }: CartCtx & { owner: CartOwner; method: DeliveryMethod }): Promise<CartData> {
  return writeCart(ctx, "create", async (tx, cart) => {
    if (method === "express_delivery" && (await cartAddressInsideDhaka(tx, cart.address_id)) === false) {
      throw new AppError("validation_failed", CART_MESSAGES.expressOutsideDhaka, { field: "delivery_method" });
    }
    await updateCart(tx, cart.id, { deliveryMethod: method });
  });
}

/**
 * Chooses a saved address; express delivery falls back to home delivery outside Dhaka,
 * and `message` then says so (issue 9: the shopper must not find out at the door).
 */
export async function setCartAddress({
  userId,
  addressId,
  ...ctx
}: CartCtx & { userId: string; addressId: string }): Promise<{ data: CartData; message: string }> {
  const owner: CartOwner = { kind: "user", userId };
  let switchedToHome = false;
  const data = await writeCart({ ...ctx, owner }, "create", async (tx, cart) => {
    const address = await findOwnAddress(tx, userId, addressId);
    if (!address) throw new AppError("not_found", CART_MESSAGES.addressNotFound, { field: "uuid" });
    switchedToHome = cart.delivery_method === "express_delivery" && !address.inside_dhaka;
    await updateCart(tx, cart.id, { addressId: address.id, ...(switchedToHome ? { deliveryMethod: "home_delivery" as const } : {}) });
  });
  return { data, message: switchedToHome ? CART_MESSAGES.addressSwitchedToHome : MESSAGES.cartAddressUpdated };
}

/** The cart chooser's options: the shopper's saved addresses, newest first. */
export async function listExpressAddresses({ db, userId }: { db: Database; userId: string }): Promise<AddressOption[]> {
  const result = await db.execute<AddressRow>(sql`
    select ${sql.raw(ADDRESS_COLUMNS)} from addresses a join districts d on d.id = a.district_id
    where a.user_id = ${userId} and a.deleted_at is null
    order by a.created_at desc, a.id`);
  return result.rows.map(toAddressOption);
}
