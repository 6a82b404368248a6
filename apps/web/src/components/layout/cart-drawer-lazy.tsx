"use client";

import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { useUiStore } from "@/lib/stores/ui-store";
import { lazyComponent } from "@/lib/lazy-component";

/** The drawer's code (lines, steppers, the panel) loads only when a shopper first opens it. */
const CartDrawer = lazyComponent(() => import("./cart-drawer").then((m) => m.CartDrawer));

/** Mounted once for every page (app/providers.tsx); renders the drawer from its first opening on. */
export function LazyCartDrawer() {
  const opened = useOpenedOnce(useUiStore((s) => s.cartDrawerOpen));
  return opened ? <CartDrawer /> : null;
}
