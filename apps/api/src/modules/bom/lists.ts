import { randomBytes } from "node:crypto";
import { BOM_MESSAGES, CART_MESSAGES, type PartsList, type PartsListSummary } from "@shop/contracts";
import { sql, type Database } from "@shop/db";
import { AppError } from "../../lib/app-error";
import type { Tx } from "../../lib/db";
import { mediaUrl } from "../../lib/media-url";
import { priceFields } from "../catalog/mappers";

type Item = { product: string; quantity: number };
type Ctx = { db: Database; mediaBase: string };

/** 16 URL-safe characters (96 random bits): the share link is the id, so it is not guessable. */
const newListId = () => randomBytes(12).toString("base64url");

const notFound = () => new AppError("not_found", BOM_MESSAGES.listNotFound);

type ItemRow = {
  product_id: number;
  name: string;
  slug: string;
  price: number;
  discount_price: number | null;
  stock: number;
  media_key: string | null;
  quantity: number;
  note: string | null;
};
type ListRow = { id: string; user_id: string; name: string; description: string | null; featured_path: string | null; updated_at: string | Date };

/** Active products by slug, in the items' order; an unknown slug names its line. */
async function resolveItems(tx: Tx, items: Item[]): Promise<{ productId: number; quantity: number }[]> {
  if (items.length === 0) return [];
  const result = await tx.execute<{ id: number; slug: string }>(sql`
    select id, slug from products where is_active and slug in (${sql.join(
      items.map((i) => sql`${i.product}`),
      sql`, `,
    )})`);
  const ids = new Map(result.rows.map((r) => [r.slug, Number(r.id)]));
  const missing = items.map((item, i) => ({ item, i })).filter(({ item }) => !ids.has(item.product));
  if (missing.length) {
    throw new AppError("validation_failed", CART_MESSAGES.productNotFound, {
      errors: missing.map(({ i }) => ({ field: `items.${i}.product`, message: CART_MESSAGES.productNotFound, code: "not_found" })),
    });
  }
  return items.map((item) => ({ productId: ids.get(item.product) as number, quantity: item.quantity }));
}

async function writeItems(tx: Tx, listId: string, items: { productId: number; quantity: number }[]) {
  await tx.execute(sql`delete from parts_list_items where list_id = ${listId}`);
  if (items.length === 0) return;
  await tx.execute(sql`
    insert into parts_list_items (list_id, product_id, quantity, position)
    select ${listId}, x.product_id, x.quantity, x.position - 1
    from unnest(${`{${items.map((i) => i.productId).join(",")}}`}::int[], ${`{${items.map((i) => i.quantity).join(",")}}`}::int[])
      with ordinality as x(product_id, quantity, position)`);
}

/** The shopper's cart as list lines (quantities as they are). */
async function cartItems(tx: Tx, userId: string): Promise<{ productId: number; quantity: number }[]> {
  const result = await tx.execute<{ product_id: number; quantity: number }>(sql`
    select ci.product_id, ci.quantity from carts c join cart_items ci on ci.cart_id = c.id
    where c.user_id = ${userId} order by ci.added_at, ci.product_id`);
  return result.rows.map((r) => ({ productId: Number(r.product_id), quantity: Number(r.quantity) }));
}

export async function createList(
  ctx: Ctx,
  { userId, body }: { userId: string; body: { name: string; description?: string | null; from_cart: boolean; items: Item[] } },
): Promise<PartsList> {
  const id = await ctx.db.transaction(async (tx) => {
    const items = body.from_cart ? await cartItems(tx, userId) : await resolveItems(tx, body.items);
    if (items.length === 0) throw new AppError("validation_failed", body.from_cart ? BOM_MESSAGES.cartEmpty : BOM_MESSAGES.listEmpty, { field: "items" });
    const listId = newListId();
    await tx.execute(sql`insert into parts_lists (id, user_id, name, description) values (${listId}, ${userId}, ${body.name}, ${body.description || null})`);
    await writeItems(tx, listId, items);
    return listId;
  });
  return getList(ctx, { id, userId });
}

/** Anyone with the link reads a list; products no longer sold are left out. */
export async function getList({ db, mediaBase }: Ctx, { id, userId }: { id: string; userId: string | null }): Promise<PartsList> {
  const list = (await db.execute<ListRow>(sql`select id, user_id, name, description, featured_path, updated_at from parts_lists where id = ${id}`)).rows[0];
  if (!list) throw notFound();
  const items = await db.execute<ItemRow>(sql`
    select p.id as product_id, p.name, p.slug, p.price, p.discount_price, p.stock, li.quantity, li.note,
      (select pi.media_key from product_images pi where pi.product_id = p.id order by pi.position limit 1) as media_key
    from parts_list_items li join products p on p.id = li.product_id
    where li.list_id = ${id} and p.is_active
    order by li.position, p.id`);
  return {
    id: list.id,
    name: list.name,
    description: list.description,
    featured_path: list.featured_path,
    is_owner: userId !== null && userId === list.user_id,
    updated_at: new Date(list.updated_at).toISOString(),
    items: items.rows.map((row) => {
      const { discount_percent: _percent, ...prices } = priceFields(row);
      return {
        product_id: Number(row.product_id),
        name: row.name,
        slug: row.slug,
        image: mediaUrl(mediaBase, row.media_key),
        ...prices,
        stock: Number(row.stock),
        quantity: Number(row.quantity),
        note: row.note,
      };
    }),
  };
}

