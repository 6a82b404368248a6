import { describe, expect, it } from "vitest";
import { PRICE_TIER_MESSAGES } from "@shop/contracts/price-tiers";
import { rowErrorsOfApi } from "./price-tiers";

describe("the price-break form reads the API's refusal by row", () => {
  it("marks the row and field the API names, and leaves the others clear", () => {
    const { rows, banner } = rowErrorsOfApi(
      { "tiers.1.unit_price_poisha": PRICE_TIER_MESSAGES.notDescending, "tiers.2.min_quantity": PRICE_TIER_MESSAGES.notAscending },
      3,
    );
    expect(rows).toEqual([{}, { price: PRICE_TIER_MESSAGES.notDescending }, { quantity: PRICE_TIER_MESSAGES.notAscending }]);
    expect(banner).toBeNull();
  });

  it("puts what names no row, or a row the form does not have, in the banner", () => {
    expect(rowErrorsOfApi({ tiers: PRICE_TIER_MESSAGES.tooMany }, 2)).toEqual({ rows: [{}, {}], banner: PRICE_TIER_MESSAGES.tooMany });
    expect(rowErrorsOfApi({ "tiers.4.unit_price_poisha": PRICE_TIER_MESSAGES.notBelowPrice }, 1).banner).toBe(PRICE_TIER_MESSAGES.notBelowPrice);
  });
});
