import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "@shop/db";
import { REVIEW_MESSAGES, orderResponse, productReviewsResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, guestId, type ProductRecord } from "../../test/factories";
import { addReview, signInStaff, type Staff } from "../admin/shop-test-helpers";
import { authorOf } from "./service";
import { catalogVersionOf, deliverOrder, namedShopper, placeOrder, ratingColumns, type PlacedOrder, type Shopper } from "./test-helpers";

const t = useTestApp();
let categoryId: number;
let owner: Staff;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  owner = await signInStaff(t.app, t.db, "owner");
});

type Headers = Record<string, string>;
const product = (input: { isActive?: boolean } = {}) => createProduct(t.db, { categoryId, price: 500, stock: 50, ...input });
const list = (slug: string, query = "") => call(t.app, "GET", `/v1/product/${slug}/reviews${query}`);
const write = (slug: string, headers: Headers, body: unknown) => call(t.app, "POST", `/v1/product/${slug}/reviews`, headers, body);
const goodReview = (orderKey: string, input: { rating?: number; review?: string } = {}) => ({
  rating: input.rating ?? 4,
  review: input.review ?? "Works as described, fast delivery.",
  order_key: orderKey,
});

/** A shopper whose order of `products` was delivered. */
async function deliveredTo(products: ProductRecord[], shopper?: Shopper): Promise<{ shopper: Shopper; order: PlacedOrder }> {
  const who = shopper ?? (await namedShopper(t.app, t.db, "Karim Hasan"));
  const order = await placeOrder(
    t.app,
    who,
    products.map((p) => p.slug),
  );
  await deliverOrder(t.app, owner, order.number);
  return { shopper: who, order };
}

function expectRefused(res: { status: number; body: { message: string; errors: unknown[] } }, field: string | undefined, message: string, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.message).toBe(message);
  expect(res.body.errors).toEqual([{ ...(field ? { field } : {}), message, code }]);
}

describe("authorOf", () => {
  it("shows the first name and the last name's initial, never more", () => {
    expect(authorOf("Karim Hasan")).toBe("Karim H.");
    expect(authorOf("  md. karim   uddin hasan ")).toBe("md. H.");
    expect(authorOf("Karim")).toBe("Karim");
    expect(authorOf("রহিম উদ্দিন")).toBe("রহিম উ.");
    expect(authorOf(null)).toBe("Shopper");
    expect(authorOf("   ")).toBe("Shopper");
  });
});