export async function listMine({ db }: Ctx, userId: string): Promise<PartsListSummary[]> {
  const result = await db.execute<ListRow & { item_count: number }>(sql`
    select l.id, l.user_id, l.name, l.description, l.featured_path, l.updated_at,
      (select count(*)::int from parts_list_items li join products p on p.id = li.product_id and p.is_active where li.list_id = l.id) as item_count
    from parts_lists l where l.user_id = ${userId} order by l.updated_at desc, l.id`);
  return result.rows.map(summaryOf);
}

const summaryOf = (r: ListRow & { item_count: number }): PartsListSummary => ({
  id: r.id,
  name: r.name,
  description: r.description,
  featured_path: r.featured_path,
  updated_at: new Date(r.updated_at).toISOString(),
  item_count: Number(r.item_count),
});

/** The owner's list locked; anyone else's, or none, is 404 (a list's existence is not told). */
async function lockOwn(tx: Tx, id: string, userId: string) {
  const row = (await tx.execute<{ id: string }>(sql`select id from parts_lists where id = ${id} and user_id = ${userId} for update`)).rows[0];
  if (!row) throw notFound();
}

export async function updateList(
  ctx: Ctx,
  { id, userId, body }: { id: string; userId: string; body: { name?: string; description?: string | null; items?: Item[] } },
): Promise<PartsList> {
  await ctx.db.transaction(async (tx) => {
    await lockOwn(tx, id, userId);
    if (body.items) {
      // The owner edits the lines they can see; a product no longer sold is hidden from the
      // list, not gone from it: its line is kept (after the edited ones) and shows again if
      // the shop sells it again, rather than being dropped by a save that never showed it.
      const hidden = await tx.execute<{ product_id: number; quantity: number }>(sql`
        select li.product_id, li.quantity from parts_list_items li join products p on p.id = li.product_id
        where li.list_id = ${id} and not p.is_active order by li.position, li.product_id`);
      const kept = hidden.rows.map((r) => ({ productId: Number(r.product_id), quantity: Number(r.quantity) }));
      await writeItems(tx, id, [...(await resolveItems(tx, body.items)), ...kept]);
    }
    const set = [sql`updated_at = now()`];
    if (body.name !== undefined) set.push(sql`name = ${body.name}`);
    if (body.description !== undefined) set.push(sql`description = ${body.description || null}`);
    await tx.execute(sql`update parts_lists set ${sql.join(set, sql`, `)} where id = ${id}`);
  });
  return getList(ctx, { id, userId });
}

export async function deleteList({ db }: Ctx, { id, userId }: { id: string; userId: string }): Promise<void> {
  const result = await db.execute(sql`delete from parts_lists where id = ${id} and user_id = ${userId} returning id`);
  if (result.rows.length === 0) throw notFound();
}

/** Staff: feature a list on a page of the shop ("What you need"), one list per page; null stops. */
export async function featureList(ctx: Ctx, { id, path }: { id: string; path: string | null }): Promise<PartsList> {
  await ctx.db.transaction(async (tx) => {
    const row = (await tx.execute<{ id: string }>(sql`select id from parts_lists where id = ${id} for update`)).rows[0];
    if (!row) throw notFound();
    const taken = path ? (await tx.execute(sql`select 1 from parts_lists where featured_path = ${path} and id <> ${id}`)).rows.length > 0 : false;
    if (taken) throw new AppError("conflict", BOM_MESSAGES.listFeaturedTaken, { field: "featured_path" });
    await tx.execute(sql`update parts_lists set featured_path = ${path}, updated_at = now() where id = ${id}`);
  });
  return getList(ctx, { id, userId: null });
}

/** Staff: every list featured on a page, by its path. */
export async function featuredLists({ db }: Ctx): Promise<PartsListSummary[]> {
  const result = await db.execute<ListRow & { item_count: number }>(sql`
    select l.id, l.user_id, l.name, l.description, l.featured_path, l.updated_at,
      (select count(*)::int from parts_list_items li join products p on p.id = li.product_id and p.is_active where li.list_id = l.id) as item_count
    from parts_lists l where l.featured_path is not null order by l.featured_path`);
  return result.rows.map(summaryOf);
}

/** The list featured on a page, or null. */
export async function featuredList(ctx: Ctx, path: string): Promise<PartsList | null> {
  const row = (await ctx.db.execute<{ id: string }>(sql`select id from parts_lists where featured_path = ${path}`)).rows[0];
  return row ? getList(ctx, { id: row.id, userId: null }) : null;
}
