import { describe, expect, it } from "vitest";
import { money, parseTaka, poishaToInput } from "./money";

describe("parseTaka", () => {
  it("reads whole and fractional taka into exact poisha", () => {
    expect(parseTaka("1250.50")).toBe(125050);
    expect(parseTaka("1250.5")).toBe(125050);
    expect(parseTaka("1250")).toBe(125000);
    expect(parseTaka("1250.")).toBe(125000);
    expect(parseTaka(".75")).toBe(75);
    expect(parseTaka("0.01")).toBe(1);
    expect(parseTaka("0")).toBe(0);
  });

  it("never goes through a float", () => {
    // 1.005 * 100 = 100.49999999999999 and 0.29 * 100 = 28.999999999999996 as floats.
    expect(parseTaka("0.29")).toBe(29);
    expect(parseTaka("4.35")).toBe(435);
    expect(parseTaka("1.10")).toBe(110);
    expect(parseTaka("19.99")).toBe(1999);
    expect(parseTaka("123456789.99")).toBe(12345678999);
  });

  it("accepts grouping commas, the taka sign and spaces around", () => {
    expect(parseTaka("1,23,456.78")).toBe(12345678);
    expect(parseTaka("৳1,250")).toBe(125000);
    expect(parseTaka(" ৳ 99.90 ")).toBe(9990);
    expect(parseTaka("-5.25")).toBe(-525);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", " ", ".", "abc", "12.345", "1e3", "12..5", "1 250", "+5", "--1", "0x10", "1.2.3"]) {
      expect(parseTaka(text), text).toBeNull();
    }
  });
});

describe("poishaToInput and money", () => {
  it("writes poisha back as typed taka", () => {
    expect(poishaToInput(125050)).toBe("1250.50");
    expect(poishaToInput(125005)).toBe("1250.05");
    expect(poishaToInput(120000)).toBe("1200");
    expect(poishaToInput(null)).toBe("");
    expect(parseTaka(poishaToInput(98765))).toBe(98765);
  });

  it("formats with lakh grouping", () => {
    expect(money(12345600)).toBe("৳1,23,456");
    expect(money(9950)).toBe("৳99.50");
  });
});
