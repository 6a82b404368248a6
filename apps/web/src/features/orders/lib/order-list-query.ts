import { ordersQuery, type OrderListFilter, type OrderListStatus } from "@shop/contracts";

/** What /my-orders shows: the page, the status tab and the period (spec §2). */
export type OrdersListQuery = { page: number; status: OrderListStatus; filter: OrderListFilter };

type ParamsLike = { get(name: string): string | null };

/**
 * Reads ?page&status&filter with the API's own rules (contracts' ordersQuery): page
 * defaults to 1, an unknown status (and `failed`) reads as all, an unknown filter as all.
 */
export function parseOrdersListQuery(params: ParamsLike): OrdersListQuery {
  return ordersQuery.parse({
    page: params.get("page") ?? undefined,
    status: params.get("status") ?? undefined,
    filter: params.get("filter") ?? undefined,
  });
}

/** `/my-orders` with the query, defaults left out so the plain list has the plain URL. */
export function ordersListHref(query: OrdersListQuery): string {
  const params = new URLSearchParams();
  if (query.status !== "all") params.set("status", query.status);
  if (query.filter !== "all") params.set("filter", query.filter);
  if (query.page > 1) params.set("page", String(query.page));
  const qs = params.toString();
  return qs ? `/my-orders?${qs}` : "/my-orders";
}

/** True when a tab or the period narrows the list (the empty text then says so). */
export function isFiltered(query: OrdersListQuery): boolean {
  return query.status !== "all" || query.filter !== "all";
}
