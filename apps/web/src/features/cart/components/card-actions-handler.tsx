"use client";

import { useEffect, useRef } from "react";
import { readCompareItems, subscribeCompareItems, toggleCompareItem } from "@/features/compare/lib/compare-store";
import { COMPARE_MAX, formatNumberIn } from "@shop/contracts";
import { useShopSession } from "@/features/identity/session";
import { useLocale, useT } from "@/i18n/client";
import { useGuestRedirect } from "@/features/wishlist/use-guest-redirect";
import { useWishlistStore } from "@/features/wishlist/wishlist-store";
import { CODE_WAIT_MS, codeOnFirstUse, NATIVE, postNatively } from "@/lib/code-on-first-use";
import { toast } from "@/lib/toast";
import { addProductToCart, cartStoreArrivesWithin, preloadCartStore, preloadCartStoreWhenIdle } from "../lib/add-on-first-use";

/** The wishlist's calls and their toasts load on the first press (or focus) of a heart. */
const wishlistCode = codeOnFirstUse(() => import("@/features/wishlist/wishlist-actions"), "The wishlist's code");

const CART_FORM = "form[data-card-cart]";
const HEART_FORM = "form[data-card-wishlist]";
const COMPARE_FORM = "form[data-card-compare]";

/** Spinner's ring (components/ui/spinner.tsx), shown in a busy card button. */
const SPINNER =
  '<svg data-card-spinner viewBox="0 0 24 24" class="size-5 animate-spin" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-opacity="0.25" stroke-width="3"></circle><path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round"></path></svg>';

/** Marks a card button busy (aria-busy, a spinner over its words or icon, which turn transparent) or done. */
function setBusy(button: HTMLButtonElement, busy: boolean): void {
  if (busy) {
    if (button.getAttribute("aria-busy") === "true") return;
    const color = getComputedStyle(button).color;
    button.setAttribute("aria-busy", "true");
    button.style.color = "transparent";
    button.insertAdjacentHTML("beforeend", SPINNER);
    const spinner = button.lastElementChild as SVGElement;
    // Over the hidden contents, the button keeping its size.
    spinner.style.cssText = `position:absolute;inset:0;margin:auto;color:${color}`;
    if (getComputedStyle(button).position === "static") button.style.position = "relative";
    return;
  }
  button.removeAttribute("aria-busy");
  button.querySelector("[data-card-spinner]")?.remove();
  button.style.color = "";
}

/** A heart's words say what a press does next: once added, it removes (issue 9). */
function paintHeart(form: HTMLFormElement, on: boolean): void {
  const button = form.querySelector<HTMLButtonElement>("button[data-wishlist-button]");
  if (!button || button.hasAttribute("data-wishlisted") === on) return;
  const name = /^(?:Add (.*) to|Remove (.*) from) wishlist$/.exec(button.getAttribute("aria-label") ?? "");
  const product = name?.[1] ?? name?.[2];
  button.toggleAttribute("data-wishlisted", on);
  // A heart's form adds; one painted on removes, also when it posts natively (`on` = 0).
  const off = form.querySelector<HTMLInputElement>('input[name="on"]');
  if (on && !off) form.insertAdjacentHTML("afterbegin", '<input type="hidden" name="on" value="0">');
  else if (!on) off?.remove();
  if (product) button.setAttribute("aria-label", on ? `Remove ${product} from wishlist` : `Add ${product} to wishlist`);
}

/** Every card heart on the page, filled as the wishlist says. */
function paintHearts(items: Record<number, true>): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(HEART_FORM)) paintHeart(form, Boolean(items[Number(form.dataset.cardWishlist)]));
}

/** Every card's Compare pressed or not, as the compare store says (issue 48). */
function paintCompare(): void {
  const chosen = new Set(readCompareItems().map((item) => item.slug));
  for (const button of document.querySelectorAll<HTMLButtonElement>(`${COMPARE_FORM} > button`)) {
    button.setAttribute("aria-pressed", String(chosen.has(button.value)));
  }
}

/** A card's Compare: on or off the compare bar; a fifth is refused in words. */
function toggleCompare(form: HTMLFormElement, button: HTMLButtonElement, full: string): void {
  // The card's own name link (the button's label is in the page's language, decision 051).
  const name =
    form.closest("article")?.querySelector(".product-card-link")?.textContent?.trim() || (button.getAttribute("aria-label") ?? "").replace(/^Compare /, "");
  if (!toggleCompareItem({ slug: button.value, name, image: form.dataset.cardCompare ?? "" })) toast.error(full);
}

/** This page was reached through a redirect: most likely a card form's, posted before the page's code had come. */
function afterAFormPost(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return Boolean(navigation && navigation.redirectCount > 0);
}

/** Which instance listens: each product grid renders a handler, the first one mounted takes the page's card forms. */
let owner: object | null = null;

