import { describe, expect, it } from "vitest";
import { whatFailedToLoad } from "./what-failed";

describe("the error page's words", () => {
  it("names what the page holds, by the path's first segment", () => {
    expect(whatFailedToLoad("/category/sensors-modules")).toBe("this category");
    expect(whatFailedToLoad("/product/esp32-wroom-32e-module-4mb-bare")).toBe("this product");
    expect(whatFailedToLoad("/search")).toBe("the search results");
    expect(whatFailedToLoad("/brands/arduino")).toBe("the brands");
    expect(whatFailedToLoad("/today-deals")).toBe("today's deals");
  });

  it("says this page anywhere else, the home page and inherited names included", () => {
    expect(whatFailedToLoad("/")).toBe("this page");
    expect(whatFailedToLoad("/my-account")).toBe("this page");
    expect(whatFailedToLoad("/constructor")).toBe("this page");
    expect(whatFailedToLoad(null)).toBe("this page");
  });
});
