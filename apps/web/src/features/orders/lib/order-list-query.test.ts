import { describe, expect, it } from "vitest";
import { isFiltered, ordersListHref, parseOrdersListQuery } from "./order-list-query";

const read = (qs: string) => parseOrdersListQuery(new URLSearchParams(qs));

describe("parseOrdersListQuery", () => {
  it("defaults to page 1, all statuses, all time", () => {
    expect(read("")).toEqual({ page: 1, status: "all", filter: "all" });
  });

  it("reads a known status, filter and page", () => {
    expect(read("page=3&status=shipped&filter=last_30_days")).toEqual({ page: 3, status: "shipped", filter: "last_30_days" });
  });

  it("reads failed and unknown statuses as all, unknown filters as all", () => {
    expect(read("status=failed").status).toBe("all");
    expect(read("status=lost").status).toBe("all");
    expect(read("filter=yesterday").filter).toBe("all");
  });

  it("reads a page that is not a whole number from 1 as page 1", () => {
    for (const page of ["0", "-2", "abc", "2.5", ""]) expect(read(`page=${page}`).page).toBe(1);
  });
});

describe("ordersListHref", () => {
  it("leaves the defaults out", () => {
    expect(ordersListHref({ page: 1, status: "all", filter: "all" })).toBe("/my-orders");
  });

  it("keeps status, filter and page", () => {
    expect(ordersListHref({ page: 2, status: "pending", filter: "this_year" })).toBe("/my-orders?status=pending&filter=this_year&page=2");
  });

  it("round-trips through the parser", () => {
    const query = { page: 4, status: "delivered", filter: "last_6_months" } as const;
    const href = ordersListHref(query);
    expect(parseOrdersListQuery(new URLSearchParams(href.split("?")[1]))).toEqual(query);
  });
});

describe("isFiltered", () => {
  it("is true only when a tab or period is chosen", () => {
    expect(isFiltered({ page: 2, status: "all", filter: "all" })).toBe(false);
    expect(isFiltered({ page: 1, status: "cancelled", filter: "all" })).toBe(true);
    expect(isFiltered({ page: 1, status: "all", filter: "this_year" })).toBe(true);
  });
});
