import { describe, expect, it } from "vitest";
import type { AdminOrderPulse } from "@shop/contracts/admin";
import { arrivalOf, arrivalText, waitingText } from "./order-pulse";

const pulse = (order_number: string | null, created_at = "2026-12-02T10:00:00+06:00", waiting = 1): AdminOrderPulse => ({
  waiting,
  newest: order_number ? { order_number, total_poisha: 1_23_456_00, payment_method: "cash_on_delivery", created_at } : null,
});

describe("arrivalOf", () => {
  it("is nothing on the first answer: opening the back office is not news", () => {
    expect(arrivalOf(null, pulse("1001"))).toBeNull();
  });
  it("is the new newest order when one arrives after the last", () => {
    expect(arrivalOf(pulse("1001"), pulse("1002", "2026-12-02T10:05:00+06:00", 2))).toMatchObject({ order_number: "1002" });
    expect(arrivalOf(pulse(null, undefined, 0), pulse("1003"))).toMatchObject({ order_number: "1003" });
  });
  it("is nothing when the same order is still the newest, or the newest was confirmed and an older one shows", () => {
    expect(arrivalOf(pulse("1001"), pulse("1001"))).toBeNull();
    expect(arrivalOf(pulse("1002", "2026-12-02T10:05:00+06:00"), pulse("1001", "2026-12-02T10:00:00+06:00"))).toBeNull();
    expect(arrivalOf(pulse("1002"), pulse(null, undefined, 0))).toBeNull();
  });
});

describe("words", () => {
  it("says the order, its total in lakh grouping and how it is paid", () => {
    expect(arrivalText(pulse("1002").newest!)).toBe("New order 1002: ৳1,23,456, Cash On Delivery");
    expect(waitingText(1)).toBe("1 order waiting to be confirmed");
    expect(waitingText(3)).toBe("3 orders waiting to be confirmed");
  });
});
