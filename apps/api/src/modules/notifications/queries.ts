import { sql } from "drizzle-orm";
import type { Counts } from "@shop/contracts";
import type { CartOwner, Executor } from "../cart/owner";

/**
 * Header counts in one query: distinct products in the cart (every line, also the
 * ones now unavailable, since the cart still shows them) and in the wishlist
 * (signed-in shoppers only; guests have none).
 */
export async function countsFor(db: Executor, owner: CartOwner | null): Promise<Counts> {
  if (!owner) return { cart_product_count: 0, wishlist_product_count: 0 };
  const cartCount = sql`(select count(*)::int from cart_items ci join carts c on c.id = ci.cart_id where ${
    owner.kind === "user" ? sql`c.user_id = ${owner.userId}` : sql`c.guest_id = ${owner.guestId}`
  })`;
  const wishlistCount = owner.kind === "user" ? sql`(select count(*)::int from wishlist_items w where w.user_id = ${owner.userId})` : sql`0`;
  const result = await db.execute<Counts>(sql`select ${cartCount} as cart_product_count, ${wishlistCount} as wishlist_product_count`);
  const row = result.rows[0];
  return { cart_product_count: Number(row.cart_product_count), wishlist_product_count: Number(row.wishlist_product_count) };
}
