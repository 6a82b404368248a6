import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { parseListingParams, toProductQuery, type ListingState } from "./listing-query";
import { readWithReadableSpecs } from "./readable-specs";

/** What the API answers a `spec=` text: it refuses any entry naming an attribute it lacks, as its 400 does. */
const KNOWN = new Set(["voltage", "interface"]);
function api(asked: string[]) {
  return async (state: ListingState) => {
    const spec = toProductQuery(state).spec;
    asked.push(spec ?? "");
    const unknown = (spec ?? "").split(";").find((entry) => entry && !KNOWN.has(entry.split(":")[0]!));
    if (unknown) throw new ApiError(`There is no specification “${unknown}” to filter by`, 400, [{ field: "spec", message: "…", code: "bad_request" }]);
    return spec;
  };
}

describe("a listing address with a specification filter the shop cannot read", () => {
  it("is read without the unreadable filter, keeping the readable ones and the other choices", async () => {
    const asked: string[] = [];
    const state = parseListingParams({ "spec.nosuch": "1", "spec.voltage.min": "3", brand: "arduino", page: "2" });
    const { state: readable, result } = await readWithReadableSpecs(state, api(asked));
    expect(readable.specs).toEqual([{ key: "voltage", values: [], min: 3 }]);
    expect(readable.brands).toEqual(["arduino"]);
    expect(readable.page).toBe(2);
    expect(result).toBe("voltage:3..");
    expect(asked).toEqual(["nosuch:1;voltage:3..", "nosuch:1", "voltage:3..", "voltage:3.."]);
  });

  it("drops the specifications altogether when none is readable, and asks once when all are", async () => {
    const none = await readWithReadableSpecs(parseListingParams({ "spec.nosuch": "1" }), api([]));
    expect(none.state.specs).toBeUndefined();
    expect(none.result).toBeUndefined();
    const asked: string[] = [];
    const all = await readWithReadableSpecs(parseListingParams({ "spec.interface": "I2C" }), api(asked));
    expect(all.state.specs).toEqual([{ key: "interface", values: ["I2C"] }]);
    expect(asked).toEqual(["interface:I2C"]);
  });

  it("lets any other failure through: an API that is down is not a filter to drop", async () => {
    const down = async () => {
      throw new ApiError("Service unavailable", 503);
    };
    await expect(readWithReadableSpecs(parseListingParams({ "spec.voltage.min": "3" }), down)).rejects.toThrow("Service unavailable");
  });
});
