"use client";

import {
  CART_MESSAGES,
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  OFFICE_PICKUP,
  arrivesByText,
  formatDateIn,
  type Cart,
  type DeliveryMethod,
} from "@shop/contracts";
import { useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ExternalIcon, MapPinIcon } from "@/components/ui/more-icons";
import { Spinner } from "@/components/ui/spinner";
import { setDeliveryMethod } from "@/lib/api/cart";
import { useLocale, useT } from "@/i18n/client";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { applyCartData } from "../cart-store";
import { errorMessage } from "../lib/error-message";
import { districtIn } from "@/features/addresses/lib/district-names-bn";

/**
 * Home Delivery, Express Delivery (Inside Dhaka) or Office Pickup, saved at once.
 * Express cannot be chosen for an address outside Dhaka: it is disabled, with the reason.
 */
export function DeliveryMethodChoice({ cart }: { cart: Cart }) {
  const [saving, setSaving] = useState<DeliveryMethod | null>(null);
  const reasonId = useId();
  const t = useT("checkout");
  const locale = useLocale();
  const bn = locale === "bn";
  const expressBlocked = cart.address !== null && !cart.address.inside_dhaka;

  const choose = async (method: DeliveryMethod) => {
    if (method === cart.delivery_method || saving) return;
    setSaving(method);
    try {
      applyCartData((await setDeliveryMethod({ deliveryMethod: method })).data);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(null);
    }
  };

  return (
    <fieldset className="space-y-3" aria-busy={saving ? true : undefined}>
      <legend className="mb-3 text-base font-semibold text-slate-900">{t("deliveryMethod")}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {DELIVERY_METHODS.map((method) => {
          const checked = (saving ?? cart.delivery_method) === method;
          const blocked = method === "express_delivery" && expressBlocked && !checked;
          return (
            <label
              key={method}
              className={cn(
                "flex min-h-11 items-center gap-2.5 rounded-lg border px-3 py-2 text-sm font-medium",
                blocked
                  ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500"
                  : checked
                    ? "cursor-pointer border-brand-600 bg-brand-50 text-brand-800"
                    : "cursor-pointer border-slate-300 bg-white text-slate-800 hover:border-brand-600",
                saving && "cursor-wait",
              )}
            >
              <input
                type="radio"
                name="delivery_method"
                value={method}
                checked={checked}
                disabled={blocked}
                aria-describedby={blocked ? reasonId : undefined}
                onChange={() => void choose(method)}
                className="size-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0 flex-1">{bn ? t(method) : DELIVERY_METHOD_LABELS[method]}</span>
              {saving === method ? <Spinner className="size-4" /> : null}
            </label>
          );
        })}
      </div>
      {cart.arrives_by ? (
        <p className="text-sm font-medium text-emerald-800" data-arrives-by={cart.arrives_by}>
          {bn ? t("arrivesBy", { day: formatDateIn(cart.arrives_by, "bn", "weekday") }) : arrivesByText(cart.arrives_by)}
        </p>
      ) : null}
      {expressBlocked ? (
        <p id={reasonId} className="text-sm text-slate-600" data-express-blocked="">
          {bn
            ? t("expressBlocked", { district: districtIn(locale, cart.address?.district ?? "") })
            : `${CART_MESSAGES.expressOutsideDhaka}. Your address is in ${cart.address?.district}.`}
        </p>
      ) : null}
      {cart.delivery_method === "office_pickup" ? <OfficePickup /> : null}
    </fieldset>
  );
}

function OfficePickup() {
  const t = useT("checkout");
  const locale = useLocale();
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-office-pickup=""
    >
      <div className="flex gap-2.5 text-sm">
        <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold text-slate-900">{OFFICE_PICKUP.name}</p>
          <p className="text-slate-700">{OFFICE_PICKUP.address}</p>
          <p className="text-slate-500">{OFFICE_PICKUP.hours}</p>
        </div>
      </div>
      <a href={OFFICE_PICKUP.directionsUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: "outlined", size: "sm" })}>
        <ExternalIcon className="size-4" />
        {t("getDirection")}
        <span className="sr-only">{locale === "bn" ? t("newTab") : "(opens in a new tab)"}</span>
      </a>
    </div>
  );
}
