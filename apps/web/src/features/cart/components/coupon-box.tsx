"use client";

import { CART_MESSAGES, couponCodeError, MESSAGES, type Cart } from "@shop/contracts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { AlertCircleIcon, CheckCircleIcon, TrashIcon } from "@/components/ui/more-icons";
import { TextField } from "@/components/ui/form-field";
import { signInHref } from "@/features/identity/callback-url";
import type { ShopSessionStatus } from "@/features/identity/session";
import { ApiError } from "@/lib/api/client";
import { applyCoupon, removeCoupon } from "@/lib/api/cart";
import { cn } from "@/lib/cn";
import { useLocale, useT } from "@/i18n/client";
import { localizePath } from "@/i18n/paths";
import { toast } from "@/lib/toast";
import { useMessageIn } from "@/lib/use-message-in";
import { applyCartData } from "../cart-store";
import { errorMessage } from "../lib/error-message";

/**
 * The coupon box (spec §4, §5): field `coupon`, required and at most 50 characters,
 * checked on submit only. Guests see it disabled with a Sign In prompt. Once a coupon
 * is on the cart the field and Apply are disabled and a remove icon asks to confirm.
 */
export function CouponBox({ cart, status }: { cart: Cart; status: ShopSessionStatus }) {
  const t = useT("coupon");
  const locale = useLocale();
  const messageIn = useMessageIn();
  const signedIn = status === "authenticated";
  const coupon = cart.coupon;
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const locked = !signedIn || coupon !== null;
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  // Applying or removing disables the control under the keyboard: move the focus on to what comes next.
  const moveFocus = useRef<"remove" | "input" | null>(null);
  useEffect(() => {
    if (moveFocus.current === "remove") removeButton.current?.focus();
    if (moveFocus.current === "input") input.current?.focus();
    moveFocus.current = null;
  }, [coupon?.code]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked || applying) return;
    const invalid = couponCodeError(value);
    if (invalid) return setError(invalid);
    setError(null);
    setApplying(true);
    try {
      const answer = await applyCoupon({ code: value.trim() });
      moveFocus.current = "remove";
      applyCartData(answer.data);
      setValue("");
      toast.success(answer.message || messageIn(MESSAGES.couponApplied)!);
    } catch (err) {
      const field = err instanceof ApiError && err.status === 422 ? (err.fieldError("code") ?? err.errors[0]?.message) : undefined;
      if (field) setError(field);
      else toast.error(errorMessage(err));
    } finally {
      setApplying(false);
    }
  };

  const onRemove = async () => {
    if (!coupon) return;
    setRemoving(true);
    try {
      const answer = await removeCoupon({ code: coupon.code });
      moveFocus.current = "input";
      applyCartData(answer.data);
      toast.success(answer.message || messageIn(MESSAGES.couponRemoved)!);
      setConfirming(false);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <section aria-labelledby="coupon-title" className="space-y-2">
      <h2 id="coupon-title" className="sr-only">
        {t("coupon")}
      </h2>
      <form method="post" noValidate onSubmit={onSubmit} className="flex items-start gap-2">
        <TextField
          ref={input}
          label={t("coupon")}
          name="coupon"
          // Only a code being applied is required; a guest's disabled box is not a field to fill.
          required={!locked}
          className="min-w-0 flex-1"
          value={coupon ? coupon.code : value}
          onChange={(e) => setValue(e.target.value)}
          disabled={locked}
          error={messageIn(error ?? undefined) ?? null}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t("placeholder")}
        />
        <Button type="submit" className="mt-6.5" disabled={locked} loading={applying}>
          {t("apply")}
        </Button>
      </form>
      {status === "unauthenticated" ? (
        <p className="text-sm text-slate-600">
          <a href={localizePath(locale, signInHref(localizePath(locale, "/my-cart")))} className="font-semibold text-brand-700 hover:underline">
            {t("signIn")}
          </a>
          {t("toApply")}
        </p>
      ) : null}
      {coupon ? (
        // One state at a time: applied (with its discount in the summary), or on the cart
        // but not counting, with the reason (e.g. the minimum order amount) and no "Applied".
        <div
          className={cn("flex items-center gap-2 rounded-md px-3 py-2 text-sm", coupon.applied ? "bg-emerald-50" : "bg-amber-50")}
          data-coupon-applied={coupon.applied ? "" : undefined}
          data-coupon-not-applied={coupon.applied ? undefined : ""}
        >
          {coupon.applied ? <CheckCircleIcon className="size-5 shrink-0 text-emerald-700" /> : <AlertCircleIcon className="size-5 shrink-0 text-amber-700" />}
          <p className="min-w-0 flex-1 break-words">
            <span className={cn("font-semibold", coupon.applied ? "text-emerald-800" : "text-amber-900")}>
              {coupon.applied ? t("applied") : t("notApplied")}
            </span>
            <span className="text-slate-700">
              : {coupon.name} ({coupon.code})
            </span>
            {!coupon.applied ? <span className="block text-amber-900">{coupon.message ?? messageIn(CART_MESSAGES.couponNoLongerApplies)}</span> : null}
          </p>
          <button
            type="button"
            ref={removeButton}
            onClick={() => setConfirming(true)}
            aria-label={t("removeLabel")}
            aria-haspopup="dialog"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <TrashIcon className="size-4.5" />
          </button>
        </div>
      ) : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={t("removeTitle")} size="sm">
        <p className="text-sm text-slate-700">{t("removeQuestion", { code: coupon?.code ?? "" })}</p>
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="outlined" onClick={() => setConfirming(false)} disabled={removing}>
            {t("cancel")}
          </Button>
          <Button onClick={onRemove} loading={removing}>
            {t("remove")}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
