import type { ProductSort } from "@shop/contracts";
import type { ListingScope } from "./lib/listing-query";

export type ListingRoute = {
  path: string;
  title: string;
  /** One line under the title and the meta description. */
  description: string;
  scope: ListingScope & { defaultSort: ProductSort };
  showOnSale?: boolean;
};

/**
 * The fixed product lists. Home sections show the first few of each and link here.
 * Today's deals are discounted "hot" products; special products are the "featured" tag.
 */
export const LISTING_ROUTES = {
  "new-products": {
    path: "/new-products",
    title: "New Products",
    description: "The latest boards, sensors, modules and tools to reach our Dhaka store.",
    scope: { defaultSort: "newest" },
  },
  "popular-products": {
    path: "/popular-products",
    title: "Popular Products",
    description: "The parts makers, students and engineers in Bangladesh buy most.",
    scope: { defaultSort: "popular" },
  },
  "special-products": {
    path: "/special-products",
    title: "Special Products",
    description: "Hand-picked kits and parts our team recommends for your next project.",
    scope: { tag: "featured", defaultSort: "popular" },
  },
  "today-deals": {
    path: "/today-deals",
    title: "Today's Deals",
    description: "Hot items at a reduced price, while stock lasts.",
    scope: { tag: "hot", onSale: true, defaultSort: "discount" },
    showOnSale: false,
  },
  offers: {
    path: "/offers",
    title: "Offers",
    description: "Every discounted product in the shop, biggest savings first.",
    scope: { onSale: true, defaultSort: "discount" },
    showOnSale: false,
  },
} satisfies Record<string, ListingRoute>;

export type ListingRouteName = keyof typeof LISTING_ROUTES;
