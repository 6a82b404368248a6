import { ChatLink } from "./chat-link";
import { StickyCartButton } from "./sticky-cart-button";

/**
 * Phones (<768 px): the chat link (always) and the sticky cart button (on the listing,
 * search and product routes, spec §2) sit in one bar along the bottom edge, and the page
 * keeps that much room below its last line (the body's bottom padding in layout.tsx), so
 * they never cover a product name, Buy Now, Subscribe, a Total or a Remove button
 * (issue 9). From 768 px they float as before.
 */
export function PhoneDock() {
  return (
    <div
      data-phone-dock=""
      className="fixed inset-x-0 bottom-0 z-30 flex h-14 items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-3 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgb(15_23_42/0.06)] backdrop-blur md:hidden"
    >
      <ChatLink look="dock" />
      <StickyCartButton look="dock" />
    </div>
  );
}
