import { BOM_MESSAGES, CART_MESSAGES, type BulkResult, type CartBulkBody } from "@shop/contracts";
import { sql, type Database } from "@shop/db";
import { AppError } from "../../lib/app-error";
import type { Tx } from "../../lib/db";
import type { CartOwner } from "../cart/owner";
import { lockCart } from "../cart/queries";

export type BulkAnswer = { results: BulkResult[]; repeated: boolean; cart_count: number };
type Item = CartBulkBody["items"][number];
type ProductRow = { id: number; slug: string; stock: number; is_active: boolean; in_cart: number };

/** Each line's outcome by the cart's own rules: on sale, and the cart's quantity never above the stock. */
function planLines(items: Item[], products: Map<string, ProductRow>): { result: BulkResult; productId: number | null }[] {
  return items.map((item) => {
    const base = { product: item.product, requested: item.quantity };
    const p = products.get(item.product);
    if (!p || !p.is_active) return { productId: null, result: { ...base, added: 0, outcome: "not_found", message: CART_MESSAGES.productNotFound } };
    if (p.stock <= 0) return { productId: null, result: { ...base, added: 0, outcome: "out_of_stock", message: CART_MESSAGES.outOfStock } };
    const room = Math.max(0, p.stock - p.in_cart);
    const added = Math.min(item.quantity, room);
    if (added < item.quantity) return { productId: p.id, result: { ...base, added, outcome: "limited", message: CART_MESSAGES.onlyLeft(p.stock) } };
    return { productId: p.id, result: { ...base, added, outcome: "added", message: null } };
  });
}

async function readProducts(tx: Tx, cartId: string, slugs: string[]): Promise<Map<string, ProductRow>> {
  const result = await tx.execute<ProductRow>(sql`
    select p.id, p.slug, p.stock, p.is_active, coalesce(ci.quantity, 0)::int as in_cart
    from products p left join cart_items ci on ci.cart_id = ${cartId} and ci.product_id = p.id
    where p.slug in (${sql.join(
      slugs.map((s) => sql`${s}`),
      sql`, `,
    )})`);
  return new Map(result.rows.map((r) => [r.slug, { ...r, id: Number(r.id), stock: Number(r.stock), in_cart: Number(r.in_cart) }]));
}

/**
 * POST /v1/cart/items/bulk: the chosen products with their quantities in one transaction
 * under the cart's lock. The request key is recorded with the cart first: a key already
 * there (a double press, a retry) adds nothing and says so. Lines that do not fit are
 * answered one by one; when none fits, nothing is written, the key neither.
 */
export async function addBulk({ db, owner, body }: { db: Database; owner: CartOwner; body: CartBulkBody }): Promise<BulkAnswer> {
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, owner, { edit: true });
    // A retry comes within seconds: this cart's keys older than a day are forgotten.
    await tx.execute(sql`delete from cart_requests where cart_id = ${cart.id} and created_at < now() - interval '1 day'`);
    const fresh = await tx.execute(sql`
      insert into cart_requests (cart_id, key) values (${cart.id}, ${body.request_key})
      on conflict (cart_id, key) do nothing returning key`);
    const count = async () => Number((await tx.execute<{ n: number }>(sql`select count(*)::int as n from cart_items where cart_id = ${cart.id}`)).rows[0].n);
    if (fresh.rows.length === 0) return { results: [], repeated: true, cart_count: await count() };
    const lines = planLines(
      body.items,
      await readProducts(
        tx,
        cart.id,
        body.items.map((i) => i.product),
      ),
    );
    const adds = lines.filter((l) => l.productId !== null && l.result.added > 0);
    if (adds.length === 0) {
      throw new AppError("validation_failed", BOM_MESSAGES.bulkNothing, {
        errors: lines.map((l, i) => ({ field: `items.${i}.product`, message: l.result.message ?? BOM_MESSAGES.bulkNothing, code: l.result.outcome })),
      });
    }
    await tx.execute(sql`
      insert into cart_items (cart_id, product_id, quantity)
      select ${cart.id}, x.product_id, x.quantity
      from unnest(${`{${adds.map((l) => l.productId).join(",")}}`}::int[], ${`{${adds.map((l) => l.result.added).join(",")}}`}::int[]) as x(product_id, quantity)
      on conflict (cart_id, product_id) do update set quantity = cart_items.quantity + excluded.quantity`);
    await tx.execute(sql`update carts set updated_at = now() where id = ${cart.id}`);
    return { results: lines.map((l) => l.result), repeated: false, cart_count: await count() };
  });
}
