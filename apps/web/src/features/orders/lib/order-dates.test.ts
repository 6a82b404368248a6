import { describe, expect, it } from "vitest";
import { formatOrderDate, formatOrderDateTime } from "./order-dates";

describe("formatOrderDate", () => {
  it("formats an ISO time with offset as day, short month, year", () => {
    expect(formatOrderDate("2026-11-23T10:45:00+06:00")).toBe("23 Nov 2026");
  });

  it("uses Dhaka's date, not UTC's (19:30 UTC is 01:30 the next day in Dhaka)", () => {
    expect(formatOrderDate("2026-11-22T19:30:00Z")).toBe("23 Nov 2026");
  });

  it("keeps every month to three letters", () => {
    expect(formatOrderDate("2026-09-05T12:00:00+06:00")).toBe("5 Sep 2026");
    expect(formatOrderDate("2027-01-31T12:00:00+06:00")).toBe("31 Jan 2027");
  });

  it("shows text that is not a date as it came", () => {
    expect(formatOrderDate("soon")).toBe("soon");
  });
});

describe("formatOrderDateTime", () => {
  it("adds the 12-hour time in Dhaka", () => {
    expect(formatOrderDateTime("2026-11-23T15:05:00+06:00")).toBe("23 Nov 2026, 3:05 PM");
    expect(formatOrderDateTime("2026-11-22T18:00:00Z")).toBe("23 Nov 2026, 12:00 AM");
    expect(formatOrderDateTime("2026-11-23T09:30:00+06:00")).toBe("23 Nov 2026, 9:30 AM");
  });

  it("shows text that is not a date as it came", () => {
    expect(formatOrderDateTime("")).toBe("");
  });
});
