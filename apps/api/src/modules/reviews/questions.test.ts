import { beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import { QUESTION_MESSAGES, productQuestionsResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, createAddress, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser, guestId, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { addQuestion } from "../admin/shop-test-helpers";

const t = useTestApp();
let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
});

type Headers = Record<string, string>;
const product = (input: { isActive?: boolean } = {}) => createProduct(t.db, { categoryId, ...input });
const list = (slug: string, query = "") => call(t.app, "GET", `/v1/product/${slug}/questions${query}`);
const ask = (slug: string, headers: Headers, body: unknown) => call(t.app, "POST", `/v1/product/${slug}/questions`, headers, body);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function questionsOf(userId: string): Promise<{ title: string; product_id: number }[]> {
  const result = await t.db.execute<{ title: string; product_id: number }>(sql`select title, product_id from questions where user_id = ${userId} order by id`);
  return result.rows.map((r) => ({ title: r.title, product_id: Number(r.product_id) }));
}

describe("GET /v1/product/{slug}/questions", () => {
  it("lists answered questions first (latest answer first), then the rest newest first, 10 a page, hidden ones never", async () => {
    const p = await product();
    const other = await product();
    const asker = await createSignedInUser(t.db, { fullName: "Tanvir Ahmed" });
    const nameless = await createSignedInUser(t.db);
    await t.db.execute(sql`update users set full_name = null where id = ${nameless.user.id}`);
    const answered = async (createdMinutesAgo: number, answeredMinutesAgo: number) => {
      const id = await addQuestion(t.db, { productId: p.id, userId: asker.user.id, createdAt: minutesAgo(createdMinutesAgo), answer: "Yes, it does." });
      await t.db.execute(sql`update questions set answered_at = ${minutesAgo(answeredMinutesAgo)} where id = ${id}`);
      return id;
    };
    // Answered long ago but asked recently, and the other way round: the answer's time orders them.
    const answeredFirst = await answered(10, 300);
    const answeredLast = await answered(500, 5);
    const unanswered: number[] = [];
    for (let i = 0; i < 9; i++) {
      unanswered.push(await addQuestion(t.db, { productId: p.id, userId: i === 0 ? nameless.user.id : asker.user.id, createdAt: minutesAgo(200 - i) }));
    }
    await addQuestion(t.db, { productId: p.id, userId: asker.user.id, hidden: true, createdAt: minutesAgo(1) });
    await addQuestion(t.db, { productId: p.id, userId: asker.user.id, hidden: true, answer: "Hidden answer", createdAt: minutesAgo(1) });
    await addQuestion(t.db, { productId: other.id, userId: asker.user.id });

    const res = await list(p.slug);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const first = productQuestionsResponse.parse(res.body);
    const expected = [answeredLast, answeredFirst, ...unanswered.slice().reverse()];
    expect(first.data.map((q) => q.id)).toEqual(expected.slice(0, 10));
    expect(first.meta).toEqual({ page: 1, per_page: 10, total: 11, last_page: 2 });
    expect(first.data[0]).toEqual({
      id: answeredLast,
      title: "Does it work at 3.3 V?",
      answer: "Yes, it does.",
      answered_at: expect.stringMatching(/\+06:00$/),
      created_at: expect.stringMatching(/\+06:00$/),
      author: "Tanvir A.",
    });
    expect(first.data[2]).toMatchObject({ answer: null, answered_at: null });

    const second = productQuestionsResponse.parse((await list(p.slug, "?page=2")).body);
    expect(second.data.map((q) => [q.id, q.author])).toEqual([[unanswered[0], "Shopper"]]);
    expect(second.meta).toEqual({ page: 2, per_page: 10, total: 11, last_page: 2 });
  });

  it("answers an empty list for a product without questions, 404 for an unknown or hidden one", async () => {
    const p = await product();
    expect((await list(p.slug)).body).toEqual({ message: "Questions", data: [], meta: { page: 1, per_page: 10, total: 0, last_page: 1 } });
    const hidden = await product({ isActive: false });
    expect((await list(hidden.slug)).status).toBe(404);
    expect((await list("no-such-product")).status).toBe(404);
  });
});

