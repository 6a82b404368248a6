import { sql } from "drizzle-orm";
import type { SqlRow, wishlistItems } from "@shop/db";
import type { Executor, Tx } from "../cart/owner";
import type { ProductLineRow } from "../cart/queries";

export type WishlistRow = ProductLineRow & { added_at: SqlRow<typeof wishlistItems>["created_at"] };

/** The shopper's wishlist, newest first, with each product's first image. */
export async function listWishlistRows(db: Executor, userId: string): Promise<WishlistRow[]> {
  const result = await db.execute<WishlistRow>(sql`
    select p.id, p.name, p.slug, p.price, p.discount_price, p.stock, p.is_active, w.created_at as added_at,
      (select pi.media_key from product_images pi where pi.product_id = p.id order by pi.position limit 1) as media_key
    from wishlist_items w join products p on p.id = w.product_id
    where w.user_id = ${userId}
    order by w.created_at desc, w.product_id desc`);
  return result.rows;
}

export async function findActiveProductId(db: Executor, slug: string): Promise<number | null> {
  const result = await db.execute<{ id: number }>(sql`select id from products where slug = ${slug} and is_active`);
  return result.rows[0]?.id ?? null;
}

export async function addWishlistItem(db: Executor, userId: string, productId: number): Promise<void> {
  await db.execute(sql`insert into wishlist_items (user_id, product_id) values (${userId}, ${productId}) on conflict do nothing`);
}

export async function removeWishlistItem(db: Executor, userId: string, slug: string): Promise<boolean> {
  const result = await db.execute<{ product_id: number }>(sql`
    delete from wishlist_items w using products p
    where w.user_id = ${userId} and w.product_id = p.id and p.slug = ${slug}
    returning w.product_id`);
  return result.rows.length > 0;
}

/**
 * Moves every active in-stock wishlist product into the (locked) cart: 1 each, or
 * +1 on a line already there, never above stock; moved products leave the wishlist.
 */
export async function moveWishlistToCart(tx: Tx, userId: string, cartId: string): Promise<{ moved: number; total: number }> {
  const total = await tx.execute<{ n: number }>(sql`select count(*)::int as n from wishlist_items where user_id = ${userId}`);
  const moved = await tx.execute<{ product_id: number }>(sql`
    insert into cart_items (cart_id, product_id, quantity)
    select ${cartId}, p.id, 1
    from wishlist_items w join products p on p.id = w.product_id
    where w.user_id = ${userId} and p.is_active and p.stock > 0
    on conflict (cart_id, product_id) do update
      set quantity = least(cart_items.quantity + 1, (select stock from products where id = excluded.product_id))
    returning product_id`);
  const ids = moved.rows.map((row) => Number(row.product_id));
  if (ids.length) {
    await tx.execute(
      sql`delete from wishlist_items where user_id = ${userId} and product_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  return { moved: ids.length, total: Number(total.rows[0].n) };
}
