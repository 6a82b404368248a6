"use client";

import { formatDateIn, toBanglaDigits, type Order, type OrderReturns } from "@shop/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/features/cart/lib/error-message";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { getOrderReturns } from "@/lib/api/returns";
import { formatOrderDate } from "../lib/order-dates";
import { ReturnForm } from "./return-form";
import { ReturnStates } from "./return-states";

/**
 * The Returns panel of a delivered order, for its buyer: the window (from the API, the
 * owner's RETURN_WINDOW_DAYS), "Return items" while anything may still be returned, the
 * form, and each return's state.
 */
export function OrderReturnsPanel({ order }: { order: Order }) {
  const [returns, setReturns] = useState<OrderReturns | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const t = useT("returns");
  const path = useLocalePath();
  const bn = useLocale() === "bn";
  const day = (iso: string) => (bn ? formatDateIn(iso, "bn", "short") : formatOrderDate(iso));
  const digits = (n: number) => (bn ? toBanglaDigits(String(n)) : String(n));

  const load = useCallback(() => {
    setFailed(null);
    getOrderReturns(order.order_key).then(setReturns, (error: unknown) => setFailed(errorMessage(error)));
  }, [order.order_key]);
  useEffect(load, [load]);

  const canReturn = !!returns?.window.open && returns.returnable.some((l) => l.returnable > 0);
  return (
    <section
      ref={panel}
      aria-labelledby="order-returns-title"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      data-order-returns=""
      tabIndex={-1}
    >
      <h2 id="order-returns-title" className="mb-3 text-base font-semibold text-slate-900">
        {t("panelTitle")}
      </h2>
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          {failed}
          <Button variant="outlined" size="sm" onClick={load}>
            {t("tryAgain")}
          </Button>
        </div>
      ) : !returns ? (
        <p className="text-sm text-slate-500" role="status">
          {t("loadingReturns")}
        </p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-700" data-return-window="">
            {returns.window.ends_at
              ? returns.window.open
                ? t("windowOpen", { date: day(returns.window.ends_at), days: digits(returns.window.days) })
                : t("windowClosed", { date: day(returns.window.ends_at), days: digits(returns.window.days) })
              : t("windowDays", { days: digits(returns.window.days) })}{" "}
            <a href={path("/shipping-and-refund-policy#returns")} className="font-medium text-brand-700 underline">
              {t("policy")}
            </a>
          </p>
          {open ? (
            <ReturnForm
              orderKey={order.order_key}
              returns={returns}
              onCancel={() => {
                setOpen(false);
                requestAnimationFrame(() => panel.current?.querySelector<HTMLButtonElement>("[data-return-open]")?.focus());
              }}
              onDone={(next) => {
                setReturns(next);
                setOpen(false);
                requestAnimationFrame(() => panel.current?.focus());
              }}
            />
          ) : canReturn ? (
            <Button variant="outlined" onClick={() => setOpen(true)} data-return-open="">
              {t("title")}
            </Button>
          ) : null}
          <ReturnStates orderKey={order.order_key} returns={returns.returns} />
        </div>
      )}
    </section>
  );
}
