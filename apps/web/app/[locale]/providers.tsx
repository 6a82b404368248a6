import { Suspense, type ReactNode } from "react";
import { LazyCartDrawer } from "@/components/layout/cart-drawer-lazy";
import { PhoneDock } from "@/components/layout/phone-dock";
import { LinkNavigation, RouteEvents, RouteLoaderBar } from "@/components/layout/route-events";
import { StickyCartButton } from "@/components/layout/sticky-cart-button";
import { Toaster } from "@/components/ui/toaster";
import { CartSync } from "@/features/cart/components/cart-sync";
import { IdentityProvider } from "@/features/identity/identity-provider";
import { LazyTrackOrderOverlay } from "@/features/orders/components/track-order-lazy";

/**
 * The app's client-side machinery around the page: toasts, in-app navigation for the
 * pages' plain links and GET forms, the route loader and its route-change effects, the
 * counts and wishlist sync, the cart drawer and the Track Order overlay (the code of
 * both loads on first open) and the sticky cart button. The stores
 * (counts, UI) are zustand hooks and need no provider.
 * IdentityProvider holds the next-auth session and tells the API client who is
 * calling (bearer token and/or guest id).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <IdentityProvider>
      <RouteLoaderBar />
      <LinkNavigation />
      <Suspense fallback={null}>
        <RouteEvents />
      </Suspense>
      {children}
      <StickyCartButton look="side" />
      <PhoneDock />
      <CartSync />
      <LazyCartDrawer />
      <LazyTrackOrderOverlay />
      <Toaster />
    </IdentityProvider>
  );
}
