import { z } from "zod";
import { ADDRESS_LABELS, DELIVERY_METHODS } from "./constants";
import { CART_MESSAGES, COUPON_MAX } from "./cart-words";
import { codAdvance } from "./cod";
import { envelope } from "./envelope";
import { phoneSchema } from "./validation";

const productSlug = z.string({ error: CART_MESSAGES.productRequired }).trim().min(1, CART_MESSAGES.productRequired).max(120, CART_MESSAGES.productNotFound);

const quantity = z
  .number({ error: CART_MESSAGES.quantityWhole })
  .int(CART_MESSAGES.quantityWhole)
  .min(1, CART_MESSAGES.quantityMin)
  .max(10_000, CART_MESSAGES.quantityWhole);

// ---- cart -------------------------------------------------------------------

/** PUT /v2/carts: adds `quantity` (default 1); with from_cart true sets it. */
export const cartPutBody = z.object({
  product: productSlug,
  quantity: quantity.default(1),
  from_cart: z.boolean().default(false),
});
export type CartPutBody = z.input<typeof cartPutBody>;

/** DELETE /v2/carts, DELETE /v1/wishlist, PUT /v1/wishlist */
export const productBody = z.object({ product: productSlug });
export type ProductBody = z.infer<typeof productBody>;

/** Spec §3 cart product line, plus product_id for the client's maps. */
export const cartLine = z.object({
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  has_discount_price: z.boolean(),
  discount_price: z.number().nullable(),
  /** Unit price paid (discount_price when discounted) × quantity, in taka. */
  subtotal: z.number(),
  current_stock: z.number().int(),
  /** False when the product went out of stock or off sale; left out of totals. */
  is_available: z.boolean(),
  /**
   * The quantity the shopper asked for when the stock has since fallen below it
   * (`quantity` is then the stock, and an order is refused until they keep or remove
   * the line); null otherwise.
   */
  asked_quantity: z.number().int().nullable().optional(),
  /**
   * The quantity price break the line is charged at (issue 49): from `min_quantity` units
   * each costs `unit_price` taka, `saved` taka less in all than without the break; null when none applies.
   */
  price_break: z.object({ min_quantity: z.number().int(), unit_price: z.number(), saved: z.number() }).nullable().optional(),
});
export type CartLine = z.infer<typeof cartLine>;

export const priceLine = z.object({ key: z.string(), text: z.string(), amount: z.number() });
export type PriceLine = z.infer<typeof priceLine>;

export const shippingAddress = z.object({
  uuid: z.string(),
  label: z.enum(Object.keys(ADDRESS_LABELS) as [keyof typeof ADDRESS_LABELS, ...(keyof typeof ADDRESS_LABELS)[]]),
  full_name: z.string(),
  /** "street, area, district" */
  full_address: z.string(),
  phone_number: z.string(),
  district_id: z.number().int(),
  district: z.string(),
  area: z.string(),
  address: z.string(),
  notes: z.string().nullable(),
  inside_dhaka: z.boolean(),
});
export type ShippingAddress = z.infer<typeof shippingAddress>;

/**
 * Why the cart cannot become an order now, in the words `POST /v1/orders` would refuse
 * it with, and where the shopper fixes it. The API decides (one rule); pages show it.
 */
export const checkoutBlocker = z.object({
  field: z.enum(["products", "address", "delivery_method", "coupon"]),
  code: z.string(),
  message: z.string(),
  fix: z.enum(["cart", "address"]),
});
export type CheckoutBlocker = z.infer<typeof checkoutBlocker>;

/**
 * data.cart. Invariant: cart_total_amount =
 * total_product_price_with_discount − Σ discounts[].amount + shipping_fee.
 * `discounts` holds coupon_discount and discount_on_delivery_address only; product
 * discounts are the gap between the two product totals.
 */
export const cart = z.object({
  products: z.array(cartLine),
  total_product_price: z.number(),
  total_product_price_with_discount: z.number(),
  shipping_fee: z.number(),
  /** True while no address is chosen: the fee shown is the inside-Dhaka one. */
  shipping_estimated: z.boolean(),
  delivery_method: z.enum(DELIVERY_METHODS),
  /** The Dhaka day the order would arrive by if placed now (YYYY-MM-DD, decision 040); null for office pickup or with no address chosen. */
  arrives_by: z.string().nullable(),
  discounts: z.array(priceLine),
  cart_total_amount: z.number(),
  /** Cash on delivery's advance (decision 041): the delivery charge by bKash when the owner's rules ask it; null otherwise. */
  cod_advance: codAdvance,
  /** applied false (with message) when the coupon no longer fits the cart. */
  coupon: z.object({ code: z.string(), name: z.string(), applied: z.boolean(), message: z.string().nullable() }).nullable(),
  address: shippingAddress.nullable(),
  /** null when the cart can become an order as it stands (for a guest: once signed in). */
  checkout_blocker: checkoutBlocker.nullable(),
});
export type Cart = z.infer<typeof cart>;

