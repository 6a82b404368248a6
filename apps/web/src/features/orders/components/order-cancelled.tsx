"use client";

import { useSearchParams } from "next/navigation";
import { ButtonLink } from "@/components/ui/button";
import { useShopSession } from "@/features/identity/session";
import { useLocalePath, useT } from "@/i18n/client";
import { useOrder } from "../lib/use-order";
import { orderHref } from "../lib/order-links";

/**
 * /order-cancel-success?order_key=: the order is cancelled, nothing will be charged and
 * an online payment goes back. The number is read by the key; the page says the same
 * without it.
 */
export function OrderCancelled() {
  const key = useSearchParams().get("order_key") ?? "";
  const { status } = useShopSession();
  // Without the number the page still says what happened.
  const { view } = useOrder(key, { ready: status === "authenticated" });
  const number = view.state === "ready" ? view.order.order_number : null;
  const t = useT("orderForms");
  const path = useLocalePath();

  return (
    <section
      aria-labelledby="order-cancelled-title"
      className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-5 text-center sm:p-8"
      data-order-cancelled=""
    >
      <div className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-slate-100 text-slate-700" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M15 9l-6 6M9 9l6 6" />
        </svg>
      </div>
      <h2 id="order-cancelled-title" className="text-lg font-bold [overflow-wrap:anywhere] text-slate-900" aria-live="polite">
        {number ? t("cancelledNumber", { number }) : t("cancelled")}
      </h2>
      <p className="mt-3 text-sm text-slate-700">{t("nothingCharged")}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {key ? (
          <ButtonLink href={orderHref(key)} variant="primary">
            {t("viewOrder")}
          </ButtonLink>
        ) : null}
        <ButtonLink href={path("/")} variant="outlined">
          {t("continueShopping")}
        </ButtonLink>
      </div>
    </section>
  );
}
