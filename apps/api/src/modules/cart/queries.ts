import { sql } from "drizzle-orm";
import type { DeliveryMethod } from "@shop/contracts";
import { ADDRESS_COLUMNS, type AddressRow } from "../addresses/mappers";
import type { carts, cartItems, Database, products, SqlRow } from "@shop/db";
import { databaseError, namedStatement } from "../../lib/db";
import type { DeliveryRateRow } from "../delivery-fees/rates";
import { ownerMatch, type CartOwner, type Executor, type Tx } from "./owner";

export type LockedCart = Pick<SqlRow<typeof carts>, "id" | "coupon_id" | "address_id" | "delivery_method">;

const LOCKED_CART_COLUMNS = sql`id, coupon_id, address_id, delivery_method`;

/**
 * A cart edit's lock also says, in the same statement (no round trip of its own), that
 * its transaction commits without waiting for the WAL to reach the disk: an edit lost to
 * a crash of the database server in its last fraction of a second is one the shopper
 * makes again. Only cart edits (`writeCart`) lock this way; placing an order locks with
 * `checkoutLock` and commits durably.
 */
const NO_FLUSH_WAIT = sql`, set_config('synchronous_commit', 'off', true) as synchronous_commit`;

const upsertLock = (column: "user_id" | "guest_id", edit: boolean) =>
  sql`insert into carts (${sql.raw(column)}) values (${sql.placeholder("owner")})
    on conflict (${sql.raw(column)}) do update set updated_at = now()
    returning ${LOCKED_CART_COLUMNS}${edit ? NO_FLUSH_WAIT : sql``}`;

const LOCK_CART = {
  user: namedStatement<LockedCart>("cart_lock_user", upsertLock("user_id", false)),
  guest: namedStatement<LockedCart>("cart_lock_guest", upsertLock("guest_id", false)),
};
const LOCK_CART_FOR_EDIT = {
  user: namedStatement<LockedCart>("cart_edit_lock_user", upsertLock("user_id", true)),
  guest: namedStatement<LockedCart>("cart_edit_lock_guest", upsertLock("guest_id", true)),
};

const lockValues = (owner: CartOwner) => ({ owner: owner.kind === "user" ? owner.userId : owner.guestId });

/**
 * The owner's cart, created if missing, locked for the rest of the transaction.
 * One statement: an upsert locks the row it inserts or conflicts with, so it is
 * INSERT … ON CONFLICT plus SELECT … FOR UPDATE in one round trip. Every cart
 * write starts here (or at `lockExistingCart`), so writes to one cart run one after
 * the other. `edit`: see NO_FLUSH_WAIT.
 */
export async function lockCart(tx: Tx, owner: CartOwner, options: { edit?: boolean } = {}): Promise<LockedCart> {
  const result = await (options.edit ? LOCK_CART_FOR_EDIT : LOCK_CART)[owner.kind](tx, lockValues(owner));
  return result.rows[0];
}

/** The owner's existing cart, locked; null when there is none (nothing is created). `edit`: see NO_FLUSH_WAIT. */
export async function lockExistingCart(tx: Tx, owner: CartOwner, options: { edit?: boolean } = {}): Promise<LockedCart | null> {
  const result = await tx.execute<LockedCart>(
    sql`select c.id, c.coupon_id, c.address_id, c.delivery_method${options.edit ? NO_FLUSH_WAIT : sql``} from carts c where ${ownerMatch(owner)} for update`,
  );
  return result.rows[0] ?? null;
}

export async function deleteCartItem(tx: Tx, cartId: string, slug: string): Promise<boolean> {
  const result = await tx.execute<{ product_id: number }>(sql`
    delete from cart_items ci using products p
    where ci.cart_id = ${cartId} and ci.product_id = p.id and p.slug = ${slug}
    returning ci.product_id`);
  return result.rows.length > 0;
}

