import { create } from "zustand";

/**
 * Open/closed state of the page frame's overlays and the route loader (spec §3
 * "client state": isTrackOrder, isLoading). Browser-only writes, as in counts-store.
 */
export type UiState = {
  cartDrawerOpen: boolean;
  mobileMenuOpen: boolean;
  trackOrderPanelOpen: boolean;
  /** The order-tracking form is showing (modal on desktop, panel on mobile). */
  isTrackOrder: boolean;
  /** The route-change loader is running. */
  isLoading: boolean;
  setCartDrawerOpen: (open: boolean) => void;
  setMobileMenuOpen: (open: boolean) => void;
  setTrackOrderPanelOpen: (open: boolean) => void;
  setIsTrackOrder: (value: boolean) => void;
  setIsLoading: (value: boolean) => void;
  /** Route changes close the drawer and the mobile menu (spec §4). */
  closeOverlays: () => void;
};

export const useUiStore = create<UiState>()((set) => ({
  cartDrawerOpen: false,
  mobileMenuOpen: false,
  trackOrderPanelOpen: false,
  isTrackOrder: false,
  isLoading: false,
  setCartDrawerOpen: (open) => set({ cartDrawerOpen: open }),
  setMobileMenuOpen: (open) => set({ mobileMenuOpen: open }),
  setTrackOrderPanelOpen: (open) => set({ trackOrderPanelOpen: open }),
  setIsTrackOrder: (value) => set({ isTrackOrder: value }),
  setIsLoading: (value) => set({ isLoading: value }),
  closeOverlays: () => set({ cartDrawerOpen: false, mobileMenuOpen: false }),
}));
