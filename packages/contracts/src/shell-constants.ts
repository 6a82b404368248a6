/**
 * The constants the page shell uses on every page (the header's menu and cart badge,
 * the sticky cart button, toasts, the API client), apart from the rest of spec section
 * 9's: the browser's bundle holds a module whole, so these would otherwise bring every
 * label and list in constants.ts into every page's first load (issue 15). constants.ts
 * re-exports them; import from either.
 */
export const API_TIMEOUT_MS = 20_000;
export const CART_BADGE_CAP = 99;
export const TOAST_AUTO_CLOSE_MS = 1500;
/** The desktop menu's dropdown lays out in columns above this many children. */
export const DROPDOWN_WIDE_ABOVE = 10;

/** Routes that show the sticky cart button (spec section 2). */
export const STICKY_CART_ROUTES = [
  "/category",
  "/search",
  "/product",
  "/brands",
  "/new-products",
  "/offers",
  "/popular-products",
  "/special-products",
  "/today-deals",
] as const;

export const FIXED_MENU_LINKS = [
  { name: "Innovation Kit", href: "/category/innovation-kit" },
  { name: "Gadgets & Electronics", href: "/category/gadgets-electronics" },
  { name: "Offers", href: "/offers" },
] as const;

/** Set by the web forwarder on an answer when the session's API token was refused (401). */
export const SESSION_ENDED_HEADER = "x-shop-session";