export type PricingLineRow = Pick<SqlRow<typeof products>, "price" | "discount_price" | "stock" | "is_active" | "tags"> &
  Pick<SqlRow<typeof cartItems>, "quantity"> & { price_tiers: PriceTierRow[] | string };

/** What pricing needs of a cart's lines (coupon checks on a locked cart). */
export async function listPricingLines(tx: Executor, cartId: string): Promise<PricingLineRow[]> {
  const result = await tx.execute<PricingLineRow>(sql`
    select p.price, p.discount_price, ci.quantity, p.stock, p.is_active, p.tags,
      coalesce((select json_agg(json_build_object('min_quantity', t.min_quantity, 'unit_price', t.unit_price))
        from product_price_tiers t where t.product_id = p.id), '[]'::json) as price_tiers
    from cart_items ci join products p on p.id = ci.product_id
    where ci.cart_id = ${cartId}`);
  return result.rows;
}

export async function findOwnAddress(tx: Executor, userId: string, addressId: string): Promise<AddressRow | null> {
  const result = await tx.execute<AddressRow>(sql`
    select ${sql.raw(ADDRESS_COLUMNS)} from addresses a join districts d on d.id = a.district_id
    where a.id = ${addressId} and a.user_id = ${userId} and a.deleted_at is null`);
  return result.rows[0] ?? null;
}

/** Inside Dhaka of the cart's chosen address; null when none is chosen (or it was deleted). */
export async function cartAddressInsideDhaka(tx: Executor, addressId: string | null): Promise<boolean | null> {
  if (!addressId) return null;
  const result = await tx.execute<{ inside_dhaka: boolean }>(sql`
    select d.inside_dhaka from addresses a join districts d on d.id = a.district_id
    where a.id = ${addressId} and a.deleted_at is null`);
  return result.rows[0]?.inside_dhaka ?? null;
}

export async function updateCart(
  tx: Tx,
  cartId: string,
  set: { deliveryMethod?: DeliveryMethod; addressId?: string | null; couponId?: number | null },
): Promise<void> {
  const parts = [sql`updated_at = now()`];
  if (set.deliveryMethod !== undefined) parts.push(sql`delivery_method = ${set.deliveryMethod}`);
  if (set.addressId !== undefined) parts.push(sql`address_id = ${set.addressId}`);
  if (set.couponId !== undefined) parts.push(sql`coupon_id = ${set.couponId}`);
  await tx.execute(sql`update carts set ${sql.join(parts, sql`, `)} where id = ${cartId}`);
}

/** The product columns a cart line and a wishlist item both read (money in poisha). */
export type ProductLineRow = Pick<SqlRow<typeof products>, "id" | "name" | "slug" | "price" | "discount_price" | "stock" | "is_active"> & {
  media_key: string | null;
};

export type CartLineRow = ProductLineRow &
  Pick<SqlRow<typeof products>, "tags" | "weight_grams"> &
  Pick<SqlRow<typeof cartItems>, "quantity"> & {
    /** The product's price breaks, ascending (cart_view since migration 0037). */
    price_tiers?: PriceTierRow[];
  };

/** A price break as SQL answers it (json, product_price_tiers). */
export type PriceTierRow = { min_quantity: number; unit_price: number };

/** JSON (cart_view, checkout_lock, cart_put_item): its times are ISO text. */
export type CartViewRow = {
  cart_id: string | null;
  coupon_id?: number | null;
  delivery_method: DeliveryMethod | null;
  coupon_code: string | null;
  coupon_name: string | null;
  coupon_kind: "percentage" | "fixed" | null;
  coupon_amount: number | null;
  coupon_min_subtotal: number | null;
  coupon_max_discount: number | null;
  coupon_starts_at: string | null;
  coupon_ends_at: string | null;
  coupon_usage_limit: number | null;
  coupon_used_count: number | null;
  coupon_per_user_limit: number | null;
  coupon_active: boolean | null;
  coupon_user_uses: number;
  address: AddressRow | null;
  lines: CartLineRow[];
  wishlist_count: number;
  /** The owner's fee table (migration 0031), read in the same call. */
  delivery_rates: DeliveryRateRow[];
};

