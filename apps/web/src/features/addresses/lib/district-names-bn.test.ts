import { describe, expect, it } from "vitest";
import { addressIn } from "./district-names-bn";

describe("an address in the page's language (issue 50)", () => {
  it("writes the district, which the API puts last, in Bangla on Bangla pages and leaves the shopper's words as typed", () => {
    expect(addressIn("bn", "বাড়ি ৭, রোড ৩, মিরপুর ১০, Cumilla")).toBe("বাড়ি ৭, রোড ৩, মিরপুর ১০, কুমিল্লা");
    expect(addressIn("bn", "House 12, Road 5, Dhanmondi, Dhaka")).toBe("House 12, Road 5, Dhanmondi, ঢাকা");
  });

  it("leaves English pages, and an ending that is no district, as they are", () => {
    expect(addressIn("en", "House 12, Road 5, Dhanmondi, Cumilla")).toBe("House 12, Road 5, Dhanmondi, Cumilla");
    expect(addressIn("bn", "House 12, Road 5, Dhanmondi, Nowhere")).toBe("House 12, Road 5, Dhanmondi, Nowhere");
    expect(addressIn("bn", "Cumilla")).toBe("কুমিল্লা");
  });
});
