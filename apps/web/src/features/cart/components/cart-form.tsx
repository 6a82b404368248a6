"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { addProductToCart, preloadCartStore } from "../lib/add-on-first-use";

/** What a cart form's submit button does: add, or add and go on to the checkout (Buy Now). */
export type CartIntent = "add" | "buy";

/**
 * Add to Cart (and Buy Now) as a form (docs/decisions/035-forms-before-scripts.md): before the
 * page's scripts have come it posts to /forms/cart, which adds as this shopper and
 * redirects back (or on to the checkout); once hydrated, the submit is taken here
 * instead: the cart's own call, its toast, no reload. `quantity`: the product page's
 * stepper's count (its form field before hydration), else 1.
 */
/**
 * This page was reached through a redirect: most likely a cart form's, posted before
 * the page's code had come. The shopper is adding parts, so the cart's code is fetched
 * now rather than on their next press (1.1 s on 3G).
 */
function afterAFormPost(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return Boolean(navigation && navigation.redirectCount > 0);
}

export function CartForm({ slug, quantity, children }: { slug: string; quantity?: number; children: (busy: CartIntent | null) => ReactNode }) {
  const router = useRouter();
  const [busy, setBusy] = useState<CartIntent | null>(null);
  useEffect(() => {
    if (afterAFormPost()) preloadCartStore();
  }, []);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Sent natively before hydration (EARLY_FORMS_SCRIPT marked it): that post adds, this one must not.
    if (busy || event.currentTarget.hasAttribute("data-sent")) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent: CartIntent = submitter?.value === "buy" ? "buy" : "add";
    setBusy(intent);
    const added = await addProductToCart({ product: slug, quantity: quantity ?? 1 });
    if (added && intent === "buy") return router.push("/checkout");
    setBusy(null);
  };
  return (
    // `contents`: the form adds no box, so its buttons sit in the layout around it.
    <form method="post" action="/forms/cart" className="contents" onSubmit={onSubmit} onPointerDown={preloadCartStore} onFocus={preloadCartStore}>
      <input type="hidden" name="product" value={slug} />
      {children(busy)}
    </form>
  );
}
