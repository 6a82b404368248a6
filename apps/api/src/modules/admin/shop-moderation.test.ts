import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox, questions, eq, sql } from "@shop/db";
import { ADMIN_MESSAGES, adminQuestionsResponse, adminReviewsResponse, REVALIDATE_PATH } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, type ProductRecord } from "../../test/factories";
import { addQuestion, addReview, auditOf, ratingOf, signInStaff, type Staff } from "./shop-test-helpers";

/** A stand-in for the web app's revalidation route: records the paths the API asks it to drop. */
const revalidated: string[][] = [];
const web = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => (body += chunk));
  request.on("end", () => {
    if (request.url === REVALIDATE_PATH) revalidated.push((JSON.parse(body) as { paths: string[] }).paths);
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});
await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => web.close(() => resolve())));

const t = useTestApp({
  WEB_INTERNAL_URL: `http://127.0.0.1:${(web.address() as AddressInfo).port}`,
  FORWARDER_SECRET: "s".repeat(32),
  PUBLIC_WEB_URL: "https://shop.example",
});
let staff: Staff;
let categoryId: number;
beforeAll(async () => {
  staff = await signInStaff(t.app, t.db, "staff", "Karim Staff");
  categoryId = (await createCategory(t.db)).id;
});
beforeEach(() => {
  revalidated.length = 0;
});

const product = (name?: string): Promise<ProductRecord> => createProduct(t.db, { categoryId, name });
const post = (url: string, body?: unknown) => call(t.app, "POST", url, staff.headers, body);
const messagesTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("GET /v1/admin/questions", () => {
  it("lists the unanswered queue oldest first, and the answered, hidden and all tabs", async () => {
    const p = await product();
    const asker = await createSignedInUser(t.db, { email: "asker-list@example.com", fullName: "Rahim" });
    const newest = await addQuestion(t.db, { productId: p.id, userId: asker.user.id, title: "Newest", createdAt: ago(1) });
    const oldest = await addQuestion(t.db, { productId: p.id, userId: asker.user.id, title: "Oldest", createdAt: ago(30) });
    const answered = await addQuestion(t.db, { productId: p.id, userId: asker.user.id, answer: "Yes", createdAt: ago(20) });
    const hidden = await addQuestion(t.db, { productId: p.id, userId: asker.user.id, hidden: true, createdAt: ago(10) });

    const queue = adminQuestionsResponse.parse((await call(t.app, "GET", "/v1/admin/questions", staff.headers)).body);
    const mine = (ids: number[]) => ids.filter((id) => [newest, oldest, answered, hidden].includes(id));
    expect(mine(queue.data.map((q) => q.id))).toEqual([oldest, newest]);
    expect(queue.data.find((q) => q.id === oldest)).toEqual({
      id: oldest,
      product: { id: p.id, name: p.name, slug: p.slug },
      title: "Oldest",
      answer: null,
      answered_at: null,
      hidden: false,
      asker: { id: asker.user.id, full_name: "Rahim", phone: asker.user.phone, email: "asker-list@example.com" },
      created_at: expect.stringMatching(/\+06:00$/),
    });
    const tab = async (status: string) =>
      mine(adminQuestionsResponse.parse((await call(t.app, "GET", `/v1/admin/questions?status=${status}`, staff.headers)).body).data.map((q) => q.id));
    expect(await tab("answered")).toEqual([answered]);
    expect(await tab("hidden")).toEqual([hidden]);
    expect(await tab("all")).toEqual([newest, hidden, answered, oldest]);
    // An unknown tab falls back to the queue.
    expect(await tab("bogus")).toEqual([oldest, newest]);
  });
});

