import { describe, expect, it, vi } from "vitest";
import { reportPageLoad, shouldReportPageLoad } from "./page-load";

describe("page-load reporting (spec §2)", () => {
  it("reports ordinary pages to the sink with the path", () => {
    const sink = vi.fn();
    expect(reportPageLoad("/category/sensors-modules?page=2", { now: 42, sink })).toBe(true);
    expect(sink).toHaveBeenCalledWith({ path: "/category/sensors-modules?page=2", at: 42 });
  });

  it("drops /404 and the not-found page", () => {
    const sink = vi.fn();
    expect(reportPageLoad("/404", { sink })).toBe(false);
    expect(reportPageLoad("/404?from=x", { sink })).toBe(false);
    expect(reportPageLoad("/product/no-such-part", { notFound: true, sink })).toBe(false);
    expect(sink).not.toHaveBeenCalled();
  });

  it("does not confuse paths that merely contain 404", () => {
    expect(shouldReportPageLoad("/product/lm2596-404", false)).toBe(true);
  });
});
