import { MESSAGES } from "@shop/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The cart store's own calls are tested in cart-store.test.ts; here, the loader around it.
const store = vi.hoisted(() => ({ addProductToCart: vi.fn(), loadFails: false }));
vi.mock("../cart-store", () => {
  if (store.loadFails) throw new Error("chunk failed to load");
  return { addProductToCart: store.addProductToCart };
});

// Fresh modules each test: the loader caches its import, and a test may make it fail.
beforeEach(() => {
  vi.resetModules();
  store.addProductToCart.mockReset();
  store.loadFails = false;
});

describe("Add to Cart on first use", () => {
  it("loads the cart store on the first press and answers what its add answered", async () => {
    const { addProductToCart } = await import("./add-on-first-use");
    store.addProductToCart.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    expect(await addProductToCart({ product: "arduino-uno", quantity: 2 })).toBe(true);
    expect(await addProductToCart({ product: "esp32" })).toBe(false);
    expect(store.addProductToCart.mock.calls).toEqual([[{ product: "arduino-uno", quantity: 2 }], [{ product: "esp32" }]]);
  });

  it("says something went wrong, and adds nothing, when the cart's code cannot be loaded", async () => {
    store.loadFails = true;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const { addProductToCart, preloadCartStore } = await import("./add-on-first-use");
    const { toastStore } = await import("@/lib/toast"); // the instance the fresh module uses
    preloadCartStore(); // a failed preload is silent: the press reports it
    expect(await addProductToCart({ product: "arduino-uno" })).toBe(false);
    expect(store.addProductToCart).not.toHaveBeenCalled();
    expect(toastStore.get()).toMatchObject({ kind: "error", message: MESSAGES.somethingWentWrong });
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
