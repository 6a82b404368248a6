import { sql, type SQL } from "drizzle-orm";
import type { DeliveryMethod } from "@shop/contracts";
import { ADDRESS_COLUMNS, type AddressRow } from "../addresses/mappers";
import { namedStatement } from "../../lib/db";
import { ownerMatch, type CartOwner, type Executor, type Tx } from "./owner";

export type LockedCart = { id: string; coupon_id: number | null; address_id: string | null; delivery_method: DeliveryMethod };

const LOCKED_CART_COLUMNS = sql`id, coupon_id, address_id, delivery_method`;

/**
 * A cart edit's lock also says, in the same statement (no round trip of its own), that
 * its transaction commits without waiting for the WAL to reach the disk: an edit lost to
 * a crash of the database server in its last fraction of a second is one the shopper
 * makes again. Only cart edits (`writeCart`) lock this way; placing an order locks with
 * `lockExistingCart` and commits durably.
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

export type PricingLineRow = {
  price: number;
  discount_price: number | null;
  quantity: number;
  stock: number;
  is_active: boolean;
  tags: string[];
};

/** What pricing needs of a cart's lines (coupon checks on a locked cart). */
export async function listPricingLines(tx: Executor, cartId: string): Promise<PricingLineRow[]> {
  const result = await tx.execute<PricingLineRow>(sql`
    select p.price, p.discount_price, ci.quantity, p.stock, p.is_active, p.tags
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
export type ProductLineRow = {
  id: number;
  name: string;
  slug: string;
  price: number;
  discount_price: number | null;
  stock: number;
  is_active: boolean;
  media_key: string | null;
};

export type CartLineRow = ProductLineRow & { tags: string[]; quantity: number };

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
  coupon_starts_at: Date | string | null;
  coupon_ends_at: Date | string | null;
  coupon_usage_limit: number | null;
  coupon_used_count: number | null;
  coupon_per_user_limit: number | null;
  coupon_active: boolean | null;
  coupon_user_uses: number;
  address: AddressRow | null;
  lines: CartLineRow[];
  wishlist_count: number;
};

/** The cart's lines as stored, for a cart aliased `c`. */
const STORED_LINES = sql`(select ci.product_id, ci.quantity, ci.added_at from cart_items ci where ci.cart_id = c.id)`;

/** Every line of `lines` (product_id, quantity, added_at) with its product and first image, in the order added. */
const linesJson = (lines: SQL) => sql`coalesce((
  select json_agg(json_build_object(
    'id', p.id, 'name', p.name, 'slug', p.slug, 'price', p.price, 'discount_price', p.discount_price,
    'stock', p.stock, 'is_active', p.is_active, 'tags', p.tags, 'quantity', l.quantity,
    'media_key', (select pi.media_key from product_images pi where pi.product_id = p.id order by pi.position limit 1)
  ) order by l.added_at, l.product_id)
  from ${lines} l join products p on p.id = l.product_id
), '[]'::json)`;

/**
 * Everything the cart response shows, in one query: the cart (if any) with its
 * coupon, its address, every line with its product and first image (ordered by
 * added_at), and the wishlist count. No row is written. A guest's cart never holds
 * a coupon or an address (both need a signed-in shopper), so a guest's read skips
 * those joins: on PGlite planning is most of a small query's cost. `lines` says
 * which lines the cart has (see `putCartItemAndRead`).
 */
function cartView(kind: CartOwner["kind"], lines: SQL): SQL {
  if (kind === "guest") {
    return sql`
      select c.id as cart_id, c.delivery_method, ${linesJson(lines)} as lines, 0 as wishlist_count, 0 as coupon_user_uses
      from (select 1) one left join carts c on c.guest_id = ${sql.placeholder("guestId")}`;
  }
  return sql`
    select c.id as cart_id, c.delivery_method, c.coupon_id,
      cp.code as coupon_code, cp.name as coupon_name, cp.kind as coupon_kind, cp.amount as coupon_amount,
      cp.min_subtotal as coupon_min_subtotal, cp.max_discount as coupon_max_discount,
      cp.starts_at as coupon_starts_at, cp.ends_at as coupon_ends_at,
      cp.usage_limit as coupon_usage_limit, cp.used_count as coupon_used_count,
      cp.per_user_limit as coupon_per_user_limit, cp.is_active as coupon_active,
      (select count(*)::int from coupon_redemptions r where r.coupon_id = c.coupon_id and r.user_id = c.user_id) as coupon_user_uses,
      case when a.id is null then null else json_build_object(
        'id', a.id, 'label', a.label, 'full_name', a.full_name, 'phone', a.phone, 'district_id', a.district_id,
        'district_name', d.name, 'area', a.area, 'address', a.address, 'notes', a.notes, 'inside_dhaka', d.inside_dhaka
      ) end as address,
      ${linesJson(lines)} as lines,
      (select count(*)::int from wishlist_items wi where wi.user_id = ${sql.placeholder("userId")}) as wishlist_count
    from (select 1) one
    left join carts c on c.user_id = ${sql.placeholder("userId")}
    left join coupons cp on cp.id = c.coupon_id
    left join addresses a on a.id = c.address_id and a.deleted_at is null
    left join districts d on d.id = a.district_id`;
}

const READ_CART = {
  guest: namedStatement<CartViewRow>("cart_read_guest", cartView("guest", STORED_LINES)),
  user: namedStatement<CartViewRow>("cart_read_user", cartView("user", STORED_LINES)),
};

const ownerValues = (owner: CartOwner) => (owner.kind === "guest" ? { guestId: owner.guestId } : { userId: owner.userId });

/** A guest's row has no coupon or address columns: filled in as none. */
function asCartView<T extends Partial<CartViewRow>>(owner: CartOwner, row: T): T & CartViewRow {
  return (owner.kind === "guest" ? { ...NO_COUPON, ...row, address: null } : row) as T & CartViewRow;
}

export async function readCartView(db: Executor, owner: CartOwner): Promise<CartViewRow> {
  const result = await READ_CART[owner.kind](db, ownerValues(owner));
  return asCartView(owner, result.rows[0]);
}

export type CartItemWrite = {
  product_id: number;
  stock: number;
  is_active: boolean;
  /** The line's quantity after the write was attempted (its old one when refused). */
  next_quantity: number;
  written: boolean;
};

/**
 * Reads the product and the line and writes the new quantity, only when the product
 * is on sale, in stock and the result fits the stock. Run after `lockCart`, so the
 * statement's snapshot already holds every earlier write to this cart. A stored
 * quantity above today's stock counts as the stock (what the cart shows) when adding.
 */
const WRITE_CART_ITEM = sql`
  p as (select id, stock, is_active from products where slug = ${sql.placeholder("slug")}),
  n as (
    select p.id, p.stock, p.is_active,
      case when ${sql.placeholder("fromCart")} then ${sql.placeholder("quantity")}::int
        else least(coalesce(ci.quantity, 0), p.stock) + ${sql.placeholder("quantity")}::int end as next_quantity
    from p left join cart_items ci on ci.cart_id = ${sql.placeholder("cartId")} and ci.product_id = p.id
  ),
  written as (
    insert into cart_items (cart_id, product_id, quantity)
    select ${sql.placeholder("cartId")}, n.id, n.next_quantity from n
    where n.is_active and n.stock > 0 and n.next_quantity <= n.stock
    on conflict (cart_id, product_id) do update set quantity = excluded.quantity
    returning product_id, quantity, added_at
  )`;

/**
 * The lines after the write: a statement does not see its own writes, so the stored
 * lines (this snapshot, taken under the cart lock: no other write can follow) with
 * the written line as the write returned it.
 */
const WRITTEN_LINES = sql`(
  select ci.product_id, ci.quantity, ci.added_at from cart_items ci
  where ci.cart_id = c.id and not exists (select 1 from written where written.product_id = ci.product_id)
  union all
  select product_id, quantity, added_at from written
)`;

const putCartItemStatement = (kind: CartOwner["kind"]) =>
  sql`with ${WRITE_CART_ITEM}
    select n.id as product_id, n.stock, n.is_active, n.next_quantity, exists (select 1 from written) as written, v.*
    from n cross join (${cartView(kind, WRITTEN_LINES)}) v`;

const PUT_CART_ITEM = {
  guest: namedStatement<CartItemWrite & CartViewRow>("cart_put_item_guest", putCartItemStatement("guest")),
  user: namedStatement<CartItemWrite & CartViewRow>("cart_put_item_user", putCartItemStatement("user")),
};

/**
 * The write above and the cart it leaves (`readCartView`'s answer, `view`) in one
 * statement, one round trip less per add to cart. Null when no product has this slug.
 */
export async function putCartItemAndRead(
  tx: Tx,
  owner: CartOwner,
  input: { cartId: string; slug: string; quantity: number; fromCart: boolean },
): Promise<{ write: CartItemWrite; view: CartViewRow } | null> {
  const result = await PUT_CART_ITEM[owner.kind](tx, { ...input, ...ownerValues(owner) });
  const row = result.rows[0];
  if (!row) return null;
  const { product_id, stock, is_active, next_quantity, written, ...view } = row;
  return { write: { product_id, stock, is_active, next_quantity, written }, view: asCartView(owner, view) };
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
