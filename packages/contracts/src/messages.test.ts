import { describe, expect, it } from "vitest";
import { MESSAGES, wishlistMovedMessage } from "./messages";

describe("wishlistMovedMessage", () => {
  it("says the spec's words only when every product moved", () => {
    expect(wishlistMovedMessage(4, 0)).toBe(MESSAGES.allAddedToCart);
  });

  it("says what moved and what stayed otherwise", () => {
    expect(wishlistMovedMessage(3, 2)).toBe("3 products added to cart; 2 not in stock stay in your wishlist");
    expect(wishlistMovedMessage(1, 1)).toBe("1 product added to cart; 1 not in stock stays in your wishlist");
  });
});
