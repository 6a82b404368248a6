import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@shop/db";
import { createTestDb } from "../../test/db";
import { createSignedInUser } from "../../test/factories";
import { DASHBOARD_ORDER_QUERIES } from "../admin/dashboard";
import { searchOf } from "./admin";
import { adminQueueQueries } from "./admin-queries";

/**
 * The back office's reads of orders on a shop with two years of them (5,000, one every
 * 3.5 hours, about 200 in the last 30 days; most delivered, one in ten cancelled, one in
 * fifty pending): their plans read the indexes of migration 0018 instead of every order
 * the shop ever took, and a count joins the customers only when the phone search needs
 * them. Plans, not timings (decision 025, twentieth round, has the figures).
 */
let handle: DbHandle;
const plan = async (query: SQL) =>
  (await handle.db.execute<{ "QUERY PLAN": string }>(sql`explain (costs off) ${query}`)).rows.map((row) => row["QUERY PLAN"]).join("\n");
const firstPage = { page: 1, perPage: 20 };

beforeAll(async () => {
  handle = await createTestDb();
  await createSignedInUser(handle.db);
  // 500 customers, ten orders each, as a shop's are spread (one customer with every order
  // would make reading all of them the right plan for a search by their phone).
  await handle.db.execute(sql`insert into users (phone, full_name) select '017' || lpad(i::text, 8, '0'), 'Customer ' || i from generate_series(1, 500) i`);
  await handle.db.execute(sql`
    insert into orders (order_key, order_number, user_id, status, payment_method, delivery_method, address, subtotal, total, created_at, updated_at)
    select 'plan-' || i, 'P' || i, c.ids[1 + i % 500],
      (case when i % 50 = 0 then 'pending' when i % 10 = 0 then 'cancelled' else 'delivered' end)::order_status,
      'cash_on_delivery', 'home_delivery', jsonb_build_object('phone_number', '017' || lpad((1 + i % 500)::text, 8, '0')),
      1000, 1000, now() - i * interval '3.5 hours', now()
    from generate_series(1, 5000) i, (select array_agg(id order by phone) as ids from users where phone like '017%') c`);
  await handle.db.execute(sql`vacuum (analyze) users`);
  await handle.db.execute(sql`vacuum (analyze) orders`);
});
afterAll(async () => {
  await handle?.close();
});

describe("the order queue on two years of orders", () => {
  it("reads a page newest first off an index, without sorting every order", async () => {
    const page = await plan(adminQueueQueries({}).page(firstPage));
    expect(page).toMatch(/Index Scan using orders_created_idx on orders/);
    expect(page).not.toMatch(/Sort/);
    const tab = await plan(adminQueueQueries({ status: "delivered" }).page({ page: 3, perPage: 20 }));
    expect(tab).toMatch(/Index Scan using orders_(status|created)_idx on orders/);
    expect(tab).not.toMatch(/Sort/);
    const range = await plan(adminQueueQueries({ from: "2026-01-01", to: "2026-01-31" }).page(firstPage));
    expect(range).toMatch(/orders_created_idx/);
    expect(range).not.toMatch(/Seq Scan on orders/);
  });

  it("counts the queue and its tabs without the customers, unless the phone search reads them", async () => {
    const all = adminQueueQueries({});
    expect(await plan(all.byStatus)).not.toMatch(/users/);
    const search = adminQueueQueries({ phoneSuffix: "1234" });
    expect(await plan(search.byStatus)).toMatch(/users/);
  });

  it("finds orders by the digits a phone ends with off the reversed phones' indexes, not every order", async () => {
    const text = await plan(adminQueueQueries({ phoneSuffix: "5678" }).page({ page: 1, perPage: 20 }));
    expect(text).toMatch(/orders_address_phone_reverse_idx/);
    expect(text).toMatch(/users_phone_reverse_idx/);
    expect(text).not.toMatch(/Seq Scan on orders po/);
  });

  it("reads digits typed in the search box (an order number or a phone's end) off indexes in the page and the tabs (the total is theirs)", async () => {
    // What the box makes of "345678": both an order number and a phone's last digits.
    const queries = adminQueueQueries(searchOf("345678"));
    for (const query of [queries.page(firstPage), queries.byStatus]) {
      const text = await plan(query);
      expect(text).toMatch(/orders_order_number_unique/);
      expect(text).toMatch(/orders_address_phone_reverse_idx/);
      expect(text).not.toMatch(/Seq Scan on orders/);
    }
  });
});

describe("the dashboard on two years of orders", () => {
  it("sums the last 30 days and counts the open orders off their indexes", async () => {
    const sales = await plan(DASHBOARD_ORDER_QUERIES.sales);
    expect(sales).toMatch(/orders_created_idx/);
    expect(sales).not.toMatch(/Seq Scan on orders/);
    const waiting = await plan(DASHBOARD_ORDER_QUERIES.waiting);
    expect(waiting).toMatch(/orders_status_idx/);
    expect(waiting).not.toMatch(/Seq Scan on orders/);
  });
});
