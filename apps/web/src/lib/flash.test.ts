import { describe, expect, it } from "vitest";
import { FLASH_COOKIE, readFlash } from "./flash";

const cookie = (value: unknown) => `a=1; ${FLASH_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; b=2`;

describe("the flash a form's redirect leaves for the next page", () => {
  it("reads the outcome's kind and words among other cookies", () => {
    expect(readFlash(cookie({ kind: "success", message: "Added to cart successfully" }))).toEqual({ kind: "success", message: "Added to cart successfully" });
    expect(readFlash(cookie({ kind: "error", message: "Only 2 left" }))).toEqual({ kind: "error", message: "Only 2 left" });
  });

  it("ignores a missing, malformed or made-up flash, and keeps a long one short", () => {
    expect(readFlash("a=1")).toBe(null);
    expect(readFlash(`${FLASH_COOKIE}=%E0%A4`)).toBe(null);
    expect(readFlash(`${FLASH_COOKIE}=not-json`)).toBe(null);
    expect(readFlash(cookie({ kind: "info", message: "x" }))).toBe(null);
    expect(readFlash(cookie({ kind: "success", message: "" }))).toBe(null);
    expect(readFlash(cookie({ kind: "success", message: 5 }))).toBe(null);
    expect(readFlash(cookie({ kind: "success", message: "x".repeat(1000) }))?.message).toHaveLength(300);
  });
});
