import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { IDENTITY_MESSAGES, MESSAGES } from "@shop/contracts";
import { users } from "@shop/db";
import { toDhakaIso } from "../../lib/time";
import { useTestApp } from "../../test/app";
import { createSignedInUser } from "../../test/factories";

const t = useTestApp();
const getProfile = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/v1/profile", headers });
const postProfile = (headers: Record<string, string>, payload: object) => t.app.inject({ method: "POST", url: "/v1/profile", headers, payload });

describe("GET /v1/profile", () => {
  it("answers the signed-in shopper's customer record", async () => {
    const { user, headers } = await createSignedInUser(t.db, { fullName: "Karim Ahmed", email: "karim@example.com" });
    const res = await getProfile(headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json().data.customer).toEqual({
      full_name: "Karim Ahmed",
      phone: user.phone,
      email: "karim@example.com",
      email_verified: false,
      gender: null,
      birthday: null,
      locale: "en",
    });
  });

  it("answers 401 to a guest and to an unknown token", async () => {
    expect((await getProfile({})).statusCode).toBe(401);
    expect((await getProfile({ authorization: "Bearer not-a-real-token" })).statusCode).toBe(401);
    expect((await postProfile({}, { full_name: "Nobody Here" })).statusCode).toBe(401);
    expect((await postProfile({}, { full_name: "" })).statusCode).toBe(401);
  });
});

describe("POST /v1/profile", () => {
  it("updates name, gender and birthday", async () => {
    const { user, headers } = await createSignedInUser(t.db);
    const res = await postProfile(headers, { full_name: "  Nasrin Akter ", gender: "female", birthday: { year: 1996, month: 2, day: 29 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MESSAGES.profileUpdated,
      data: { customer: { full_name: "Nasrin Akter", gender: "female", birthday: { year: 1996, month: 2, day: 29 } } },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.birthday).toBe("1996-02-29");
    expect((await getProfile(headers)).json().data.customer.birthday).toEqual({ year: 1996, month: 2, day: 29 });

    const cleared = await postProfile(headers, { full_name: "Nasrin Akter", gender: null, birthday: null });
    expect(cleared.json().data.customer).toMatchObject({ gender: null, birthday: null });
  });

  it.each([
    [{ full_name: "" }, "full_name", IDENTITY_MESSAGES.fullNameRequired],
    [{}, "full_name", IDENTITY_MESSAGES.fullNameRequired],
    [{ full_name: "Al" }, "full_name", IDENTITY_MESSAGES.fullNameMin],
    [{ full_name: "x".repeat(31) }, "full_name", IDENTITY_MESSAGES.fullNameMax],
    [{ full_name: "Valid Name", gender: "other" }, "gender", IDENTITY_MESSAGES.genderInvalid],
    [{ full_name: "Valid Name", birthday: { year: 2001, month: 2, day: 29 } }, "birthday", IDENTITY_MESSAGES.birthdayInvalid],
    [{ full_name: "Valid Name", birthday: { year: 2001, month: 13, day: 1 } }, "birthday", IDENTITY_MESSAGES.birthdayInvalid],
    [{ full_name: "Valid Name", birthday: { year: "abc", month: 1, day: 1 } }, "birthday", IDENTITY_MESSAGES.birthdayInvalid],
    [{ full_name: "Valid Name", birthday: "1990-01-01" }, "birthday", undefined],
  ])("answers 422 for %j", async (payload, field, message) => {
    const { headers } = await createSignedInUser(t.db);
    const res = await postProfile(headers, payload);
    expect(res.statusCode).toBe(422);
    const error = res.json().errors[0];
    expect(error.field).toBe(field);
    if (message) expect(error.message).toBe(message);
  });

  it("refuses a birthday in the future", async () => {
    const { headers } = await createSignedInUser(t.db);
    const [year, month, day] = toDhakaIso(new Date(Date.now() + 2 * 86_400_000))
      .slice(0, 10)
      .split("-")
      .map(Number);
    const res = await postProfile(headers, { full_name: "Valid Name", birthday: { year, month, day } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: "birthday", message: IDENTITY_MESSAGES.birthdayFuture });
  });

  it("keeps shoppers apart: B's token reads and changes only B", async () => {
    const a = await createSignedInUser(t.db, { fullName: "Shopper A" });
    const b = await createSignedInUser(t.db, { fullName: "Shopper B" });
    expect((await getProfile(b.headers)).json().data.customer).toMatchObject({ full_name: "Shopper B", phone: b.user.phone });

    // Extra fields naming A are not honoured.
    const res = await postProfile(b.headers, { full_name: "Changed By B", id: a.user.id, user_id: a.user.id, phone: a.user.phone });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customer).toMatchObject({ full_name: "Changed By B", phone: b.user.phone });
    expect((await getProfile(a.headers)).json().data.customer).toMatchObject({ full_name: "Shopper A", phone: a.user.phone });
    const [rowA] = await t.db.select().from(users).where(eq(users.id, a.user.id));
    expect(rowA.fullName).toBe("Shopper A");
  });
});
