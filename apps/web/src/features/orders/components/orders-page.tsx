"use client";

import { ORDER_LIST_FILTERS, ORDER_LIST_STATUSES, toBanglaDigits, type OrderListFilter, type OrderListStatus, type OrdersListResponse } from "@shop/contracts";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { ButtonLink } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { SignInPrompt } from "@/features/cart/components/sign-in-prompt";
import { errorMessage } from "@/features/cart/lib/error-message";
import { useShopSession } from "@/features/identity/session";
import { getOrders } from "@/lib/api/orders";
import { useLocale, useLocalePath, useT } from "@/i18n/client";
import { cn } from "@/lib/cn";
import { isFiltered, ordersListHref, parseOrdersListQuery, type OrdersListQuery } from "../lib/order-list-query";
import { FailedBlock, LoadingBlock } from "./order-states";
import { OrderReviewActions } from "./order-review-actions";
import { OrderRow } from "./order-row";

type Load = { phase: "loading" | "ready" } | { phase: "failed"; message: string };

/**
 * /my-orders?page&status&filter (spec §2): status tabs, the period, the shopper's
 * orders newest first (10 a page) and Previous / Next. The query lives in the URL, so
 * a reload, Back and a shared link show the same list.
 */
export function OrdersPage() {
  const { status, user } = useShopSession();
  const query = parseOrdersListQuery(useSearchParams());
  const { page, status: tab, filter } = query;
  const [data, setData] = useState<OrdersListResponse | null>(null);
  const [load, setLoad] = useState<Load>({ phase: "loading" });
  const [attempt, setAttempt] = useState(0);
  const t = useT("orders");
  const locale = useLocale();

  useEffect(() => {
    if (status !== "authenticated") return;
    let current = true;
    setLoad({ phase: "loading" });
    getOrders({ page, status: tab, filter })
      .then((answer) => {
        if (!current) return;
        setData(answer);
        setLoad({ phase: "ready" });
      })
      .catch((error: unknown) => current && setLoad({ phase: "failed", message: errorMessage(error) }));
    return () => {
      current = false;
    };
  }, [status, user?.phone, page, tab, filter, attempt]);

  if (status === "unauthenticated") return <SignInPrompt path={ordersListHref(query)} what="see your orders" />;

  return (
    <div className="space-y-4">
      <StatusTabs query={query} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodSelect query={query} />
        {load.phase === "loading" && data ? (
          <span role="status" aria-label={t("loading")} className="inline-flex">
            <Spinner className="size-5 text-brand-600" />
          </span>
        ) : load.phase === "ready" && data ? (
          <p role="status" className="text-sm text-slate-600">
            {data.meta.total === 1 ? t("countOne") : t("count", { count: locale === "bn" ? toBanglaDigits(String(data.meta.total)) : data.meta.total })}
          </p>
        ) : null}
      </div>
      {load.phase === "failed" ? (
        <FailedBlock message={load.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !data ? (
        <LoadingBlock label={t("loading")} />
      ) : (
        <Orders data={data} query={query} busy={load.phase === "loading"} />
      )}
    </div>
  );
}

function Orders({ data, query, busy }: { data: OrdersListResponse; query: OrdersListQuery; busy: boolean }) {
  const t = useT("orders");
  const locale = useLocale();
  const href = useLocalePath();
  const digits = (n: number) => (locale === "bn" ? toBanglaDigits(String(n)) : String(n));
  if (data.data.length === 0) {
    if (busy) return null;
    if (data.meta.total > 0) return <Empty text={t("pastEnd")} href={href(ordersListHref({ ...query, page: 1 }))} linkText={t("firstPage")} />;
    if (isFiltered(query)) return <Empty text={t("noMatch")} href={href("/my-orders")} linkText={t("showAll")} />;
    return <Empty text={t("none")} href={href("/")} linkText={t("startShopping")} />;
  }
  const { page, last_page } = data.meta;
  return (
    <>
      <ul role="list" aria-label={t("list")} aria-busy={busy || undefined} className={cn("space-y-3 transition-opacity", busy && "opacity-60")}>
        {data.data.map((order) => (
          <li key={order.order_key}>
            <OrderRow order={order} />
            <OrderReviewActions order={order} />
          </li>
        ))}
      </ul>
      {last_page > 1 ? (
        <nav aria-label={t("pagination")} className="flex items-center justify-between gap-3 pt-2">
          <ButtonLink href={href(ordersListHref({ ...query, page: page - 1 }))} variant="outlined" disabled={page <= 1} rel="prev">
            {t("previous")}
          </ButtonLink>
          <p className="text-sm text-slate-700" data-pages="">
            {t("pageOf", { page: digits(page), last: digits(last_page) })}
          </p>
          <ButtonLink href={href(ordersListHref({ ...query, page: page + 1 }))} variant="outlined" disabled={page >= last_page} rel="next">
            {t("next")}
          </ButtonLink>
        </nav>
      ) : null}
    </>
  );
}

/** The status tabs: links (so each tab is a URL), the current one marked; they scroll sideways on a phone. */
function StatusTabs({ query }: { query: OrdersListQuery }) {
  const t = useT("orders");
  const href = useLocalePath();
  return (
    <nav aria-label={t("status")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul role="list" className="flex w-max min-w-full gap-1 border-b border-slate-200">
        {ORDER_LIST_STATUSES.map((status: OrderListStatus) => {
          const active = status === query.status;
          return (
            <li key={status}>
              <a
                href={href(ordersListHref({ page: 1, status, filter: query.filter }))}

                data-scroll="keep"
                aria-current={active ? "page" : undefined}
                data-status-tab={status}
                className={cn(
                  "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap",
                  active ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )}
              >
                {t(status)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function PeriodSelect({ query }: { query: OrdersListQuery }) {
  const router = useRouter();
  const id = useId();
  const t = useT("orders");
  const href = useLocalePath();
  const choose = (value: string) => {
    const filter = (ORDER_LIST_FILTERS as readonly string[]).includes(value) ? (value as OrderListFilter) : "all";
    router.push(href(ordersListHref({ page: 1, status: query.status, filter })), { scroll: false });
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t("period")}
      </label>
      <select
        id={id}
        name="filter"
        value={query.filter}
        onChange={(e) => choose(e.target.value)}
        className="h-11 rounded-md border border-slate-300 bg-white pr-8 pl-3 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30"
      >
        {ORDER_LIST_FILTERS.map((f) => (
          <option key={f} value={f}>
            {t(f === "all" ? "allTime" : f)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The empty list, in EmptyState's look, with the way on that fits (shopping, or all orders). */
function Empty({ text, href, linkText }: { text: string; href: string; linkText: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center" data-orders-empty="">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-16 text-slate-300"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21 8 12 3 3 8v8l9 5 9-5z" />
        <path d="m3 8 9 5 9-5M12 13v8" />
      </svg>
      <p className="text-slate-700">{text}</p>
      <ButtonLink href={href} variant="primary">
        {linkText}
      </ButtonLink>
    </div>
  );
}
