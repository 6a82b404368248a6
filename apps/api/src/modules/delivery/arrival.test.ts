import { describe, expect, it } from "vitest";
import { formatArrivalDay } from "@shop/contracts";
import { arrivesBy } from "./arrival";

/** A Dhaka wall-clock time (UTC+6) as the instant it is. */
const dhaka = (local: string) => new Date(`${local}+06:00`);
const home = (now: string, daysMax: number, holidays: string[] = []) => arrivesBy({ now: dhaka(now), daysMax, method: "home_delivery", holidays });

// December 2026: Mon 7, Thu 10, Fri 11, Sat 12, Mon 14, Wed 16 (Victory Day), Fri 18, Fri 25, Wed 30; Fri 1 Jan 2027.
describe("arrivesBy: working days from Dhaka time", () => {
  it("counts the district's days from a morning order on a working day", () => {
    expect(home("2026-12-07T10:00:00", 2)).toBe("2026-12-09");
    expect(home("2026-12-07T10:00:00", 5)).toBe("2026-12-13"); // Tue, Wed, Thu, (Fri off) Sat, Sun
  });

  it("skips Friday, the couriers' day off, and counts Saturday as a working day", () => {
    expect(home("2026-12-10T10:00:00", 2)).toBe("2026-12-13"); // Sat 12, Sun 13
    expect(home("2026-12-10T10:00:00", 1)).toBe("2026-12-12");
    // Placed on the Friday itself: it leaves on Saturday.
    expect(home("2026-12-11T10:00:00", 1)).toBe("2026-12-13");
    expect(home("2026-12-12T10:00:00", 1)).toBe("2026-12-13");
  });

  it("counts an order from 17:00 Dhaka on from the next working day", () => {
    expect(home("2026-12-07T16:59:59", 2)).toBe("2026-12-09");
    expect(home("2026-12-07T17:00:00", 2)).toBe("2026-12-10");
    // Thursday evening: dispatched Saturday (Friday is off).
    expect(home("2026-12-10T18:30:00", 1)).toBe("2026-12-13");
  });

  it("takes the day in Dhaka, not UTC: 01:00 Tuesday in Dhaka is still Monday in UTC", () => {
    expect(arrivesBy({ now: new Date("2026-12-07T19:00:00Z"), daysMax: 2, method: "home_delivery", holidays: [] })).toBe("2026-12-10");
    // 23:59 UTC Thursday is 05:59 Friday in Dhaka: a day off, dispatched Saturday.
    expect(arrivesBy({ now: new Date("2026-12-10T23:59:00Z"), daysMax: 1, method: "home_delivery", holidays: [] })).toBe("2026-12-13");
  });

  it("skips public holidays: Victory Day and a run of Eid days", () => {
    expect(home("2026-12-14T10:00:00", 3)).toBe("2026-12-17");
    expect(home("2026-12-14T10:00:00", 3, ["2026-12-16"])).toBe("2026-12-19"); // Tue 15, (16 holiday) Thu 17, (Fri) Sat 19
    // Placed on a holiday: it leaves the next working day.
    expect(home("2026-12-16T09:00:00", 1, ["2026-12-16"])).toBe("2026-12-19");
    // Five days of Eid around a Friday (Sun 1 to Thu 5 Mar 2026 in this list): nothing moves.
    const eid = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"];
    expect(home("2026-02-28T12:00:00", 2, eid)).toBe("2026-03-08"); // Sat 28 Feb placed; (1-5 Eid, Fri 6) Sat 7, Sun 8
  });

  it("crosses a month and a year", () => {
    expect(home("2026-12-30T16:00:00", 5)).toBe("2027-01-05"); // Thu 31, (Fri 1) Sat 2, Sun 3, Mon 4, Tue 5
    expect(home("2026-12-30T16:00:00", 5, ["2027-01-02"])).toBe("2027-01-06");
    expect(home("2026-11-29T10:00:00", 3)).toBe("2026-12-02");
  });

  it("gives express one working day whatever the district's days, and office pickup no date", () => {
    expect(arrivesBy({ now: dhaka("2026-12-07T10:00:00"), daysMax: 5, method: "express_delivery", holidays: [] })).toBe("2026-12-08");
    expect(arrivesBy({ now: dhaka("2026-12-10T10:00:00"), daysMax: 2, method: "express_delivery", holidays: [] })).toBe("2026-12-12");
    expect(arrivesBy({ now: dhaka("2026-12-07T10:00:00"), daysMax: 2, method: "office_pickup", holidays: [] })).toBeNull();
  });

  it("is written 'Thu 10 Dec' (en-GB), the day as counted", () => {
    expect(formatArrivalDay("2026-12-10")).toBe("Thu 10 Dec");
    expect(formatArrivalDay("2027-01-05")).toBe("Tue 5 Jan");
  });
});
