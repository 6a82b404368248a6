import { describe, expect, it } from "vitest";
import { attemptKey, forgetAttempt } from "./checkout-state";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("attemptKey", () => {
  it("gives a retry of the same request the same key, another request a new one, and a new key after forgetAttempt", () => {
    const storage = memoryStorage();
    let n = 0;
    const newKey = () => `key-${++n}`;
    const first = attemptKey('{"payment_method":"cash_on_delivery"}', storage, newKey);
    expect(attemptKey('{"payment_method":"cash_on_delivery"}', storage, newKey)).toBe(first);
    const other = attemptKey('{"payment_method":"bkash"}', storage, newKey);
    expect(other).not.toBe(first);
    forgetAttempt(storage);
    expect(attemptKey('{"payment_method":"bkash"}', storage, newKey)).not.toBe(other);
  });

  it("works without storage and with broken storage", () => {
    expect(attemptKey("x", null, () => "fresh")).toBe("fresh");
    const broken = {
      getItem: () => "{not json",
      setItem: () => {
        throw new Error("full");
      },
    };
    expect(attemptKey("x", broken, () => "fresh-2")).toBe("fresh-2");
  });
});
