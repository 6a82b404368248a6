import {
  CART_MESSAGES,
  DEFAULT_DELIVERY_RATES,
  DEFAULT_WEIGHT_GRAMS,
  FREE_DELIVERY_MIN_SUBTOTAL_POISHA,
  deliveryFeeOf,
  formatTaka,
  poishaToTaka,
  type DeliveryMethod,
  type DeliveryRates,
  type DeliveryZone,
} from "@shop/contracts";

/**
 * The one pricing rule of the shop (DESIGN.md): the cart shows it and the order
 * charges it. Pure: no database, no clock (the caller passes `now`). Every amount
 * in and out is integer poisha.
 */

export type PricingLineInput = {
  pricePoisha: number;
  discountPricePoisha: number | null;
  /** As stored in the cart; may exceed stock if stock dropped since. */
  quantity: number;
  stock: number;
  active: boolean;
  tags: readonly string[];
  /** Shipping weight of one unit in grams; DEFAULT_WEIGHT_GRAMS when not given. */
  weightGrams?: number;
  /** Quantity price breaks (product_price_tiers), any order; none when not given. */
  tiers?: readonly PriceTier[];
};

/** From `minQuantity` units on, each costs `unitPrice` poisha. */
export type PriceTier = { minQuantity: number; unitPrice: number };

export type PricingCouponInput = {
  code: string;
  kind: "percentage" | "fixed";
  /** Whole percent for `percentage`, poisha for `fixed`. */
  amount: number;
  minSubtotal: number;
  maxDiscount: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  perUserLimit: number | null;
  /** This shopper's redemptions of the coupon so far. */
  userUses: number;
  /** Switched off by the shop after it was applied. Defaults to true. */
  active?: boolean;
};

export type PricingInput = {
  lines: readonly PricingLineInput[];
  coupon: PricingCouponInput | null;
  deliveryMethod: DeliveryMethod;
  /**
   * The chosen delivery address; null while none is chosen. `zone` picks the row of the
   * fee table (without it: inside or outside Dhaka by `insideDhaka`).
   */
  address: { insideDhaka: boolean; zone?: DeliveryZone } | null;
  /** The owner's fee table (delivery_rates), read by the caller; DEFAULT_DELIVERY_RATES when not given. */
  rates?: DeliveryRates;
  now: Date;
};

export type PricedLine = {
  /** Active and in stock; an unavailable line counts nowhere. */
  available: boolean;
  /** Quantity charged: the stored quantity capped at stock, 0 when unavailable. */
  pricedQuantity: number;
  /** Unit price paid: the price break's when one applies, else the discount price when there is one. */
  unitPrice: number;
  /** The price break applied (its min quantity), null when none is. */
  tierMinQuantity: number | null;
  /** unitPrice × pricedQuantity. */
  subtotal: number;
  /** Regular price × pricedQuantity. */
  regularSubtotal: number;
};

export type DiscountLine = { key: "coupon_discount" | "discount_on_delivery_address"; text: string; amount: number };

export type PriceBreakdown = {
  /** Same order as the input lines. */
  lines: PricedLine[];
  /** Σ regular price × quantity over available lines. */
  totalProductPrice: number;
  /** Σ unit price paid × quantity over available lines (product discounts applied). */
  totalProductPriceWithDiscount: number;
  coupon: { applied: boolean; message: string | null; discount: number } | null;
  shippingFee: number;
  /** The parcel's weight in grams: Σ unit weight × priced quantity over available lines. */
  weightGrams: number;
  /** No address chosen: the fee is the inside-Dhaka one. */
  shippingEstimated: boolean;
  /** Express delivery to an outside-Dhaka address: not allowed (the fee shown is home delivery's). */
  deliveryError: string | null;
  /** Waived delivery fee (`discount_on_delivery_address`), 0 when not waived. */
  deliveryDiscount: number;
  /** Only the discounts with amount > 0, coupon first. */
  discounts: DiscountLine[];
  /** totalProductPriceWithDiscount − Σ discounts + shippingFee, never negative. */
  total: number;
};

/**
 * The unit price of `quantity` units (decision 045): the highest price break whose
 * min quantity is at most `quantity`, if it is below the current price (the discount
 * price when there is one); else the current price. A tier never raises a price: an
 * offer cheaper than the break wins.
 */
export function unitPriceFor(line: Pick<PricingLineInput, "pricePoisha" | "discountPricePoisha" | "tiers">, quantity: number) {
  const current = line.discountPricePoisha ?? line.pricePoisha;
  let tier: PriceTier | null = null;
  for (const t of line.tiers ?? []) if (t.minQuantity <= quantity && (!tier || t.minQuantity > tier.minQuantity)) tier = t;
  return tier && tier.unitPrice < current ? { unitPrice: tier.unitPrice, tierMinQuantity: tier.minQuantity } : { unitPrice: current, tierMinQuantity: null };
}

export function priceLine(line: PricingLineInput): PricedLine {
  const available = line.active && line.stock > 0;
  const pricedQuantity = available ? Math.max(0, Math.min(line.quantity, line.stock)) : 0;
  const { unitPrice, tierMinQuantity } = unitPriceFor(line, pricedQuantity);
  return {
    available,
    pricedQuantity,
    unitPrice,
    tierMinQuantity,
    subtotal: unitPrice * pricedQuantity,
    regularSubtotal: line.pricePoisha * pricedQuantity,
  };
}

