import { describe, expect, it } from "vitest";
import { en } from "@/i18n/messages/en";
import { bn } from "@/i18n/messages/bn";
import { whatFailedToLoad } from "./what-failed";

const english = (path: string | null) => en.errors[`what_${whatFailedToLoad(path)}`];

describe("the error page's words", () => {
  it("names what the page holds, by the path's first segment, in either language's path", () => {
    expect(english("/category/sensors-modules")).toBe("this category");
    expect(english("/product/esp32-wroom-32e-module-4mb-bare")).toBe("this product");
    expect(english("/search")).toBe("the search results");
    expect(english("/brands/arduino")).toBe("the brands");
    expect(english("/today-deals")).toBe("today's deals");
    expect(english("/bn/category/sensors-modules")).toBe("this category");
    expect(bn.errors[`what_${whatFailedToLoad("/bn/product/esp32")}`]).toBe("এই পণ্য");
  });

  it("says this page anywhere else, the home page and inherited names included", () => {
    expect(english("/")).toBe("this page");
    expect(english("/bn")).toBe("this page");
    expect(english("/my-account")).toBe("this page");
    expect(english("/constructor")).toBe("this page");
    expect(english(null)).toBe("this page");
  });
});
