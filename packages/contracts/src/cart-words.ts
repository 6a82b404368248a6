import type { DELIVERY_METHODS } from "./constants";
import { STORE_HOURS_TEXT } from "./messages";

/**
 * The cart's words, fees and places (spec §2 cart, §5 coupon rule; API.md "Cart"):
 * plain data and checks, no zod, so the cart page ships none (decision 025). The
 * schemas are in cart.ts and use these.
 */

export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  home_delivery: "Home Delivery",
  express_delivery: "Express Delivery (Inside Dhaka)",
  office_pickup: "Office Pickup",
};

/**
 * Shipping fees in poisha by delivery method and by inside or outside Dhaka.
 * Express delivery exists only inside Dhaka; office pickup is free.
 */
export const SHIPPING_FEES_POISHA = {
  home_delivery: { inside_dhaka: 70_00, outside_dhaka: 130_00 },
  express_delivery: { inside_dhaka: 150_00, outside_dhaka: null },
  office_pickup: { inside_dhaka: 0, outside_dhaka: 0 },
} as const satisfies Record<DeliveryMethod, { inside_dhaka: number; outside_dhaka: number | null }>;

/** The delivery fee's zones (issue 47): Dhaka city, the districts around it, the rest of the country. */
export const DELIVERY_ZONES = ["inside_dhaka", "dhaka_suburbs", "outside_dhaka"] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];
export const DELIVERY_ZONE_LABELS: Record<DeliveryZone, string> = {
  inside_dhaka: "Inside Dhaka",
  dhaka_suburbs: "Dhaka suburbs",
  outside_dhaka: "Outside Dhaka",
};

/** A row of the owner's fee table: the parcel's first kilogram, and each further kilogram or part of one. */
export type DeliveryRate = { firstKgPoisha: number; extraKgPoisha: number };
/** The fee table by zone and paid method; a missing row means the method is not offered in that zone. */
export type DeliveryRates = Partial<Record<DeliveryZone, Partial<Record<Exclude<DeliveryMethod, "office_pickup">, DeliveryRate>>>>;

/**
 * The fee table the shop starts with (migration 0029 seeds the same): 1 kg costs
 * exactly SHIPPING_FEES_POISHA. Pricing falls back to it only where no table is given.
 */
export const DEFAULT_DELIVERY_RATES: DeliveryRates = {
  inside_dhaka: {
    home_delivery: { firstKgPoisha: SHIPPING_FEES_POISHA.home_delivery.inside_dhaka, extraKgPoisha: 20_00 },
    express_delivery: { firstKgPoisha: SHIPPING_FEES_POISHA.express_delivery.inside_dhaka, extraKgPoisha: 25_00 },
  },
  dhaka_suburbs: { home_delivery: { firstKgPoisha: SHIPPING_FEES_POISHA.home_delivery.outside_dhaka, extraKgPoisha: 25_00 } },
  outside_dhaka: { home_delivery: { firstKgPoisha: SHIPPING_FEES_POISHA.home_delivery.outside_dhaka, extraKgPoisha: 25_00 } },
};

/** A product's shipping weight when the shop has not set one (products.weight_grams' default). */
export const DEFAULT_WEIGHT_GRAMS = 100;

/** Whole kilograms charged for a parcel: every part of a kilogram counts, at least 1. */
export function chargedKg(grams: number): number {
  return Math.max(1, Math.ceil(grams / 1000));
}

/** The fee for a parcel of `grams` at a rate: the first kilogram, then each further one. */
export function deliveryFeeOf(rate: DeliveryRate, grams: number): number {
  return rate.firstKgPoisha + (chargedKg(grams) - 1) * rate.extraKgPoisha;
}

/**
 * `discount_on_delivery_address`: the delivery fee of the chosen address is waived
 * when the discounted subtotal reaches this, or when every line is tagged
 * free_delivery. Express delivery is never waived (it is a paid upgrade).
 */
export const FREE_DELIVERY_MIN_SUBTOTAL_POISHA = 5000_00;

const PICKUP_LOCATION = { latitude: 23.7389, longitude: 90.3833 } as const;

/**
 * The shop's pickup counter (office pickup), opened by Get Direction in a new tab: the
 * one place its address, hours and map live (cart, product page, info pages, JSON-LD).
 */
export const OFFICE_PICKUP = {
  name: "RoboDoc Pickup Point",
  address: "Shop 41, Level 4, Elephant Road Computer Market, Dhaka 1205",
  hours: STORE_HOURS_TEXT,
  ...PICKUP_LOCATION,
  directionsUrl: `https://www.google.com/maps/search/?api=1&query=${PICKUP_LOCATION.latitude},${PICKUP_LOCATION.longitude}`,
} as const;

export const CART_MESSAGES = {
  productRequired: "Product is required",
  productNotFound: "Product not found",
  outOfStock: "This product is out of stock",
  /** `Only 3 left in stock` */
  onlyLeft: (stock: number) => `Only ${stock} left in stock`,
  quantityMin: "Quantity must be at least 1",
  quantityWhole: "Quantity must be a whole number",
  notInCart: "This product is not in your cart",
  couponRequired: "Coupon is required",
  couponMax: "Coupon must be at most 50 characters",
  couponInvalid: "Invalid coupon code",
  couponExpired: "This coupon has expired",
  couponNotStarted: "This coupon is not active yet",
  /** `Minimum order amount for this coupon is ৳500` */
  couponMinSubtotal: (taka: string) => `Minimum order amount for this coupon is ${taka}`,
  couponUsedUp: "This coupon has reached its usage limit",
  couponAlreadyUsed: "You have already used this coupon",
  couponAlreadyApplied: "A coupon is already applied to your cart",
  couponNotApplied: "No coupon is applied to your cart",
  couponEmptyCart: "Add products to your cart before applying a coupon",
  couponNoLongerApplies: "This coupon no longer applies to your cart",
  addressNotFound: "Address not found",
  expressOutsideDhaka: "Express delivery is available inside Dhaka only",
  /** The answer of choosing an address outside Dhaka while express delivery was chosen. */
  addressSwitchedToHome: "Cart address updated. Express delivery is available inside Dhaka only, so your order will come by Home Delivery",
  deliveryMethodInvalid: "Delivery method must be home_delivery, express_delivery or office_pickup",
  wishlistEmpty: "Your wishlist is empty",
  nothingMoved: "No wishlist product is in stock",
  addressSaved: "Address saved successfully",
  addressUpdated: "Address updated successfully",
  addressDeleted: "Address deleted successfully",
  deliveryMethodUpdated: "Delivery method updated successfully",
} as const;

export const COUPON_MAX = 50;

/** The coupon box's check without zod: couponBody's rule and words, on the trimmed code. */
export function couponCodeError(code: string): string | undefined {
  const value = code.trim();
  if (!value) return CART_MESSAGES.couponRequired;
  return value.length > COUPON_MAX ? CART_MESSAGES.couponMax : undefined;
}
