import { describe, expect, it } from "vitest";
import { sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createSignedInUser, guestId } from "../../test/factories";

const t = useTestApp();

const ask = (body: unknown, headers: Record<string, string> = { "x-unique-number": guestId() }) => call(t.app, "POST", "/v1/stock-requests", headers, body);

async function requestsFor(email: string) {
  const result = await t.db.execute<{ product_id: number | null; full_name: string; email: string; words: string; user_id: string | null }>(
    sql`select product_id, full_name, email, words, user_id from stock_requests where email = ${email} order by id`,
  );
  return result.rows;
}

describe("POST /v1/stock-requests (Ask us to stock this part)", () => {
  it("stores a request without a product, with the words; the same email and words twice keeps one", async () => {
    const res = await ask({ full_name: " Nadia Rahman ", email: "Nadia@Example.com", words: "  TB6612FNG   motor driver " });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Thanks! We will email you if we stock it", data: null });
    const shopper = await createSignedInUser(t.db);
    expect((await ask({ full_name: "Nadia R.", email: "nadia@example.com", words: "tb6612fng motor driver" }, shopper.headers)).status).toBe(200);
    expect((await ask({ full_name: "Nadia R.", email: "nadia@example.com", words: "lm2596 buck" })).status).toBe(200);
    expect(await requestsFor("nadia@example.com")).toEqual([
      { product_id: null, full_name: "Nadia R.", email: "nadia@example.com", words: "tb6612fng motor driver", user_id: shopper.user.id },
      { product_id: null, full_name: "Nadia R.", email: "nadia@example.com", words: "lm2596 buck", user_id: null },
    ]);
  });

  it("refuses a bad email, empty words and a short name in the Notify me form's words; nothing is stored", async () => {
    const email = await ask({ full_name: "Alamgir", email: "not-an-email", words: "esp32 cam" });
    expect(email.status).toBe(422);
    expect(email.body.errors[0]).toMatchObject({ field: "email", message: "Invalid email address" });
    const empty = await ask({ full_name: "Alamgir", email: "alamgir@example.com", words: "   " });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0]).toMatchObject({ field: "words", message: "Tell us the part you are looking for" });
    const short = await ask({ full_name: "Al", email: "alamgir@example.com", words: "esp32 cam" });
    expect(short.body.errors[0]).toMatchObject({ field: "full_name", message: "Full Name must be at least 3 characters" });
    expect(await requestsFor("alamgir@example.com")).toEqual([]);
  });

  it("shows in the back office's Searches with the words, for staff only", async () => {
    await ask({ full_name: "Rafiq Hasan", email: "rafiq@example.com", words: "hc-sr501 pir" });
    const { signInStaff } = await import("../admin/shop-test-helpers");
    const staff = await signInStaff(t.app, t.db, "staff");
    const res = await call(t.app, "GET", "/v1/admin/searches", staff.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.part_requests).toContainEqual(
      expect.objectContaining({ words: "hc-sr501 pir", full_name: "Rafiq Hasan", email: "rafiq@example.com" }),
    );
    const shopper = await createSignedInUser(t.db);
    expect((await call(t.app, "GET", "/v1/admin/searches", shopper.headers)).status).toBe(403);
  });
});
