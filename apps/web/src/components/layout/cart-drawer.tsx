"use client";

import { MESSAGES } from "@shop/contracts";
import { ButtonLink } from "@/components/ui/button";
import { CartIcon } from "@/components/ui/icons";
import { SlidePanel } from "@/components/ui/slide-panel";
import { useUiStore } from "@/lib/stores/ui-store";

/**
 * The cart drawer's frame: opened by the header cart icon and the sticky cart button,
 * closed by its close button, the overlay, Escape or a route change.
 * Cart issue: replace the body with the cart lines and Sub Total (fetch only when
 * cartProductCount > 0 and the drawer is open).
 */
export function CartDrawer() {
  const open = useUiStore((s) => s.cartDrawerOpen);
  const setOpen = useUiStore((s) => s.setCartDrawerOpen);
  const close = () => setOpen(false);
  return (
    <SlidePanel
      id="cart-drawer"
      open={open}
      onClose={close}
      title="My Shopping Cart"
      footer={
        <div className="grid grid-cols-2 gap-3">
          <ButtonLink href="/my-cart" variant="outlined" onClick={close}>
            View Cart
          </ButtonLink>
          <ButtonLink href="/checkout" variant="primary" onClick={close}>
            Checkout
          </ButtonLink>
        </div>
      }
    >
      <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <CartIcon className="size-12 text-slate-300" />
        <p className="text-sm text-slate-600">{MESSAGES.cartEmpty}</p>
      </div>
    </SlidePanel>
  );
}
