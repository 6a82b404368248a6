import { SOMETHING_WENT_WRONG } from "./shell-words";

/** Every text of the spec that the shopper reads, word for word (spec spelling kept). */
export const MESSAGES = {
  addedToCart: "Added to cart successfully",
  productRemoved: "Product successfully removed",
  orderCreated: "Order Created",
  orderCancelled: "Order Cancelled",
  questionCreated: "Question Created",
  reviewCreated: "Review Created",
  reviewSubmitted: "Review submitted successfully",
  productRequested: "Product requested",
  profileUpdated: "Update Profile Data",
  phoneVerified: "Success! Phone verified.",
  emailVerified: "Success! email verified.",
  phoneUpdated: "Phone number successfully updated",
  cartAddressUpdated: "Cart address updated successfully",
  addedToWishlist: "Added to wishlist successfully",
  removedFromWishlist: "Removed from wishlist successfully",
  allAddedToCart: "All products added to cart",
  couponApplied: "Coupon applied",
  couponRemoved: "Coupon removed",
  signOutSuccess: "Sign out successfull!",
  signOutFailed: "Sign out failed!",
  cartEmpty: "Your cart is empty! Start shopping.",
  noShippingAddress: "No shipping Address available",
  alreadyCurrentAddress: "It is already current cart address!",
  subscribedDefault: "Subscribed to newsletter",
  somethingWentWrong: SOMETHING_WENT_WRONG,
  notFound: "Not found",
} as const;

/**
 * The answer of moving the wishlist to the cart: the spec's "All products added to cart"
 * only when all of them moved; otherwise what moved and what stayed (issue 9).
 */
export function wishlistMovedMessage(moved: number, skipped: number): string {
  if (skipped === 0) return MESSAGES.allAddedToCart;
  const products = (n: number) => (n === 1 ? "1 product" : `${n} products`);
  return `${products(moved)} added to cart; ${skipped} not in stock ${skipped === 1 ? "stays" : "stay"} in your wishlist`;
}

/** The shop's and the pickup counter's opening hours: one truth for every page (issue 9). */
export const STORE_HOURS = { days: "Saturday - Thursday", time: "9:00 AM - 8:00 PM" } as const;
/** "Saturday - Thursday, 9:00 AM - 8:00 PM", for sentences. */
export const STORE_HOURS_TEXT = `${STORE_HOURS.days}, ${STORE_HOURS.time}`;

export const WORKING_HOURS = {
  weekdays: `${STORE_HOURS.days}: ${STORE_HOURS.time}`,
  friday: "Friday: Closed (No Delivery)",
} as const;

/**
 * The shop's name and contacts when nothing overrides them: the web app (NEXT_PUBLIC_SHOP_*)
 * and the API (SHOP_*, for SMS and invoices) start from the same values.
 */
export const SHOP_DEFAULTS = {
  name: "RoboDoc",
  address: "House 12, Road 5, Dhanmondi, Dhaka 1205",
  phoneDisplay: "+880 1711-000000",
  email: "support@robodoc.com.bd",
} as const;