describe("POST /v1/admin/questions/{id}/answer", () => {
  it("answers, mails the asker a link to the product, writes one audit entry and refreshes the product page", async () => {
    const p = await product("ESP32 DevKit");
    const asker = await createSignedInUser(t.db, { email: "asker@example.com", fullName: "Rahim" });
    const id = await addQuestion(t.db, { productId: p.id, userId: asker.user.id, title: "Has it Bluetooth?" });

    const res = await post(`/v1/admin/questions/${id}/answer`, { answer: "  Yes, BLE 4.2 and classic.  " });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("Question answered");
    expect(res.body.data).toMatchObject({ id, answer: "Yes, BLE 4.2 and classic.", answered_at: expect.stringMatching(/\+06:00$/), hidden: false });

    const mails = await messagesTo("asker@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: "email", subject: `${t.env.SHOP_NAME}: your question about ESP32 DevKit was answered` });
    expect(mails[0].body).toContain(`https://shop.example/product/${p.slug}`);
    expect(mails[0].body).toContain("Yes, BLE 4.2 and classic.");
    expect(await messagesTo(asker.user.phone)).toEqual([]);

    expect(await auditOf(t.db, "question", id)).toEqual([
      {
        actor_id: staff.id,
        action: "question.answer",
        entity: "question",
        entity_id: String(id),
        before: { answer: null, hidden: false },
        after: { answer: "Yes, BLE 4.2 and classic.", hidden: false },
      },
    ]);
    expect(revalidated).toEqual([[`/product/${p.slug}`]]);
  });

  it("sends an SMS when the asker has no email; a corrected answer is saved but not sent again", async () => {
    const p = await product("HC-05 module");
    const asker = await createSignedInUser(t.db, { email: null });
    const id = await addQuestion(t.db, { productId: p.id, userId: asker.user.id });

    expect((await post(`/v1/admin/questions/${id}/answer`, { answer: "It works at 3.3 V logic." })).status).toBe(200);
    const sms = await messagesTo(asker.user.phone);
    expect(sms.map((m) => [m.channel, m.body])).toEqual([
      ["sms", `${t.env.SHOP_NAME}: your question about HC-05 module was answered. https://shop.example/product/${p.slug}`],
    ]);

    const first = await t.db.select().from(questions).where(eq(questions.id, id));
    const edited = await post(`/v1/admin/questions/${id}/answer`, { answer: "It works at 3.3 V logic; power it from 5 V." });
    expect(edited.status).toBe(200);
    expect(edited.body.data.answer).toBe("It works at 3.3 V logic; power it from 5 V.");
    const [row] = await t.db.select().from(questions).where(eq(questions.id, id));
    expect(row.answeredAt!.getTime()).toBeGreaterThanOrEqual(first[0].answeredAt!.getTime());
    expect(await messagesTo(asker.user.phone)).toHaveLength(1);
    const audit = await auditOf(t.db, "question", id);
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({ before: { answer: "It works at 3.3 V logic." }, after: { answer: "It works at 3.3 V logic; power it from 5 V." } });
  });

  it("refuses an empty or too short answer (422 on answer) and an unknown or malformed id (404), changing nothing", async () => {
    const p = await product();
    const asker = await createSignedInUser(t.db, { email: "short@example.com" });
    const id = await addQuestion(t.db, { productId: p.id, userId: asker.user.id });
    for (const body of [{}, { answer: " " }, { answer: "y" }]) {
      const res = await post(`/v1/admin/questions/${id}/answer`, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ field: "answer", message: ADMIN_MESSAGES.answerRequired });
    }
    expect((await post("/v1/admin/questions/987654/answer", { answer: "Yes it does" })).status).toBe(404);
    expect((await post("/v1/admin/questions/abc/answer", { answer: "Yes it does" })).status).toBe(404);
    const [row] = await t.db.select().from(questions).where(eq(questions.id, id));
    expect(row.answer).toBeNull();
    expect(await messagesTo("short@example.com")).toEqual([]);
    expect(await auditOf(t.db, "question", id)).toEqual([]);
  });
});

describe("POST /v1/admin/questions/{id}/hide and /show", () => {
  it("hides and shows a question, once each: a repeat changes nothing and writes no audit entry", async () => {
    const p = await product();
    const asker = await createSignedInUser(t.db);
    const id = await addQuestion(t.db, { productId: p.id, userId: asker.user.id });

    const hidden = await post(`/v1/admin/questions/${id}/hide`);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ message: "Question hidden", data: { id, hidden: true } });
    expect((await post(`/v1/admin/questions/${id}/hide`)).body.data.hidden).toBe(true);
    expect(revalidated).toEqual([[`/product/${p.slug}`]]);
    const queue = (await call(t.app, "GET", "/v1/admin/questions", staff.headers)).body.data.map((q: { id: number }) => q.id);
    expect(queue).not.toContain(id);

    expect((await post(`/v1/admin/questions/${id}/show`)).body.data.hidden).toBe(false);
    expect((await post(`/v1/admin/questions/${id}/show`)).body.data.hidden).toBe(false);
    expect((await auditOf(t.db, "question", id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ["question.hide", { answer: null, hidden: false }, { answer: null, hidden: true }],
      ["question.show", { answer: null, hidden: true }, { answer: null, hidden: false }],
    ]);
    expect(revalidated).toHaveLength(2);
  });

  it("does not tell the asker about an answer to a hidden question", async () => {
    const p = await product();
    const asker = await createSignedInUser(t.db, { email: "hidden-asker@example.com" });
    const id = await addQuestion(t.db, { productId: p.id, userId: asker.user.id, hidden: true });
    expect((await post(`/v1/admin/questions/${id}/answer`, { answer: "Not sold with a cable." })).status).toBe(200);
    expect(await messagesTo("hidden-asker@example.com")).toEqual([]);
  });
});