/** GET /v1/notifications */
export const counts = z.object({
  /** Distinct products in the cart. */
  cart_product_count: z.number().int(),
  wishlist_product_count: z.number().int(),
});
export type Counts = z.infer<typeof counts>;
export const countsResponse = envelope(counts);

/** GET/PUT/DELETE /v2/carts and the other cart writes answer the cart and counts. */
export const cartData = counts.extend({ cart });
export type CartData = z.infer<typeof cartData>;
export const cartResponse = envelope(cartData);

// ---- delivery and cart address ----------------------------------------------

export const cartAddressBody = z.object({ uuid: z.string({ error: CART_MESSAGES.addressNotFound }).uuid(CART_MESSAGES.addressNotFound) });
export const cartDeliveryMethodBody = z.object({
  delivery_method: z.enum(DELIVERY_METHODS, { error: CART_MESSAGES.deliveryMethodInvalid }),
});

/** GET /v1/express-addresses: the cart chooser's options. */
export const addressOption = z.object({
  address_id: z.string(),
  full_address: z.string(),
  label: shippingAddress.shape.label,
  full_name: z.string(),
  phone_number: z.string(),
  inside_dhaka: z.boolean(),
});
export type AddressOption = z.infer<typeof addressOption>;
export const expressAddressesResponse = envelope(z.object({ addresses: z.array(addressOption) }));

// ---- coupons ----------------------------------------------------------------

/** POST/DELETE /v1/coupons */
export const couponBody = z.object({
  code: z.string({ error: CART_MESSAGES.couponRequired }).trim().min(1, CART_MESSAGES.couponRequired).max(COUPON_MAX, CART_MESSAGES.couponMax),
});
export type CouponBody = z.infer<typeof couponBody>;

// ---- wishlist ---------------------------------------------------------------

export const wishlistItem = z.object({
  product_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  price: z.number(),
  has_discount_price: z.boolean(),
  discount_price: z.number().nullable(),
  current_stock: z.number().int(),
  added_at: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItem>;
export const wishlistData = counts.extend({ wishlist: z.array(wishlistItem) });
export const wishlistResponse = envelope(wishlistData);
/** PUT /v2/wishlist-to-cart: in-stock items move (1 each, capped at stock); the rest stay. */
export const wishlistToCartResponse = envelope(counts.extend({ moved: z.number().int(), skipped: z.number().int() }));

// ---- saved addresses --------------------------------------------------------

export const ADDRESS_MESSAGES = {
  nameRequired: "Name is required",
  nameMin: "Name must be at least 3 characters",
  nameMax: "Name must be at most 30 characters",
  districtRequired: "District is required",
  districtInvalid: "District must be one of Bangladesh's 64 districts",
  areaRequired: "Area is required",
  areaMax: "Area must be at most 100 characters",
  addressRequired: "Street Address is required",
  addressMin: "Street Address must be at least 5 characters",
  addressMax: "Street Address must be at most 250 characters",
  notesMax: "Notes must be at most 250 characters",
  labelInvalid: "Label must be home, office or other",
} as const;

/** POST /v1/addresses, PUT /v1/addresses/{uuid} (spec §5 address rules). */
export const addressBody = z.object({
  name: z
    .string({ error: ADDRESS_MESSAGES.nameRequired })
    .trim()
    .min(1, ADDRESS_MESSAGES.nameRequired)
    .min(3, ADDRESS_MESSAGES.nameMin)
    .max(30, ADDRESS_MESSAGES.nameMax),
  phone: phoneSchema,
  district: z.coerce
    .number({ error: ADDRESS_MESSAGES.districtRequired })
    .int(ADDRESS_MESSAGES.districtInvalid)
    .min(1, ADDRESS_MESSAGES.districtRequired)
    .max(64, ADDRESS_MESSAGES.districtInvalid),
  area: z.string({ error: ADDRESS_MESSAGES.areaRequired }).trim().min(1, ADDRESS_MESSAGES.areaRequired).max(100, ADDRESS_MESSAGES.areaMax),
  address: z
    .string({ error: ADDRESS_MESSAGES.addressRequired })
    .trim()
    .min(1, ADDRESS_MESSAGES.addressRequired)
    .min(5, ADDRESS_MESSAGES.addressMin)
    .max(250, ADDRESS_MESSAGES.addressMax),
  notes: z
    .string()
    .trim()
    .max(250, ADDRESS_MESSAGES.notesMax)
    .nullish()
    .transform((v) => (v ? v : null)),
  label: z.enum(["home", "office", "other"], { error: ADDRESS_MESSAGES.labelInvalid }).default("home"),
});
export type AddressBody = z.input<typeof addressBody>;
export const addressResponse = envelope(z.object({ address: shippingAddress }));
export const addressListResponse = envelope(z.object({ addresses: z.array(shippingAddress) }));

export const district = z.object({ id: z.number().int(), name: z.string(), division: z.string(), inside_dhaka: z.boolean() });
export type District = z.infer<typeof district>;
/** GET /v1/districts: the 64 districts for the address form. */
export const districtsResponse = envelope(z.object({ districts: z.array(district) }));