describe("the author of a question by a shopper without a name (issue 40)", () => {
  it("reads as the first name and initial on the shopper's latest delivery address; 'Shopper' only when the shop knows no name", async () => {
    await seedDistricts(t.db);
    const p = await product();
    const known = await createSignedInUser(t.db);
    const unknown = await createSignedInUser(t.db);
    await t.db.execute(sql`update users set full_name = null where id in (${known.user.id}, ${unknown.user.id})`);
    await createAddress(t.db, known.user.id, { fullName: "Old Name" });
    await t.db.execute(sql`update addresses set created_at = now() - interval '1 day' where user_id = ${known.user.id}`);
    await createAddress(t.db, known.user.id, { fullName: "  Nusrat   Jahan Chowdhury " });
    await addQuestion(t.db, { productId: p.id, userId: known.user.id, createdAt: minutesAgo(2) });
    await addQuestion(t.db, { productId: p.id, userId: unknown.user.id, createdAt: minutesAgo(1) });

    const questions = productQuestionsResponse.parse((await list(p.slug)).body).data;
    expect(questions.map((q) => q.author)).toEqual(["Shopper", "Nusrat C."]);
  });
});

let askers = 0;
/** A shopper whose account has an email, as the questions below need (R284). */
const withEmail = (input: { fullName?: string } = {}) => createSignedInUser(t.db, { email: `asker${++askers}@example.com`, ...input });