describe("reviews", () => {
  it("lists reviews newest first, by visibility", async () => {
    const p = await product();
    const author = await createSignedInUser(t.db, { fullName: "Sadia" });
    const older = await addReview(t.db, { productId: p.id, userId: author.user.id, rating: 4, createdAt: ago(60) });
    const newer = await addReview(t.db, { productId: p.id, userId: author.user.id, rating: 2, createdAt: ago(5) });
    await post(`/v1/admin/reviews/${newer}/hide`);

    const all = adminReviewsResponse.parse((await call(t.app, "GET", "/v1/admin/reviews", staff.headers)).body);
    const mine = (ids: number[]) => ids.filter((id) => id === older || id === newer);
    expect(mine(all.data.map((r) => r.id))).toEqual([newer, older]);
    expect(all.data.find((r) => r.id === older)).toEqual({
      id: older,
      product: { id: p.id, name: p.name, slug: p.slug },
      rating: 4,
      review: "Works as described, fast delivery.",
      hidden: false,
      author: { id: author.user.id, full_name: "Sadia", phone: author.user.phone },
      created_at: expect.stringMatching(/\+06:00$/),
    });
    const tab = async (status: string) =>
      mine((await call(t.app, "GET", `/v1/admin/reviews?status=${status}`, staff.headers)).body.data.map((r: { id: number }) => r.id));
    expect(await tab("visible")).toEqual([older]);
    expect(await tab("hidden")).toEqual([newer]);
  });

  it("takes a hidden review out of the product's rating and puts it back when shown, each exactly once", async () => {
    const p = await product();
    const author = await createSignedInUser(t.db);
    const five = await addReview(t.db, { productId: p.id, userId: author.user.id, rating: 5 });
    await addReview(t.db, { productId: p.id, userId: author.user.id, rating: 4 });
    const one = await addReview(t.db, { productId: p.id, userId: author.user.id, rating: 1 });
    expect(await ratingOf(t.db, p.id)).toEqual({ sum: 10, count: 3 });

    const hidden = await post(`/v1/admin/reviews/${one}/hide`);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ message: "Review hidden", data: { id: one, hidden: true, rating: 1 } });
    expect(await ratingOf(t.db, p.id)).toEqual({ sum: 9, count: 2 });
    expect(revalidated).toEqual([[`/product/${p.slug}`]]);

    // Hiding again changes nothing: not the rating, not the log, not the page.
    expect((await post(`/v1/admin/reviews/${one}/hide`)).status).toBe(200);
    expect(await ratingOf(t.db, p.id)).toEqual({ sum: 9, count: 2 });
    expect(revalidated).toHaveLength(1);

    expect((await post(`/v1/admin/reviews/${five}/hide`)).status).toBe(200);
    expect(await ratingOf(t.db, p.id)).toEqual({ sum: 4, count: 1 });

    expect((await post(`/v1/admin/reviews/${one}/show`)).body).toMatchObject({ message: "Review shown", data: { hidden: false } });
    expect((await post(`/v1/admin/reviews/${one}/show`)).status).toBe(200);
    expect(await ratingOf(t.db, p.id)).toEqual({ sum: 5, count: 2 });

    expect(await auditOf(t.db, "review", one)).toEqual([
      {
        actor_id: staff.id,
        action: "review.hide",
        entity: "review",
        entity_id: String(one),
        before: { hidden: false, rating: 1 },
        after: { hidden: true, rating: 1 },
      },
      {
        actor_id: staff.id,
        action: "review.show",
        entity: "review",
        entity_id: String(one),
        before: { hidden: true, rating: 1 },
        after: { hidden: false, rating: 1 },
      },
    ]);
  });

  it("moves the rating once when two hides of one review race", async () => {
    const p = await product();
    const author = await createSignedInUser(t.db);
    const id = await addReview(t.db, { productId: p.id, userId: author.user.id, rating: 3 });
    await addReview(t.db, { productId: p.id, userId: author.user.id, rating: 5 });
    const results = await Promise.all([post(`/v1/admin/reviews/${id}/hide`), post(`/v1/admin/reviews/${id}/hide`), post(`/v1/admin/reviews/${id}/hide`)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await ratingOf(t.db, p.id)).toEqual({ sum: 5, count: 1 });
    expect(await auditOf(t.db, "review", id)).toHaveLength(1);
  });

  it("answers 404 for an unknown review and leaves every rating alone", async () => {
    const before = await t.db.execute<{ s: number }>(sql`select coalesce(sum(rating_sum), 0)::int as s from products`);
    expect((await post("/v1/admin/reviews/987654/hide")).status).toBe(404);
    expect((await post("/v1/admin/reviews/0/show")).status).toBe(404);
    const after = await t.db.execute<{ s: number }>(sql`select coalesce(sum(rating_sum), 0)::int as s from products`);
    expect(after.rows[0].s).toBe(before.rows[0].s);
  });
});
