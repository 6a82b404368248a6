import { describe, expect, it } from "vitest";
import { badgeItems, formatBadge } from "./format-badge";

describe("formatBadge (spec §9 cart badge cap)", () => {
  it("shows counts up to 99 as they are", () => {
    expect(formatBadge(0)).toBe("0");
    expect(formatBadge(7)).toBe("7");
    expect(formatBadge(99)).toBe("99");
  });

  it("caps above 99 as 99+", () => {
    expect(formatBadge(100)).toBe("99+");
    expect(formatBadge(12345)).toBe("99+");
  });

  it("rounds counts up and never goes below 0", () => {
    expect(formatBadge(2.1)).toBe("3");
    expect(formatBadge(99.5)).toBe("99+");
    expect(formatBadge(-3)).toBe("0");
    expect(formatBadge(Number.NaN)).toBe("0");
  });
});

describe("badgeItems (a badge's count in a button's name)", () => {
  it("says item for one and items otherwise, capped as the badge is", () => {
    expect(badgeItems(1)).toBe("1 item");
    expect(badgeItems(0)).toBe("0 items");
    expect(badgeItems(3)).toBe("3 items");
    expect(badgeItems(0.4)).toBe("1 item");
    expect(badgeItems(150)).toBe("99+ items");
  });
  it("says it with a Bangla page's words and digits (decision 051)", () => {
    expect(badgeItems(3, { one: "{count}টি পণ্য", other: "{count}টি পণ্য" }, "bn")).toBe("৩টি পণ্য");
    expect(badgeItems(150, { one: "{count}টি পণ্য", other: "{count}টি পণ্য" }, "bn")).toBe("৯৯+টি পণ্য");
  });
});
