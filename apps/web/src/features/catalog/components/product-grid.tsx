import type { ProductSummary } from "@shop/contracts";
import type { ReactNode } from "react";
import { CardActionsHandler } from "@/features/cart/components/card-actions-handler";
import { ProductCard } from "./product-card";

type Props = {
  products: ProductSummary[];
  /** How many leading cards load their image eagerly (the visible first row). */
  priorityCount?: number;
  /** "row" scrolls sideways on phones (home sections, related products); "grid" always wraps. */
  layout?: "grid" | "row";
  renderActions?: (product: ProductSummary) => ReactNode;
  headingLevel?: "h2" | "h3";
  label?: string;
  /** Beside a filter sidebar the grid has room for one column fewer. */
  withSidebar?: boolean;
};

const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5";
const GRID_SIDEBAR = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4";
// A row is one sideways-scrolling line of cards at every width (home sections, related
// products): ~2.3 cards on a phone so the peek says "there is more", 5.3 on desktop.
const ROW =
  "-mx-4 grid snap-x snap-mandatory scroll-px-4 auto-cols-[44%] grid-flow-col gap-3 overflow-x-auto overscroll-x-contain px-4 pb-3 [scrollbar-width:none] sm:auto-cols-[30%] sm:gap-4 md:[scrollbar-width:thin] lg:-mx-6 lg:scroll-px-6 lg:px-6 lg:auto-cols-[23%] xl:auto-cols-[18.4%]";

export function ProductGrid({ products, priorityCount = 0, layout = "grid", renderActions, headingLevel, label, withSidebar = false }: Props) {
  const className = layout === "row" ? ROW : withSidebar ? GRID_SIDEBAR : GRID;
  return (
    <>
      <ul role="list" aria-label={label} className={className}>
        {products.map((product, i) => (
          <li key={product.product_id} className="snap-start">
            <ProductCard product={product} priority={i < priorityCount} actions={renderActions?.(product)} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {/* The cards' Add to Cart and hearts are server HTML: one client handler takes their submits once hydrated (issue 44). */}
      {renderActions ? null : <CardActionsHandler />}
    </>
  );
}
