import { Suspense, type ReactNode } from "react";
import { CartDrawer } from "@/components/layout/cart-drawer";
import { RouteEvents, RouteLoaderBar } from "@/components/layout/route-events";
import { StickyCartButton } from "@/components/layout/sticky-cart-button";
import { Toaster } from "@/components/ui/toaster";

/**
 * The app's client-side machinery around the page: toasts, the route loader and its
 * route-change effects, the cart drawer and the sticky cart button. The stores
 * (counts, UI) are zustand hooks and need no provider.
 * Identity issue: configure the API client (configureApiClient) and the session here.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      <RouteLoaderBar />
      <Suspense fallback={null}>
        <RouteEvents />
      </Suspense>
      {children}
      <StickyCartButton />
      <CartDrawer />
      <Toaster />
    </>
  );
}
