import { describe, expect, it } from "vitest";
import { dhakaDay, fromDhakaLocalInput, slugify, toDhakaLocalInput } from "./format";

describe("format", () => {
  it("suggests slugs from names", () => {
    expect(slugify("Arduino Uno R3 (Original)")).toBe("arduino-uno-r3-original");
    expect(slugify("  L298N — Motor Driver  ")).toBe("l298n-motor-driver");
  });

  it("reads and writes datetime-local values as Dhaka time", () => {
    expect(fromDhakaLocalInput("2026-03-05T10:30")).toBe("2026-03-05T04:30:00.000Z");
    expect(toDhakaLocalInput("2026-03-05T04:30:00.000Z")).toBe("2026-03-05T10:30");
    expect(fromDhakaLocalInput("")).toBeNull();
  });

  it("names the Dhaka day", () => {
    expect(dhakaDay(new Date("2026-03-05T19:00:00Z"))).toBe("2026-03-06");
  });
});