describe("POST /v1/product/{slug}/questions", () => {
  it("stores the question as typed (trimmed) and answers 201 Question Created; it shows in the list", async () => {
    const p = await product();
    const shopper = await withEmail({ fullName: "Rafiq Islam" });
    const typed = `  Does it <script>alert(1)</script> work with "5 V" & ৩.৩ V?  `;
    const res = await ask(p.slug, shopper.headers, { title: typed });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ message: "Question Created", data: null });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await questionsOf(shopper.user.id)).toEqual([{ title: typed.trim(), product_id: p.id }]);
    const listed = productQuestionsResponse.parse((await list(p.slug)).body).data;
    expect(listed).toEqual([
      { id: expect.any(Number), title: typed.trim(), answer: null, answered_at: null, created_at: expect.any(String), author: "Rafiq I." },
    ]);
  });

  it("checks the title in the spec's words: required, 5 to 120 after trimming", async () => {
    const p = await product();
    const shopper = await withEmail();
    const cases: [unknown, string][] = [
      [{}, "Question can not be empty"],
      [{ title: "" }, "Question can not be empty"],
      [{ title: "    " }, "Question can not be empty"],
      [{ title: "  abcd  " }, "Question should have a minimum length of 5"],
      [{ title: "x".repeat(121) }, "Question should have a maximum length of 120"],
    ];
    for (const [body, message] of cases) {
      const res = await ask(p.slug, shopper.headers, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[0]).toEqual({ field: "title", message, code: "validation_failed" });
    }
    expect(await questionsOf(shopper.user.id)).toEqual([]);
    expect((await ask(p.slug, shopper.headers, { title: "  abcde " })).status).toBe(201);
    expect((await ask(p.slug, shopper.headers, { title: "y".repeat(120) })).status).toBe(201);
  });

  it("asks a guest to sign in, and answers 404 for an unknown or hidden product", async () => {
    const p = await product();
    for (const headers of [{}, { "x-unique-number": guestId() }] as Headers[]) {
      const res = await ask(p.slug, headers, { title: "Is it genuine?" });
      expect(res.status).toBe(401);
      expect((await ask(p.slug, headers, {})).status).toBe(401);
    }
    const shopper = await withEmail();
    expect((await ask("no-such-product", shopper.headers, { title: "Is it genuine?" })).status).toBe(404);
    const hidden = await product({ isActive: false });
    expect((await ask(hidden.slug, shopper.headers, { title: "Is it genuine?" })).status).toBe(404);
    expect(await questionsOf(shopper.user.id)).toEqual([]);
  });

  it("takes at most 10 questions a shopper an hour, across products, then 429 with Retry-After; older ones stop counting", async () => {
    const [a, b] = [await product(), await product()];
    const shopper = await withEmail();
    for (let i = 0; i < 10; i++) {
      const res = await ask(i % 2 ? a.slug : b.slug, shopper.headers, { title: `Question number ${i}` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const refused = await ask(a.slug, shopper.headers, { title: "One question too many" });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: QUESTION_MESSAGES.tooMany, errors: [{ message: QUESTION_MESSAGES.tooMany, code: "too_many_questions" }] });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another shopper is not held back.
    const other = await withEmail();
    expect((await ask(a.slug, other.headers, { title: "Is it genuine?" })).status).toBe(201);

    // Hidden questions still count (hiding spam must not make room for more).
    await t.db.execute(sql`update questions set hidden_at = now() where user_id = ${shopper.user.id}`);
    expect((await ask(a.slug, shopper.headers, { title: "One question too many" })).status).toBe(429);
    // Once the oldest is more than an hour old, there is room for one more.
    await t.db.execute(sql`
      update questions set created_at = now() - interval '61 minutes'
      where id = (select min(id) from questions where user_id = ${shopper.user.id})`);
    expect((await ask(a.slug, shopper.headers, { title: "One question more" })).status).toBe(201);
    expect((await ask(a.slug, shopper.headers, { title: "And one too many" })).status).toBe(429);
    expect(await questionsOf(shopper.user.id)).toHaveLength(11);
  });

  it("holds the limit when 15 questions arrive at once", async () => {
    const p = await product();
    const shopper = await withEmail();
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => ask(p.slug, shopper.headers, { title: `Parallel question ${i}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
    expect(await questionsOf(shopper.user.id)).toHaveLength(10);
  });
});

describe("R284: a question needs an email (issue 40)", () => {
  const emailOf = async (userId: string) => {
    const { rows } = await t.db.execute<{ email: string | null }>(sql`select email from questions where user_id = ${userId}`);
    return rows.map((r) => r.email);
  };

  it("refuses a question from an account without an email when none is typed, in the spec's words, and stores nothing", async () => {
    const p = await product();
    const shopper = await createSignedInUser(t.db, { email: null });
    for (const body of [{ title: "Is it genuine?" }, { title: "Is it genuine?", email: "" }]) {
      const res = await ask(p.slug, shopper.headers, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ field: "email", message: "Email address can not be empty" });
    }
    const wrong = await ask(p.slug, shopper.headers, { title: "Is it genuine?", email: "rahim@" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({ field: "email", message: "Invalid email address" });
    expect(await emailOf(shopper.user.id)).toEqual([]);
  });

  it("takes the email typed in the dialog and keeps it with the question", async () => {
    const p = await product();
    const shopper = await createSignedInUser(t.db, { email: null });
    expect((await ask(p.slug, shopper.headers, { title: "Is it genuine?", email: " Rahim@Example.com " })).status).toBe(201);
    expect(await emailOf(shopper.user.id)).toEqual(["rahim@example.com"]);
  });

  it("the back office sees the typed email and the answer is mailed there", async () => {
    const p = await product();
    const shopper = await createSignedInUser(t.db, { email: null });
    expect((await ask(p.slug, shopper.headers, { title: "Does it need a level shifter?", email: "typed.asker@example.com" })).status).toBe(201);
    const staffPhone = await grantStaffRole(t.db, randomPhone(), "staff", "Question Staff");
    const staff = await signInByPhone(t.app, t.db, staffPhone);
    const [row] = (await t.db.execute<{ id: number }>(sql`select id from questions where user_id = ${shopper.user.id}`)).rows;
    const answered = await call(t.app, "POST", `/v1/admin/questions/${row.id}/answer`, staff.headers, { answer: "No, it is 5 V tolerant." });
    expect(answered.status).toBe(200);
    expect(answered.body.data.asker.email).toBe("typed.asker@example.com");
    const mails = await t.db.execute<{ channel: string }>(sql`select channel from outbox where "to" = ${"typed.asker@example.com"}`);
    expect(mails.rows).toEqual([{ channel: "email" }]);
  });

  it("uses the account's email when it has one: nothing to type, nothing kept twice", async () => {
    const p = await product();
    const shopper = await withEmail();
    expect((await ask(p.slug, shopper.headers, { title: "Is it genuine?" })).status).toBe(201);
    expect(await emailOf(shopper.user.id)).toEqual([null]);
  });
});
