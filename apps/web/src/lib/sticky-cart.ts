import { STICKY_CART_ROUTES } from "@shop/contracts";

/** Spec §2: the sticky cart button shows on these routes and everything under them. */
export function showsStickyCart(pathname: string): boolean {
  return STICKY_CART_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
