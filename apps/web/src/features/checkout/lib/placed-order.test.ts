import type { Order } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { rememberPlacedOrder, takePlacedOrder } from "./placed-order";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

// Only the fields these functions read matter; the rest travels as it came.
const order = { order_key: "k-123", order_number: "1234567890", summary: { total: 1070 } } as unknown as Order;

describe("rememberPlacedOrder / takePlacedOrder", () => {
  it("hands the answered order to the success page once, for its own key only", () => {
    const storage = memoryStorage();
    rememberPlacedOrder(storage, order);
    expect(takePlacedOrder(storage, "another-key")).toBeNull();
    expect(takePlacedOrder(storage, "k-123")).toEqual(order);
    // A reload of the success page finds nothing and fetches the order as it is now.
    expect(takePlacedOrder(storage, "k-123")).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it("answers null without storage, with broken storage and for a stored value that is not an order", () => {
    expect(takePlacedOrder(null, "k-123")).toBeNull();
    expect(() => rememberPlacedOrder(null, order)).not.toThrow();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {},
    };
    expect(() => rememberPlacedOrder(full, order)).not.toThrow();
    const storage = memoryStorage();
    storage.setItem("robodoc-placed-order:k-123", "{not json");
    expect(takePlacedOrder(storage, "k-123")).toBeNull();
    storage.setItem("robodoc-placed-order:k-123", JSON.stringify({ ...order, order_key: "k-999" }));
    expect(takePlacedOrder(storage, "k-123")).toBeNull();
    expect(takePlacedOrder(storage, "")).toBeNull();
  });
});
