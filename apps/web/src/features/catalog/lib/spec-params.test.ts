import { describe, expect, it } from "vitest";
import { listingHref, parseListingParams, toProductQuery } from "./listing-query";
import { parseSpecParams, specQueryText, specRobots } from "./spec-params";

describe("typed specification filters in a listing's address", () => {
  it("reads what the filter form sends: repeated boxes, a range, yes/no", () => {
    const specs = parseSpecParams({
      "spec.interface": ["I2C", "SPI"],
      "spec.voltage.min": "3.3",
      "spec.voltage.max": "5",
      "spec.optocoupler": "yes",
      brand: "arduino",
    });
    expect(specs).toEqual([
      { key: "interface", values: ["I2C", "SPI"] },
      { key: "optocoupler", values: ["yes"] },
      { key: "voltage", values: [], min: 3.3, max: 5 },
    ]);
    expect(specQueryText(specs)).toBe("interface:I2C,SPI;optocoupler:yes;voltage:3.3..5");
  });

  it("drops what it cannot use instead of sending it", () => {
    expect(parseSpecParams({ "spec.voltage.min": "abc", "spec.Bad": "x", "spec.interface": "a;b", "spec.x.y": "1" })).toEqual([]);
    expect(parseSpecParams({ "spec.voltage.min": "12", "spec.voltage.max": "5" })).toEqual([{ key: "voltage", values: [], min: 5, max: 12 }]);
    expect(specQueryText([{ key: "voltage", values: [], min: 3 }])).toBe("voltage:3..");
  });

  it("writes a shareable address in a stable order and sends spec= to the API", () => {
    const state = parseListingParams({ "spec.voltage.max": "5", "spec.interface": "I2C,SPI", page: "2" });
    expect(listingHref("/category/sensors-modules", state)).toBe("/category/sensors-modules?spec.interface=I2C,SPI&spec.voltage.max=5&page=2");
    expect(toProductQuery(state, { category: "sensors-modules" }).spec).toBe("interface:I2C,SPI;voltage:..5");
    expect(listingHref("/c", state, { specs: [], page: 1 })).toBe("/c");
  });

  it("a filtered page is noindex", () => {
    expect(specRobots({ "spec.interface": "I2C" })).toEqual({ robots: { index: false, follow: true } });
    expect(specRobots({ page: "2" })).toEqual({});
  });
});
