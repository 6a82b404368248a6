import type { ProductTag } from "@shop/contracts/constants";
import { roundTaka, DAY_MS, type Rng } from "./util";

/** Money and shelf fields shared by the demo catalog and the benchmark generator. */
export type Merchandising = {
  discountPrice: number | null;
  stock: number;
  soldCount: number;
  tags: ProductTag[];
  createdAt: Date;
};

const DISCOUNT_PERCENTS = [5, 8, 10, 12, 15, 18, 20, 25];

/** A discounted price in poisha strictly below `pricePoisha`, or null when none fits. */
export function discountFor(pricePoisha: number, percent: number): number | null {
  const taka = pricePoisha / 100;
  let discounted = roundTaka(taka * (1 - percent / 100));
  if (discounted >= taka) discounted = taka - (taka >= 1000 ? 10 : 5);
  return discounted > 0 ? discounted * 100 : null;
}

/**
 * Roughly: a quarter discounted, 8% out of stock, a fifth low (1-9), a fifth
 * 10-20 and the rest plenty; tags follow from those facts plus a little chance.
 */
export function merchandise(rng: Rng, pricePoisha: number, base: Date, spreadDays: number): Merchandising {
  const discountRoll = rng();
  const percent = DISCOUNT_PERCENTS[Math.floor(rng() * DISCOUNT_PERCENTS.length)];
  const discountPrice = discountRoll < 0.26 ? discountFor(pricePoisha, percent) : null;

  const stockRoll = rng();
  const stockSpread = rng();
  const stock =
    stockRoll < 0.08
      ? 0
      : stockRoll < 0.28
        ? 1 + Math.floor(stockSpread * 9)
        : stockRoll < 0.48
          ? 10 + Math.floor(stockSpread * 11)
          : 21 + Math.floor(stockSpread * stockSpread * 480);

  const soldCount = Math.floor(Math.pow(rng(), 3) * 2400) + (pricePoisha < 50000 ? Math.floor(rng() * 150) : 0);
  const ageDays = rng() * spreadDays;
  const createdAt = new Date(base.getTime() - Math.floor(ageDays * DAY_MS));

  const tags: ProductTag[] = [];
  const [freeRoll, couponRoll, hotRoll, featuredRoll, pctRoll] = [rng(), rng(), rng(), rng(), rng()];
  if ((pricePoisha >= 300000 && freeRoll < 0.6) || freeRoll < 0.04) tags.push("free_delivery");
  if (discountPrice !== null && pctRoll < 0.85) tags.push("percentage_discount");
  if (couponRoll < 0.1) tags.push("coupon_discount");
  if (soldCount > 1700 || hotRoll < 0.04) tags.push("hot");
  if (ageDays < 21) tags.push("new");
  if (featuredRoll < 0.1) tags.push("featured");
  if (soldCount > 1200) tags.push("popular");

  return { discountPrice, stock, soldCount, tags, createdAt };
}
