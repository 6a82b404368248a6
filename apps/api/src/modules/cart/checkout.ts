import { sql } from "drizzle-orm";
import type { DeliveryMethod } from "@shop/contracts";
import type { AddressRow } from "../addresses/mappers";
import { arrivalFor } from "../delivery/calendar";
import { ratesOf } from "../delivery-fees/rates";
import { priceCart, type PriceBreakdown } from "../pricing/pricing";
import { couponInputOf, json, pricingLineOf } from "./mappers";
import type { Tx } from "./owner";
import { checkoutLock, findOwnAddress, type CartLineRow } from "./queries";

/**
 * The cart's public surface for checkout (the orders module reads a cart only
 * through this file): the signed-in shopper's cart locked for the transaction, its
 * products locked in id order, and its price from the one pricing module.
 */
export type CheckoutCart = {
  cartId: string;
  deliveryMethod: DeliveryMethod;
  /** The cart's address, or the one the order names; null when none is chosen. */
  address: AddressRow | null;
  /** The body named an address that is not one of the shopper's saved ones. */
  addressNotOwn: boolean;
  coupon: { id: number; code: string } | null;
  lines: CartLineRow[];
  breakdown: PriceBreakdown;
  /** The Dhaka day the order arrives by (decision 040); null for office pickup or with no address. */
  arrivesBy: string | null;
};

/**
 * Locks the cart (so a second checkout of the same cart waits for this one), then
 * its products in id order (so two orders sharing products never deadlock), and
 * prices what it reads after the locks: the stock seen is the stock that will be
 * decremented. One call to the database (checkout_lock, migration 0017). Null when
 * the shopper has no cart.
 */
export async function pricedCheckout(
  tx: Tx,
  userId: string,
  options: { addressId?: string; deliveryMethod?: DeliveryMethod; now: Date },
): Promise<CheckoutCart | null> {
  const view = await checkoutLock(tx, userId);
  if (!view?.cart_id) return null;
  const lines = json<CartLineRow[]>(view.lines);

  let address = view.address ? json<AddressRow>(view.address) : null;
  let addressNotOwn = false;
  if (options.addressId && options.addressId !== address?.id) {
    address = await findOwnAddress(tx, userId, options.addressId);
    addressNotOwn = address === null;
  }
  const deliveryMethod = options.deliveryMethod ?? view.delivery_method ?? "home_delivery";
  const couponInput = couponInputOf(view);
  const breakdown = priceCart({
    lines: lines.map(pricingLineOf),
    coupon: couponInput,
    deliveryMethod,
    address: address ? { insideDhaka: address.inside_dhaka, zone: address.zone } : null,
    rates: ratesOf(view.delivery_rates ?? []),
    now: options.now,
  });
  return {
    cartId: view.cart_id,
    deliveryMethod,
    address,
    addressNotOwn,
    coupon: couponInput && view.coupon_id ? { id: view.coupon_id, code: couponInput.code } : null,
    lines,
    breakdown,
    arrivesBy: await arrivalFor(tx, { address, method: deliveryMethod, now: options.now }),
  };
}

/**
 * After the order is written, in its transaction: the cart keeps its address and
 * delivery method, loses its lines and coupon. One statement.
 */
export async function emptyCheckedOutCart(tx: Tx, cartId: string): Promise<void> {
  await tx.execute(sql`
    with emptied_lines as (delete from cart_items where cart_id = ${cartId})
    update carts set coupon_id = null, updated_at = now() where id = ${cartId}`);
}