/**
 * The first rule the coupon breaks for a cart whose discounted product subtotal is
 * `subtotal` (poisha), or null when it applies. Existence and the active flag are the
 * caller's to check first (unknown and switched-off codes read as "invalid").
 */
export function validateCoupon(coupon: PricingCouponInput, { subtotal, now }: { subtotal: number; now: Date }): string | null {
  if (coupon.active === false) return CART_MESSAGES.couponNoLongerApplies;
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return CART_MESSAGES.couponNotStarted;
  if (coupon.endsAt && coupon.endsAt.getTime() < now.getTime()) return CART_MESSAGES.couponExpired;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return CART_MESSAGES.couponUsedUp;
  if (coupon.perUserLimit !== null && coupon.userUses >= coupon.perUserLimit) return CART_MESSAGES.couponAlreadyUsed;
  if (subtotal <= 0) return CART_MESSAGES.couponEmptyCart;
  if (subtotal < coupon.minSubtotal) return CART_MESSAGES.couponMinSubtotal(formatTaka(poishaToTaka(coupon.minSubtotal)));
  return null;
}

/** Percentage floored to the poisha and capped by maxDiscount; fixed capped at the subtotal. */
export function couponDiscount(coupon: Pick<PricingCouponInput, "kind" | "amount" | "maxDiscount">, subtotal: number): number {
  const raw = coupon.kind === "percentage" ? Math.floor((subtotal * coupon.amount) / 100) : coupon.amount;
  const capped = coupon.maxDiscount !== null ? Math.min(raw, coupon.maxDiscount) : raw;
  return Math.max(0, Math.min(capped, subtotal));
}

const zoneOf = (address: NonNullable<PricingInput["address"]>): DeliveryZone => address.zone ?? (address.insideDhaka ? "inside_dhaka" : "outside_dhaka");

/**
 * The fee of a parcel of `grams` by `method` to `address` (null: none chosen yet, priced as
 * inside Dhaka). A zone with no row for the method does not offer it: the spec's express
 * refusal, with home delivery's fee shown.
 */
function shippingOf(method: DeliveryMethod, address: PricingInput["address"], rates: DeliveryRates, grams: number) {
  if (method === "office_pickup") return { fee: 0, estimated: address === null, error: null };
  const zone = address ? zoneOf(address) : "inside_dhaka";
  const rate = rates[zone]?.[method];
  if (rate) return { fee: deliveryFeeOf(rate, grams), estimated: address === null, error: null };
  const home = rates[zone]?.home_delivery ?? DEFAULT_DELIVERY_RATES[zone]?.home_delivery;
  return { fee: home ? deliveryFeeOf(home, grams) : 0, estimated: address === null, error: CART_MESSAGES.expressOutsideDhaka };
}

export function priceCart(input: PricingInput): PriceBreakdown {
  const lines = input.lines.map(priceLine);
  const available = input.lines.filter((_, i) => lines[i].available);
  const totalProductPrice = lines.reduce((sum, l) => sum + l.regularSubtotal, 0);
  const withDiscount = lines.reduce((sum, l) => sum + l.subtotal, 0);
  const empty = available.length === 0;
  const weightGrams = input.lines.reduce((sum, line, i) => sum + (line.weightGrams ?? DEFAULT_WEIGHT_GRAMS) * lines[i].pricedQuantity, 0);

  let coupon: PriceBreakdown["coupon"] = null;
  if (input.coupon) {
    const message = validateCoupon(input.coupon, { subtotal: withDiscount, now: input.now });
    const discount = message ? 0 : couponDiscount(input.coupon, withDiscount);
    coupon = { applied: message === null, message, discount };
  }

  // An empty cart ships nothing: no fee to show.
  const shipping = empty
    ? { fee: 0, estimated: input.address === null, error: null }
    : shippingOf(input.deliveryMethod, input.address, input.rates ?? DEFAULT_DELIVERY_RATES, weightGrams);
  const waivable = input.deliveryMethod === "home_delivery" && shipping.error === null && !empty;
  const freeByAmount = withDiscount >= FREE_DELIVERY_MIN_SUBTOTAL_POISHA;
  const freeByTags = available.every((line) => line.tags.includes("free_delivery"));
  const deliveryDiscount = waivable && (freeByAmount || freeByTags) ? shipping.fee : 0;

  const discounts: DiscountLine[] = [];
  if (coupon && coupon.discount > 0 && input.coupon) {
    discounts.push({ key: "coupon_discount", text: `Coupon (${input.coupon.code})`, amount: coupon.discount });
  }
  if (deliveryDiscount > 0) {
    discounts.push({ key: "discount_on_delivery_address", text: "Free delivery", amount: deliveryDiscount });
  }
  const discountSum = discounts.reduce((sum, d) => sum + d.amount, 0);

  return {
    lines,
    totalProductPrice,
    totalProductPriceWithDiscount: withDiscount,
    coupon,
    shippingFee: shipping.fee,
    weightGrams,
    shippingEstimated: shipping.estimated,
    deliveryError: shipping.error,
    deliveryDiscount,
    discounts,
    total: Math.max(0, withDiscount - discountSum + shipping.fee),
  };
}
