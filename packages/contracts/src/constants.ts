/** Business constants of spec section 9, one place for web and API. */
export * from "./shell-constants";
export * from "./catalog-constants";

export const GUEST_COOKIE = "robodoc_guest_user";
export const GUEST_COOKIE_DAYS = 365;
export const GUEST_ID_SUFFIX_DIGITS = 4;
/** Random part (base64url, 24 chars = 144 bits) followed by the 4 timestamp digits. */
export const GUEST_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}[0-9]{4}$/;

export const TRACK_PANEL_DELAY_MS = 500;
export const MOBILE_TRACK_PANEL_DELAY_MS = 600;
export const QUANTITY_DEBOUNCE_MS = 700;
export const SEARCH_DEBOUNCE_MS = 500;
export const SUGGESTIONS_MAX = 6;
export const RECENT_SEARCHES_MAX = 8;
export const MOBILE_BREAKPOINT_PX = 768;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const REVIEW_TOAST_MS = 2000;
export const NEWSLETTER_TOAST_MS = 2000;
export const RATING_ANIMATION_MS = 300;
export const SLIDE_PANEL_ANIMATION_S = 0.3;
export const SLIDE_PANEL_DELAY_MS = 400;
export const RATING_LABELS = { 1: "Poor", 2: "Okay", 3: "Neutral", 4: "Good", 5: "Excellent" } as const;

export const PRODUCT_TAGS = ["free_delivery", "percentage_discount", "coupon_discount", "hot", "new", "featured", "popular"] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];
export const PRODUCT_TAG_LABELS: Record<ProductTag, string> = {
  free_delivery: "Free Delivery",
  percentage_discount: "% Discount",
  coupon_discount: "Coupon Discount",
  hot: "Hot",
  new: "New",
  featured: "Featured",
  popular: "Popular",
};

export const PER_PAGE_MAX = 60;

export const DELIVERY_METHODS = ["home_delivery", "express_delivery", "office_pickup"] as const;
export const PAYMENT_METHODS = ["cash_on_delivery", "bkash", "ssl_commerz"] as const;
export const PAYMENT_METHOD_LABELS = { cash_on_delivery: "Cash On Delivery", bkash: "bKash", ssl_commerz: "SSLCommerz" } as const;
export const CANCEL_REASONS = [
  "unsatisfactory_return_policy",
  "change_of_mind",
  "high_delivery_charge",
  "expensive_shipping_and_service_charges",
  "long_delivery_time",
  "lack_of_payment_options",
  "others",
] as const;
export const ADDRESS_LABELS = { home: "Home", office: "Office", other: "Others" } as const;

/** The API's request body limit; the web forwarder refuses larger bodies before reading them. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * The web forwarder proves itself to the API with FORWARDER_SECRET in this header
 * (docs/decisions/013-web-edge.md)...
 */
export const FORWARDER_HEADER = "x-shop-forwarder";
/** ...and names the shopper's address, read from the socket by the web server, in this one. */
export const CLIENT_IP_HEADER = "x-shop-client-ip";
/** The web app's route that drops cached catalog pages after a back-office change (proven with FORWARDER_HEADER). */
export const REVALIDATE_PATH = "/api/revalidate";
/** Listing pages beyond this are read as this one (an empty page past the results). */
export const PAGE_MAX = 10_000;