/**
 * The one delegated handler for every product card's Add to Cart, heart and Compare on the page
 * (issue 44; the cards are server HTML, product-card-actions.tsx). Before this has
 * mounted their forms post natively; once mounted, a submit is taken here: the cart's
 * call with its toast and the badge, or the wishlist's, no reload. A form already sent
 * natively (`data-sent`, lib/early-forms.ts) is not sent again. When the code a submit
 * needs (the cart's, the wishlist's) does not come within CODE_WAIT_MS, or the session is
 * still being read, the form posts natively rather than wait for it; that code is
 * fetched once the page is idle, so later presses are taken here.
 */
export function CardActionsHandler() {
  const { status } = useShopSession();
  const toSignIn = useGuestRedirect();
  const compareWords = useT("compare");
  // The refusal of a fifth product to compare, in the page's language.
  const full = compareWords("full", { max: formatNumberIn(COMPARE_MAX, useLocale()) });
  const latest = useRef({ status, toSignIn, full });
  latest.current = { status, toSignIn, full };

  const toggleHeart = useRef(async (form: HTMLFormElement) => {
    const button = form.querySelector<HTMLButtonElement>("button[data-wishlist-button]");
    if (!button) return;
    if (latest.current.status !== "authenticated") {
      setBusy(button, false);
      return latest.current.toSignIn();
    }
    const productId = Number(form.dataset.cardWishlist);
    const slug = button.value;
    setBusy(button, true);
    // The wishlist's code not here within a moment: the form posts (it carries `on`, paintHeart).
    if (!(await wishlistCode.arrivesWithin(CODE_WAIT_MS))) return postNatively(form, button);
    const on = !useWishlistStore.getState().wishlistItems[productId];
    await wishlistCode.run(({ setWishlisted }) => setWishlisted({ productId, slug, on }), false);
    setBusy(button, false);
  }).current;

  useEffect(() => {
    const me = {};
    if (owner) return;
    owner = me;
    if (afterAFormPost()) preloadCartStore();
    else preloadCartStoreWhenIdle();
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      if (!form || !(form.matches(CART_FORM) || form.matches(HEART_FORM) || form.matches(COMPARE_FORM))) return;
      // Handed back to the browser (postNatively): this submit posts.
      if (form.hasAttribute(NATIVE)) return;
      // Sent natively (EARLY_FORMS_SCRIPT marked it): that post does the work.
      if (form.hasAttribute("data-sent")) return event.preventDefault();
      const button = form.querySelector<HTMLButtonElement>("button");
      if (!button || button.getAttribute("aria-busy") === "true") return event.preventDefault();
      if (form.matches(COMPARE_FORM)) {
        event.preventDefault();
        return toggleCompare(form, button, latest.current.full);
      }
      if (form.matches(HEART_FORM)) {
        const { status } = latest.current;
        // A guest is sent to sign in from here; while the session is still being read the
        // form posts (the server knows who it is), once (EARLY_FORMS_SCRIPT).
        if (status === "loading") return;
        event.preventDefault();
        void toggleHeart(form);
        return;
      }
      event.preventDefault();
      setBusy(button, true);
      void (async () => {
        // The cart's code not here within a moment: the form's post adds now, rather than after one more request.
        if (!(await cartStoreArrivesWithin(CODE_WAIT_MS))) return postNatively(form, button);
        await addProductToCart({ product: button.value, quantity: 1 });
        setBusy(button, false);
      })();
    };
    // A press (or focus) on a card's button starts loading the code its submit needs.
    const onPress = (event: Event) => {
      const form = event.target instanceof Element ? event.target.closest("form") : null;
      if (form?.matches(CART_FORM)) preloadCartStore();
      else if (form?.matches(HEART_FORM)) wishlistCode.preload();
    };
    document.addEventListener("submit", onSubmit);
    document.addEventListener("pointerdown", onPress, { passive: true });
    document.addEventListener("focusin", onPress);
    const unsubscribe = useWishlistStore.subscribe((state) => paintHearts(state.wishlistItems));
    const unsubscribeCompare = subscribeCompareItems(paintCompare);
    return () => {
      if (owner !== me) return;
      owner = null;
      document.removeEventListener("submit", onSubmit);
      document.removeEventListener("pointerdown", onPress);
      document.removeEventListener("focusin", onPress);
      unsubscribe();
      unsubscribeCompare();
    };
  }, [toggleHeart]);

  // Cards this grid brought (a listing's next page shown in place) are filled as the wishlist says.
  useEffect(() => {
    paintHearts(useWishlistStore.getState().wishlistItems);
    paintCompare();
  });

  // A signed-in shopper's hearts are taken here once the wishlist's code is fetched.
  useEffect(() => {
    if (status === "authenticated") wishlistCode.preloadWhenIdle();
  }, [status]);

  return null;
}
