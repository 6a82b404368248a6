import { CART_MESSAGES, type WishlistItem } from "@shop/contracts";
import type { Database } from "@shop/db";
import { AppError } from "../../lib/app-error";
import { mediaUrl } from "../../lib/media-url";
import { toDhakaIso } from "../../lib/time";
import { priceFields } from "../catalog/mappers";
import { lockCart } from "../cart/queries";
import { countsFor } from "../notifications/queries";
import { addWishlistItem, findActiveProductId, listWishlistRows, moveWishlistToCart, removeWishlistItem, type WishlistRow } from "./queries";

type Ctx = { db: Database; mediaBase: string; userId: string };

function toWishlistItem(row: WishlistRow, mediaBase: string): WishlistItem {
  const { price, has_discount_price, discount_price } = priceFields(row);
  return {
    product_id: row.id,
    name: row.name,
    slug: row.slug,
    image: mediaUrl(mediaBase, row.media_key),
    price,
    has_discount_price,
    discount_price,
    // Off sale reads as out of stock: it cannot be bought.
    current_stock: row.is_active ? row.stock : 0,
    added_at: toDhakaIso(row.added_at),
  };
}

export async function getWishlist({ db, mediaBase, userId }: Ctx) {
  const [rows, counts] = await Promise.all([listWishlistRows(db, userId), countsFor(db, { kind: "user", userId })]);
  return { wishlist: rows.map((row) => toWishlistItem(row, mediaBase)), ...counts };
}

/** Idempotent: adding a product already in the wishlist keeps its place. */
export async function addToWishlist(ctx: Ctx & { slug: string }) {
  const productId = await findActiveProductId(ctx.db, ctx.slug);
  if (productId === null) throw new AppError("not_found", CART_MESSAGES.productNotFound, { field: "product" });
  await addWishlistItem(ctx.db, ctx.userId, productId);
  return getWishlist(ctx);
}

export async function removeFromWishlist(ctx: Ctx & { slug: string }) {
  const removed = await removeWishlistItem(ctx.db, ctx.userId, ctx.slug);
  if (!removed) throw new AppError("not_found", "This product is not in your wishlist", { field: "product" });
  return getWishlist(ctx);
}

export async function wishlistToCart({ db, userId }: { db: Database; userId: string }) {
  const { moved, total } = await db.transaction(async (tx) => {
    const cart = await lockCart(tx, { kind: "user", userId });
    const result = await moveWishlistToCart(tx, userId, cart.id);
    if (result.total === 0) throw new AppError("validation_failed", CART_MESSAGES.wishlistEmpty);
    if (result.moved === 0) throw new AppError("validation_failed", CART_MESSAGES.nothingMoved);
    return result;
  });
  return { moved, skipped: total - moved, ...(await countsFor(db, { kind: "user", userId })) };
}
