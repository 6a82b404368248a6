import { beforeEach, describe, expect, it } from "vitest";
import { useCountsStore } from "./counts-store";

const counts = () => {
  const { cartProductCount, wishlistProductCount } = useCountsStore.getState();
  return { cartProductCount, wishlistProductCount };
};

describe("the header's counts", () => {
  beforeEach(() => useCountsStore.getState().resetCounts());

  it("take the answer of a request when nothing changed them while it was on its way", () => {
    const asked = useCountsStore.getState().version;
    useCountsStore.getState().setCountsUnlessChangedSince(asked, { cartProductCount: 3, wishlistProductCount: 1 });
    expect(counts()).toEqual({ cartProductCount: 3, wishlistProductCount: 1 });
  });

  it("drop a slower answer once an add to cart's answer came first: the badge does not go back", () => {
    // The page asks for the counts (a guest with one line), then the shopper adds another.
    useCountsStore.getState().setCounts({ cartProductCount: 1 });
    const asked = useCountsStore.getState().version;
    useCountsStore.getState().setCounts({ cartProductCount: 2, wishlistProductCount: 0 });
    // The load's answer, read before the add, arrives last.
    useCountsStore.getState().setCountsUnlessChangedSince(asked, { cartProductCount: 1, wishlistProductCount: 0 });
    expect(counts()).toEqual({ cartProductCount: 2, wishlistProductCount: 0 });
  });

  it("count a reset as a change too, and still round counts up", () => {
    const asked = useCountsStore.getState().version;
    useCountsStore.getState().resetCounts();
    useCountsStore.getState().setCountsUnlessChangedSince(asked, { cartProductCount: 4 });
    expect(counts().cartProductCount).toBe(0);
    useCountsStore.getState().setCountsUnlessChangedSince(useCountsStore.getState().version, { cartProductCount: 1.2 });
    expect(counts().cartProductCount).toBe(2);
  });
});
