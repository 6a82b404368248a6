import { sql } from "drizzle-orm";
import type { Tx } from "../../lib/db";

/**
 * On sign-in, the guest's cart joins the shopper's (API.md): quantities are added and
 * capped at stock, lines of products now out of stock or off sale are dropped, and
 * the guest cart is emptied (deleted). Runs inside the sign-in transaction so a
 * failed sign-in leaves both carts as they were. The guest's coupon, address and
 * delivery method are not carried over: coupons and addresses belong to a shopper.
 */
export async function mergeGuestCart(tx: Tx, guestId: string, userId: string): Promise<void> {
  const guest = await tx.execute<{ id: string }>(sql`SELECT id FROM carts WHERE guest_id = ${guestId} FOR UPDATE`);
  const guestCartId = guest.rows[0]?.id;
  if (!guestCartId) return;

  await tx.execute(sql`INSERT INTO carts (user_id) VALUES (${userId}) ON CONFLICT (user_id) DO NOTHING`);
  const user = await tx.execute<{ id: string }>(sql`SELECT id FROM carts WHERE user_id = ${userId} FOR UPDATE`);
  const userCartId = user.rows[0].id;

  await tx.execute(sql`
    INSERT INTO cart_items (cart_id, product_id, quantity)
    SELECT ${userCartId}, g.product_id, LEAST(g.quantity, p.stock)
    FROM cart_items g JOIN products p ON p.id = g.product_id
    WHERE g.cart_id = ${guestCartId} AND p.is_active AND p.stock > 0
    ON CONFLICT (cart_id, product_id) DO UPDATE
      SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity,
                           (SELECT stock FROM products WHERE id = EXCLUDED.product_id))
  `);
  await tx.execute(sql`UPDATE carts SET updated_at = now() WHERE id = ${userCartId}`);
  await tx.execute(sql`DELETE FROM carts WHERE id = ${guestCartId}`);
}