const ownerValues = (owner: CartOwner) => (owner.kind === "guest" ? { user: null, guest: owner.guestId } : { user: owner.userId, guest: null });

/** A guest's answer has no coupon or address: filled in as none. */
function asCartView(owner: CartOwner, row: Partial<CartViewRow>): CartViewRow {
  return (owner.kind === "guest" ? { ...NO_COUPON, ...row, address: null } : row) as CartViewRow;
}

const READ_CART = namedStatement<{ cart: Partial<CartViewRow> }>(
  "cart_read",
  sql`select cart_view(${sql.placeholder("user")}, ${sql.placeholder("guest")}) as cart`,
);

/**
 * Everything the cart response shows (cart_view, migration 0016): the cart (if any)
 * with its coupon, its address, every line with its product and first image (in the
 * order added), and the wishlist count. Nothing is written.
 */
export async function readCartView(db: Executor, owner: CartOwner): Promise<CartViewRow> {
  const result = await READ_CART(db, ownerValues(owner));
  return asCartView(owner, result.rows[0].cart);
}

const CHECKOUT_LOCK = namedStatement<{ cart: Partial<CartViewRow> | null }>("checkout_lock", sql`select checkout_lock(${sql.placeholder("user")}) as cart`);

/**
 * The signed-in shopper's cart locked for checkout, its products locked in id order,
 * and its view read after the locks (checkout_lock, migration 0017), in one call.
 * Null when the shopper has no cart.
 */
export async function checkoutLock(tx: Tx, userId: string): Promise<CartViewRow | null> {
  const result = await CHECKOUT_LOCK(tx, { user: userId });
  const view = result.rows[0]?.cart;
  return view ? (view as CartViewRow) : null;
}

/** Why an add to cart was refused: SQLSTATE CART_REFUSED from cart_put_item, its DETAIL. */
export type CartRefusal = { reason: "not_found" } | { reason: "out_of_stock" | "over_stock"; stock: number };

/** cart_put_item's refusal (migration 0016). */
const CART_REFUSED = "SC409";

const PUT_CART_ITEM = namedStatement<{ cart: Partial<CartViewRow> }>(
  "cart_put_item",
  sql`select cart_put_item(${sql.placeholder("user")}, ${sql.placeholder("guest")}, ${sql.placeholder("slug")}, ${sql.placeholder("quantity")}, ${sql.placeholder("fromCart")}) as cart`,
);

/**
 * PUT /v2/carts in one call to the database, which is its own transaction
 * (cart_put_item, migration 0016): the owner's cart created or locked, the line
 * written when the product is on sale and the result fits the stock, and the cart as
 * the write left it. A refusal changes nothing and says why.
 */
export async function putCartItemAndRead(
  db: Database,
  owner: CartOwner,
  input: { slug: string; quantity: number; fromCart: boolean },
): Promise<{ view: CartViewRow } | { refused: CartRefusal }> {
  try {
    const result = await PUT_CART_ITEM(db, { ...input, ...ownerValues(owner) });
    return { view: asCartView(owner, result.rows[0].cart) };
  } catch (error) {
    const refused = databaseError(error, CART_REFUSED);
    if (!refused) throw error;
    return { refused: JSON.parse(refused.detail ?? "") as CartRefusal };
  }
}

const NO_COUPON = {
  coupon_code: null,
  coupon_name: null,
  coupon_kind: null,
  coupon_amount: null,
  coupon_min_subtotal: null,
  coupon_max_discount: null,
  coupon_starts_at: null,
  coupon_ends_at: null,
  coupon_usage_limit: null,
  coupon_used_count: null,
  coupon_per_user_limit: null,
  coupon_active: null,
} as const;
