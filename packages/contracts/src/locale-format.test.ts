import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./locale";
import { formatDateIn, formatNumberIn, formatPoishaIn, formatTakaIn, toBanglaDigits } from "./locale-format";
import { formatTaka } from "./money";

describe("formatTakaIn", () => {
  it("writes Bangla digits with lakh grouping and the sign first in Bangla", () => {
    expect(formatTakaIn(123456, "bn")).toBe("৳১,২৩,৪৫৬");
    expect(formatTakaIn(1234, "bn")).toBe("৳১,২৩৪");
    expect(formatTakaIn(12345678, "bn")).toBe("৳১,২৩,৪৫,৬৭৮");
    expect(formatTakaIn(99.5, "bn")).toBe("৳৯৯.৫০");
    expect(formatTakaIn(-250, "bn")).toBe("-৳২৫০");
    expect(formatTakaIn(0, "bn")).toBe("৳০");
  });

  it("is today's formatTaka in English", () => {
    for (const taka of [0, 99.5, 1234, 123456, -250, 12345678.25]) expect(formatTakaIn(taka, "en")).toBe(formatTaka(taka));
    expect(formatTakaIn(123456, "en")).toBe("৳1,23,456");
  });

  it("takes integer poisha", () => {
    expect(formatPoishaIn(12345600, "bn")).toBe("৳১,২৩,৪৫৬");
    expect(formatPoishaIn(9950, "en")).toBe("৳99.50");
  });
});

describe("formatNumberIn and toBanglaDigits", () => {
  it("groups in lakhs in both languages", () => {
    expect(formatNumberIn(1234567, "bn")).toBe("১২,৩৪,৫৬৭");
    expect(formatNumberIn(1234567, "en")).toBe("12,34,567");
  });
  it("turns only the digits", () => {
    expect(toBanglaDigits("Order RD-2026-0042, 3 items")).toBe("Order RD-২০২৬-০০৪২, ৩ items");
  });
});

describe("formatDateIn", () => {
  it("writes Bangla month names", () => {
    expect(formatDateIn("2026-12-03", "bn")).toBe("৩ ডিসেম্বর, ২০২৬");
    expect(formatDateIn("2026-01-15", "bn")).toBe("১৫ জানুয়ারি, ২০২৬");
    expect(formatDateIn("2026-12-03", "bn", "weekday")).toBe("বৃহস্পতি ৩ ডিসে");
  });
  it("keeps English as it was", () => {
    expect(formatDateIn("2026-12-03", "en")).toBe("3 December 2026");
    expect(formatDateIn("2026-12-03", "en", "short")).toBe("3 Dec 2026");
    expect(formatDateIn("2026-12-03", "en", "weekday")).toBe("Thu 3 Dec");
  });
  it("counts a moment in Dhaka time", () => {
    // 19:00 UTC on the 2nd is 01:00 on the 3rd in Dhaka.
    expect(formatDateIn(new Date("2026-12-02T19:00:00Z"), "bn")).toBe("৩ ডিসেম্বর, ২০২৬");
  });
});

describe("localeFromAcceptLanguage", () => {
  it("reads bn and bn-BD as Bangla, by weight", () => {
    expect(localeFromAcceptLanguage("bn")).toBe("bn");
    expect(localeFromAcceptLanguage("bn-BD,bn;q=0.9,en;q=0.8")).toBe("bn");
    expect(localeFromAcceptLanguage("fr, bn;q=0.5")).toBe("bn");
    expect(localeFromAcceptLanguage("en-US,bn;q=0.5")).toBe("en");
  });
  it("answers English otherwise", () => {
    for (const header of [undefined, "", "de", "bn;q=0", "*", "bengali", "bn;q=abc"]) expect(localeFromAcceptLanguage(header)).toBe("en");
  });
});
