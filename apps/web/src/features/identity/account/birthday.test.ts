import { IDENTITY_MESSAGES, profileBody } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { bodyFromDraft, draftFromCustomer, yearOptions } from "./birthday";

describe("profile form body (spec §3, §5)", () => {
  it("sends no birthday and no gender when left empty", () => {
    expect(bodyFromDraft({ full_name: "Rahim", gender: "", year: "", month: "", day: "" })).toEqual({ full_name: "Rahim", gender: null, birthday: null });
  });

  it("sends the three parts as numbers", () => {
    const body = bodyFromDraft({ full_name: "Rahim", gender: "male", year: "1999", month: "2", day: "28" });
    expect(body).toEqual({ full_name: "Rahim", gender: "male", birthday: { year: 1999, month: 2, day: 28 } });
    expect(profileBody.safeParse(body).success).toBe(true);
  });

  it("a partial or impossible birthday fails the shared schema with its message", () => {
    const partial = profileBody.safeParse(bodyFromDraft({ full_name: "Rahim", gender: "", year: "1999", month: "", day: "" }));
    expect(partial.success).toBe(false);
    expect(partial.error?.issues[0]?.message).toBe(IDENTITY_MESSAGES.birthdayInvalid);
    const feb30 = profileBody.safeParse(bodyFromDraft({ full_name: "Rahim", gender: "", year: "2001", month: "2", day: "30" }));
    expect(feb30.error?.issues[0]?.message).toBe(IDENTITY_MESSAGES.birthdayInvalid);
  });

  it("round-trips a customer into the form", () => {
    const draft = draftFromCustomer({
      full_name: null,
      phone: "01711000000",
      email: null,
      email_verified: false,
      gender: "female",
      birthday: { year: 2000, month: 1, day: 5 },
    });
    expect(draft).toEqual({ full_name: "", gender: "female", year: "2000", month: "1", day: "5" });
  });

  it("offers a century of years, newest first", () => {
    const years = yearOptions(new Date("2026-06-01"));
    expect(years[0]).toBe(2026);
    expect(years).toHaveLength(101);
  });
});