describe("GET /v1/product/{slug}/reviews", () => {
  it("answers an empty first page with a zero average for a product without reviews", async () => {
    const p = await product();
    const res = await list(p.slug);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(res.body).toEqual({
      message: "Reviews",
      data: [],
      meta: { page: 1, per_page: 10, total: 0, last_page: 1, average: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    });
  });

  it("lists visible reviews newest first, 10 a page, with the average and the count per star of the visible ones", async () => {
    const p = await product();
    const other = await product();
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    // 12 reviews, the newest last: ratings 5,5,5,5,4,4,4,3,3,2,1,1.
    const ratings = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1, 1];
    const ids: number[] = [];
    for (const [i, rating] of ratings.entries()) {
      const author = await createSignedInUser(t.db, { fullName: `Nadia Rahman${i}` });
      // The first author never gave a name.
      if (i === 0) await t.db.execute(sql`update users set full_name = null where id = ${author.user.id}`);
      ids.push(await addReview(t.db, { productId: p.id, userId: author.user.id, rating, createdAt: minutesAgo(100 - i) }));
    }
    const stranger = await createSignedInUser(t.db);
    await addReview(t.db, { productId: other.id, userId: stranger.user.id, rating: 1 });
    // The back office hides the newest (a 1): it leaves the list, the average and the count.
    const hide = await call(t.app, "POST", `/v1/admin/reviews/${ids[11]}/hide`, owner.headers);
    expect(hide.status).toBe(200);

    const first = productReviewsResponse.parse((await list(p.slug)).body);
    const newestFirst = ids.slice(0, 11).reverse();
    expect(first.data.map((r) => r.id)).toEqual(newestFirst.slice(0, 10));
    // 5*4 + 4*3 + 3*2 + 2 + 1 = 41 over 11 = 3.7272… → 3.73
    expect(first.meta).toEqual({ page: 1, per_page: 10, total: 11, last_page: 2, average: 3.73, distribution: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 4 } });
    expect(first.data[0]).toEqual({
      id: ids[10],
      rating: 1,
      review: "Works as described, fast delivery.",
      author: "Nadia R.",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+06:00$/),
      verified_purchase: true,
    });

    const second = productReviewsResponse.parse((await list(p.slug, "?page=2")).body);
    expect(second.data.map((r) => [r.id, r.author])).toEqual([[ids[0], "Shopper"]]);
    expect(second.meta).toMatchObject({ page: 2, total: 11, last_page: 2 });
    const past = productReviewsResponse.parse((await list(p.slug, "?page=3")).body);
    expect(past.data).toEqual([]);
    // A page that makes no sense reads as the first.
    expect(productReviewsResponse.parse((await list(p.slug, "?page=abc")).body).meta.page).toBe(1);
  });

  it("answers 404 for an unknown product and for one the shop has hidden", async () => {
    const hidden = await product({ isActive: false });
    for (const slug of ["no-such-product", hidden.slug]) {
      const res = await list(slug);
      expect(res.status).toBe(404);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("the author of a review by a shopper without a name (issue 40)", () => {
  it("reads as the first name and initial on the reviewed order's delivery address; 'Shopper' only when the shop knows no name", async () => {
    const p = await product();
    const shopper = await namedShopper(t.app, t.db, null);
    await t.db.execute(sql`update addresses set full_name = 'Rahim Khan' where id = ${shopper.address.id}`);
    const { order } = await deliveredTo([p], shopper);
    // The saved address changes later: the review keeps the name it was delivered to.
    await t.db.execute(sql`update addresses set full_name = 'Someone Else' where id = ${shopper.address.id}`);
    expect((await write(p.slug, shopper.headers, goodReview(order.key))).status).toBe(201);

    const nameless = await createSignedInUser(t.db, { fullName: null });
    await t.db.execute(sql`update users set full_name = null where id = ${nameless.user.id}`);
    await addReview(t.db, { productId: p.id, userId: nameless.user.id, rating: 5, createdAt: new Date(Date.now() - 60_000) });

    const reviews = productReviewsResponse.parse((await list(p.slug)).body).data;
    expect(reviews.map((r) => r.author)).toEqual(["Rahim K.", "Shopper"]);
  });
});

describe("POST /v1/product/{slug}/reviews", () => {
  it("takes a review from the shopper's delivered order: stored as typed, counted once in the rating, the order shows it reviewed", async () => {
    const p = await product();
    const other = await product();
    const { shopper, order } = await deliveredTo([p, other]);
    const versionBefore = await catalogVersionOf(t.db);
    expect(await ratingColumns(t.db, p.id)).toEqual({ sum: 0, count: 0 });

    const typed = `  <b>Great</b> board & "cheap" — ভালো  `;
    const res = await write(p.slug, shopper.headers, goodReview(order.key, { rating: 5, review: typed }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ message: "Review Created", data: null });
    expect(res.headers["cache-control"]).toBe("no-store");

    expect(await ratingColumns(t.db, p.id)).toEqual({ sum: 5, count: 1 });
    expect(await ratingColumns(t.db, other.id)).toEqual({ sum: 0, count: 0 });
    const stored = await t.db.execute<{ review: string; order_id: string; user_id: string }>(
      sql`select review, order_id, user_id from reviews where product_id = ${p.id}`,
    );
    expect(stored.rows).toEqual([{ review: typed.trim(), order_id: expect.any(String), user_id: shopper.user.id }]);

    const listed = await list(p.slug);
    expect(listed.headers["content-type"]).toMatch(/^application\/json/);
    expect(productReviewsResponse.parse(listed.body).data).toEqual([
      { id: expect.any(Number), rating: 5, review: typed.trim(), author: "Karim H.", created_at: expect.any(String), verified_purchase: true },
    ]);

    const mine = orderResponse.parse((await call(t.app, "GET", `/v1/orders/${order.key}`, shopper.headers)).body).data.order;
    expect(mine.items.map((i) => [i.product_slug, i.is_reviewed])).toEqual([
      [p.slug, true],
      [other.slug, false],
    ]);

    // Not the whole catalog: the version stays, yet the product page shows the new rating.
    expect(await catalogVersionOf(t.db)).toBe(versionBefore);
    const page = await call(t.app, "GET", `/v1/products/${p.slug}`);
    expect(page.body.data.product.rating).toEqual({ average: 5, count: 1 });
  });

  it("refreshes a cached product page and its ETag with the new rating, without moving the catalog version", async () => {
    const p = await product();
    const { shopper, order } = await deliveredTo([p]);
    const before = await call(t.app, "GET", `/v1/products/${p.slug}`);
    expect(before.body.data.product.rating).toEqual({ average: 0, count: 0 });
    const etag = before.headers.etag as string;
    const versionBefore = await catalogVersionOf(t.db);

    expect((await write(p.slug, shopper.headers, goodReview(order.key, { rating: 3 }))).status).toBe(201);

    const revalidated = await t.app.inject({ method: "GET", url: `/v1/products/${p.slug}`, headers: { "if-none-match": etag } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json().data.product.rating).toEqual({ average: 3, count: 1 });
    expect(await catalogVersionOf(t.db)).toBe(versionBefore);
  });

  it("takes one review per shopper and product: a second, even from another delivered order, is refused and moves nothing", async () => {
    const p = await product();
    const { shopper, order } = await deliveredTo([p]);
    const { order: again } = await deliveredTo([p], shopper);
    expect((await write(p.slug, shopper.headers, goodReview(order.key, { rating: 2 }))).status).toBe(201);

    for (const key of [order.key, again.key]) {
      const twice = await write(p.slug, shopper.headers, goodReview(key, { rating: 5 }));
      expectRefused(twice, undefined, "You have already reviewed this product", "already_reviewed");
    }
    expect(await ratingColumns(t.db, p.id)).toEqual({ sum: 2, count: 1 });
    // The other order of the same product reads as reviewed too (the dialog then says so).
    const other = orderResponse.parse((await call(t.app, "GET", `/v1/orders/${again.key}`, shopper.headers)).body).data.order;
    expect(other.items.map((i) => i.is_reviewed)).toEqual([true]);
  });

  it("moves the rating once when the same shopper submits three times at once", async () => {
    const p = await product();
    const { shopper, order } = await deliveredTo([p]);
    const { order: again } = await deliveredTo([p], shopper);
    const results = await Promise.all([order.key, again.key, order.key].map((key) => write(p.slug, shopper.headers, goodReview(key, { rating: 4 }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    expect(await ratingColumns(t.db, p.id)).toEqual({ sum: 4, count: 1 });
    const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from reviews where product_id = ${p.id}`);
    expect(Number(rows.rows[0].n)).toBe(1);
  });

  it("refuses an order that is not delivered, not the shopper's, unknown, or without the product, on order_key", async () => {
    const p = await product();
    const elsewhere = await product();
    const shopper = await namedShopper(t.app, t.db, "Sadia Islam");
    const pending = await placeOrder(t.app, shopper, [p.slug]);
    expectRefused(await write(p.slug, shopper.headers, goodReview(pending.key)), "order_key", REVIEW_MESSAGES.orderNotDelivered, "order_not_delivered");
    // Shipped is not delivered either.
    for (const action of ["confirm", "process"])
      expect((await call(t.app, "POST", `/v1/admin/orders/${pending.number}/${action}`, owner.headers, {})).status).toBe(200);
    const ship = { courier: "manual", courier_name: "Pathao", courier_tracking_number: "X1" };
    expect((await call(t.app, "POST", `/v1/admin/orders/${pending.number}/ship`, owner.headers, ship)).status).toBe(200);
    expectRefused(await write(p.slug, shopper.headers, goodReview(pending.key)), "order_key", REVIEW_MESSAGES.orderNotDelivered, "order_not_delivered");

    const { order: theirs } = await deliveredTo([p]);
    expectRefused(await write(p.slug, shopper.headers, goodReview(theirs.key)), "order_key", REVIEW_MESSAGES.orderNotFound, "order_not_found");
    expectRefused(await write(p.slug, shopper.headers, goodReview("no-such-order-key")), "order_key", REVIEW_MESSAGES.orderNotFound, "order_not_found");

    const { order: withoutIt } = await deliveredTo([elsewhere], shopper);
    expectRefused(await write(p.slug, shopper.headers, goodReview(withoutIt.key)), "order_key", REVIEW_MESSAGES.productNotInOrder, "product_not_in_order");

    expect(await ratingColumns(t.db, p.id)).toEqual({ sum: 0, count: 0 });
    const rows = await t.db.execute(sql`select 1 from reviews where product_id = ${p.id}`);
    expect(rows.rows).toEqual([]);
  });

  it("checks the rating and the review in the spec's words", async () => {
    const p = await product();
    const longer = await product();
    const { shopper, order } = await deliveredTo([p, longer]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rating: 0 }, "rating", "Rating can not be empty"],
      [{ rating: undefined }, "rating", "Rating can not be empty"],
      [{ rating: null }, "rating", "Rating can not be empty"],
      [{ rating: 6 }, "rating", "Rating can not be more than 5"],
      [{ rating: 3.5 }, "rating", "Rating must be a whole number from 1 to 5"],
      [{ review: "" }, "review", "Review can not be empty"],
      [{ review: "     " }, "review", "Review can not be empty"],
      [{ review: undefined }, "review", "Review can not be empty"],
      [{ review: " 123456789 " }, "review", "Review should have a minimum length of 10"],
      [{ review: "x".repeat(501) }, "review", "Review should have a maximum length of 500"],
      [{ order_key: "" }, "order_key", REVIEW_MESSAGES.orderRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await write(p.slug, shopper.headers, { ...goodReview(order.key), ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors[0], JSON.stringify(change)).toEqual({ field, message, code: "validation_failed" });
    }
    expect(await ratingColumns(t.db, p.id)).toEqual({ sum: 0, count: 0 });
    // Exactly 10 and 500 characters after trimming pass.
    const shortest = await write(p.slug, shopper.headers, goodReview(order.key, { review: `  ${"a".repeat(10)}  ` }));
    expect(shortest.status, JSON.stringify(shortest.body)).toBe(201);
    const longest = await write(longer.slug, shopper.headers, goodReview(order.key, { review: `${"b".repeat(500)}\n` }));
    expect(longest.status, JSON.stringify(longest.body)).toBe(201);
  });

  it("asks a guest to sign in, before looking at the form", async () => {
    const p = await product();
    for (const headers of [{}, { "x-unique-number": guestId() }, { authorization: "Bearer not-a-token" }] as Headers[]) {
      for (const body of [goodReview("whatever"), { rating: 0 }]) {
        const res = await write(p.slug, headers, body);
        expect(res.status).toBe(401);
        expect(res.body.errors[0].code).toBe("unauthorized");
      }
    }
  });

  it("answers 404 for an unknown or hidden product", async () => {
    const p = await product();
    const { shopper, order } = await deliveredTo([p]);
    expect((await write("no-such-product", shopper.headers, goodReview(order.key))).status).toBe(404);
    await t.db.execute(sql`update products set is_active = false where id = ${p.id}`);
    expect((await write(p.slug, shopper.headers, goodReview(order.key))).status).toBe(404);
    expect(await ratingColumns(t.db, p.id)).toEqual({ sum: 0, count: 0 });
  });
});
