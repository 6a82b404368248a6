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

describe("numbers grouped without Intl (issue 44: no formatter built at a page's start-up)", () => {
  // What the shop wrote with Intl.NumberFormat before: the written-out grouping must match it.
  const enWhole = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
  const enCents = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const enNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
  const bnWhole = new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 0 });
  const bnCents = new Intl.NumberFormat("bn-BD", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const bnNumber = new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 2 });
  const samples = [
    0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 12345, 99999, 100000, 123456, 999999, 1000000, 1234567, 12345678, 123456789, 1234567890, 0.5, 0.05, 1.1, 99.5,
    99.99, 999.01, 1000.1, 123456.78, 2.54, 3.3, 12.125, 0.004,
  ];
  // Every poisha amount up to ৳1,000 as well, then a stride through larger ones.
  for (let poisha = 0; poisha <= 100_000; poisha += 7) samples.push(poisha / 100);
  for (let poisha = 100_000; poisha <= 1_000_000_000; poisha += 9_876_543) samples.push(poisha / 100);

  it("writes taka as Intl's en-IN and bn-BD did, sign first", () => {
    for (const value of samples) {
      for (const taka of [value, -value]) {
        const abs = Math.abs(taka);
        const sign = taka < 0 ? "-" : "";
        expect(formatTaka(taka), String(taka)).toBe(`${sign}৳${Number.isInteger(abs) ? enWhole.format(abs) : enCents.format(abs)}`);
        expect(formatTakaIn(taka, "bn"), String(taka)).toBe(`${sign}৳${Number.isInteger(abs) ? bnWhole.format(abs) : bnCents.format(abs)}`);
      }
    }
  });

  it("writes counts and values as Intl's en-IN and bn-BD did (at most two decimals, no trailing zeros)", () => {
    for (const value of samples) {
      for (const n of [value, -value]) {
        if (n === 0 && Object.is(n, -0)) continue;
        expect(formatNumberIn(n, "en"), String(n)).toBe(enNumber.format(n));
        expect(formatNumberIn(n, "bn"), String(n)).toBe(bnNumber.format(n));
      }
    }
  });
});
