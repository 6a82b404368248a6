"use client";

import { useT } from "@/i18n/client";
import { useEffect, useState, type FormEvent } from "react";
import { HeartIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useShopSession } from "@/features/identity/session";
import { cn } from "@/lib/cn";
import { CODE_WAIT_MS, codeOnFirstUse, NATIVE, postNatively } from "@/lib/code-on-first-use";
import { useGuestRedirect } from "../use-guest-redirect";
import { useWishlistStore } from "../wishlist-store";

type Props = {
  product: { product_id: number; slug: string; name: string };
  /** "icon": the heart on a card; "full": heart and words on the product page. */
  look?: "icon" | "full";
};

/** The wishlist's calls and their toasts load on the first press (or focus) of a heart. */
const wishlistCode = codeOnFirstUse(() => import("../wishlist-actions"), "The wishlist's code");

/** Adds to or removes from the wishlist; a guest is sent to sign in (spec §6). A form of its own. */
export function WishlistButton({ product, look = "icon" }: Props) {
  const { status } = useShopSession();
  const toSignIn = useGuestRedirect();
  const on = useWishlistStore((s) => Boolean(s.wishlistItems[product.product_id]));
  const [saving, setSaving] = useState(false);
  const t = useT("buy");

  const toggle = async (form: HTMLFormElement, submitter: HTMLElement | null) => {
    if (status !== "authenticated") return toSignIn();
    setSaving(true);
    // The wishlist's code not here within a moment: the form posts (issue 44).
    if (!(await wishlistCode.arrivesWithin(CODE_WAIT_MS))) return postNatively(form, submitter);
    await wishlistCode.run(({ setWishlisted }) => setWishlisted({ productId: product.product_id, slug: product.slug, on: !on }), false);
    setSaving(false);
  };

  // Signed in: the wishlist's code is fetched once the page is idle (issue 44).
  useEffect(() => {
    if (status === "authenticated") wishlistCode.preloadWhenIdle();
  }, [status]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    // Handed back to the browser, or the session still being read: the form posts (the server knows who it is).
    if (form.hasAttribute(NATIVE) || (status === "loading" && !saving && !form.hasAttribute("data-sent"))) return;
    event.preventDefault();
    if (saving || form.hasAttribute("data-sent")) return;
    void toggle(form, (event.nativeEvent as SubmitEvent).submitter as HTMLElement | null);
  };

  // The words say what a click does next: once added, the button removes (issue 9).
  const label =
    look === "icon" ? t(on ? "removeNameFromWishlist" : "addNameToWishlist", { name: product.name }) : on ? t("removeFromWishlist") : t("addToWishlist");
  return (
    // A form (docs/decisions/035-forms-before-scripts.md): before the page's code has come
    // it posts to /forms/wishlist (a guest is sent to sign in); once hydrated, onSubmit.
    <form method="post" action="/forms/wishlist" className="contents" onSubmit={onSubmit}>
      <input type="hidden" name="product" value={product.slug} />
      <input type="hidden" name="on" value={on ? "0" : "1"} />
      <button
        type="submit"
        onPointerDown={wishlistCode.preload}
        onFocus={wishlistCode.preload}
        data-wishlisted={on ? "" : undefined}
        aria-busy={saving || undefined}
        aria-label={look === "icon" ? label : undefined}
        data-wishlist-button=""
        className={cn(
          "wishlist-btn",
          on ? "border-accent-500 bg-accent-50 text-accent-700" : "border-slate-300 bg-white text-slate-600 hover:border-accent-500 hover:text-accent-700",
          look === "icon" ? "size-9" : "h-12 px-4",
        )}
      >
        {saving ? <Spinner className="size-4" /> : <HeartIcon className="size-5" fill={on ? "currentColor" : "none"} />}
        {look === "full" ? <span>{label}</span> : null}
      </button>
    </form>
  );
}
