import { poishaToTaka, type Cart, type CartData, type CartLine, type DeliveryMethod } from "@shop/contracts";
import { mediaUrl } from "../../lib/media-url";
import { toShippingAddress, type AddressRow } from "../addresses/mappers";
import { priceFields } from "../catalog/mappers";
import { ratesOf } from "../delivery-fees/rates";
import { priceCart, type PricedLine, type PriceTier, type PricingCouponInput, type PricingInput } from "../pricing/pricing";
import { checkoutBlockers } from "./checkout-rule";
import type { CartLineRow, CartViewRow, PriceTierRow } from "./queries";

/** json columns arrive parsed from node-postgres and PGlite alike; be tolerant of text. */
export function json<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

/** The cart view is JSON (cart_view()): its coupon's times are ISO text. */
const date = (value: string | null) => (value === null ? null : new Date(value));

export function couponInputOf(row: CartViewRow): PricingCouponInput | null {
  if (row.coupon_code === null || row.coupon_kind === null) return null;
  return {
    code: row.coupon_code,
    kind: row.coupon_kind,
    amount: Number(row.coupon_amount),
    minSubtotal: Number(row.coupon_min_subtotal ?? 0),
    maxDiscount: row.coupon_max_discount,
    startsAt: date(row.coupon_starts_at),
    endsAt: date(row.coupon_ends_at),
    usageLimit: row.coupon_usage_limit,
    usedCount: Number(row.coupon_used_count ?? 0),
    perUserLimit: row.coupon_per_user_limit,
    userUses: Number(row.coupon_user_uses ?? 0),
    active: row.coupon_active !== false,
  };
}

/** Price breaks as pricing takes them, from SQL's json (text on some drivers). */
export const tiersOf = (rows: PriceTierRow[] | string | null | undefined): PriceTier[] =>
  json<PriceTierRow[]>(rows ?? []).map((t) => ({ minQuantity: Number(t.min_quantity), unitPrice: Number(t.unit_price) }));

export const pricingLineOf = (
  line: Pick<CartLineRow, "price" | "discount_price" | "quantity" | "stock" | "is_active" | "tags"> & {
    weight_grams?: number;
    price_tiers?: PriceTierRow[] | string;
  },
) => ({
  pricePoisha: line.price,
  discountPricePoisha: line.discount_price,
  quantity: line.quantity,
  stock: line.stock,
  active: line.is_active,
  tags: line.tags,
  weightGrams: line.weight_grams,
  tiers: tiersOf(line.price_tiers),
});

/** The price break a line is charged at and what it saves against the price without it. */
function priceBreakOf(line: CartLineRow, priced: PricedLine): CartLine["price_break"] {
  if (!priced.available || priced.tierMinQuantity === null) return null;
  const without = line.discount_price ?? line.price;
  return {
    min_quantity: priced.tierMinQuantity,
    unit_price: poishaToTaka(priced.unitPrice),
    saved: poishaToTaka((without - priced.unitPrice) * priced.pricedQuantity),
  };
}

/**
 * The cart as the contract shows it. A line whose stored quantity is above the
 * current stock is shown and priced at the stock, with the stored quantity as
 * `asked_quantity` so that the shopper is told and chooses (a read never writes). An unavailable line keeps its
 * stored quantity, subtotal 0 and current_stock 0.
 */
export function toCartData(
  row: CartViewRow,
  { mediaBase, now, arrivesBy = null }: { mediaBase: string; now: Date; /** cartArrival (delivery/calendar.ts). */ arrivesBy?: string | null },
): CartData {
  const lines = json<CartLineRow[]>(row.lines);
  const addressRow = row.address ? json<AddressRow>(row.address) : null;
  const deliveryMethod: DeliveryMethod = row.delivery_method ?? "home_delivery";
  const couponInput = couponInputOf(row);
  const pricing: PricingInput = {
    lines: lines.map(pricingLineOf),
    coupon: couponInput,
    deliveryMethod,
    address: addressRow ? { insideDhaka: addressRow.inside_dhaka, zone: addressRow.zone } : null,
    rates: ratesOf(row.delivery_rates ?? []),
    now,
  };
  const breakdown = priceCart(pricing);

  const products: CartLine[] = lines.map((line, i) => {
    const priced = breakdown.lines[i];
    const { price, has_discount_price, discount_price } = priceFields(line);
    return {
      product_id: line.id,
      name: line.name,
      slug: line.slug,
      image: mediaUrl(mediaBase, line.media_key),
      quantity: priced.available ? priced.pricedQuantity : line.quantity,
      price,
      has_discount_price,
      discount_price,
      subtotal: poishaToTaka(priced.subtotal),
      current_stock: line.is_active ? line.stock : 0,
      is_available: priced.available,
      asked_quantity: priced.available && line.quantity > priced.pricedQuantity ? line.quantity : null,
      price_break: priceBreakOf(line, priced),
    };
  });

  const cart: Cart = {
    products,
    total_product_price: poishaToTaka(breakdown.totalProductPrice),
    total_product_price_with_discount: poishaToTaka(breakdown.totalProductPriceWithDiscount),
    shipping_fee: poishaToTaka(breakdown.shippingFee),
    shipping_estimated: breakdown.shippingEstimated,
    delivery_method: deliveryMethod,
    arrives_by: arrivesBy,
    discounts: breakdown.discounts.map((d) => ({ key: d.key, text: d.text, amount: poishaToTaka(d.amount) })),
    cart_total_amount: poishaToTaka(breakdown.total),
    cod_advance: null,
    coupon:
      couponInput && breakdown.coupon
        ? { code: couponInput.code, name: row.coupon_name ?? couponInput.code, applied: breakdown.coupon.applied, message: breakdown.coupon.message }
        : null,
    address: addressRow ? toShippingAddress(addressRow) : null,
    checkout_blocker: checkoutBlockers({ lines, breakdown, deliveryMethod, hasAddress: addressRow !== null })[0] ?? null,
  };
  return { cart, cart_product_count: lines.length, wishlist_product_count: Number(row.wishlist_count) };
}

/** No identity yet: an empty cart, nothing written. */
export function emptyCartData(): CartData {
  const breakdown = priceCart({ lines: [], coupon: null, deliveryMethod: "home_delivery", address: null, now: new Date() });
  return {
    cart: {
      products: [],
      total_product_price: 0,
      total_product_price_with_discount: 0,
      shipping_fee: poishaToTaka(breakdown.shippingFee),
      shipping_estimated: true,
      delivery_method: "home_delivery",
      arrives_by: null,
      discounts: [],
      cart_total_amount: poishaToTaka(breakdown.total),
      cod_advance: null,
      coupon: null,
      address: null,
      checkout_blocker: checkoutBlockers({ lines: [], breakdown, deliveryMethod: "home_delivery", hasAddress: false })[0],
    },
    cart_product_count: 0,
    wishlist_product_count: 0,
  };
}
