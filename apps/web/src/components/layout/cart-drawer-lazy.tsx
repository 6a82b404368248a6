"use client";

import dynamic from "next/dynamic";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { useUiStore } from "@/lib/stores/ui-store";

/** The drawer's code (lines, steppers, the panel) loads only when a shopper first opens it. */
const CartDrawer = dynamic(() => import("./cart-drawer").then((m) => m.CartDrawer), { ssr: false });

/** Mounted once for every page (app/providers.tsx); renders the drawer from its first opening on. */
export function LazyCartDrawer() {
  const opened = useOpenedOnce(useUiStore((s) => s.cartDrawerOpen));
  return opened ? <CartDrawer /> : null;
}
