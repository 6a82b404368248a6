"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { CODE_WAIT_MS, NATIVE, postNatively } from "@/lib/code-on-first-use";
import { addProductToCart, cartStoreArrivesWithin, preloadCartStore, preloadCartStoreWhenIdle } from "../lib/add-on-first-use";

/** What a cart form's submit button does: add, or add and go on to the checkout (Buy Now). */
export type CartIntent = "add" | "buy";

/**
 * Add to Cart (and Buy Now) as a form (docs/decisions/035-forms-before-scripts.md): before the
 * page's scripts have come it posts to /forms/cart, which adds as this shopper and
 * redirects back (or on to the checkout); once hydrated, the submit is taken here
 * instead: the cart's own call, its toast, no reload. The cart's code is fetched when
 * the page is idle (or on pointer down); when it has not come within CODE_WAIT_MS of
 * the press, the form posts after all (issue 44: the post adds now, the code would be
 * one more request first). `quantity`: the product page's stepper's count (its form field before
 * hydration, set from the count when the form posts after), else 1.
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
    else preloadCartStoreWhenIdle();
  }, []);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    // Handed back to the browser (postNatively): this submit posts.
    if (form.hasAttribute(NATIVE)) return;
    event.preventDefault();
    // Sent natively (EARLY_FORMS_SCRIPT marked it): that post adds, this one must not.
    if (busy || form.hasAttribute("data-sent")) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent: CartIntent = submitter?.value === "buy" ? "buy" : "add";
    setBusy(intent);
    if (!(await cartStoreArrivesWithin(CODE_WAIT_MS))) {
      // The form posts; its quantity field is the stepper's count (the field is not kept up once hydrated).
      const field = form.elements.namedItem("quantity");
      if (field instanceof HTMLInputElement && quantity !== undefined) field.value = String(quantity);
      return postNatively(form, submitter);
    }
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
