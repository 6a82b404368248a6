import { MESSAGES } from "@shop/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastStore } from "@/lib/toast";
import { cartOnFirstUse } from "./add-on-first-use";

// The cart store's own calls are tested in cart-store.test.ts; here, the loader around it.
const store = vi.hoisted(() => ({ addProductToCart: vi.fn() }));
vi.mock("../cart-store", () => ({ addProductToCart: store.addProductToCart }));

afterEach(() => {
  store.addProductToCart.mockReset();
  vi.restoreAllMocks();
});

describe("Add to Cart on first use", () => {
  it("loads the cart store on the first press and answers what its add answered", async () => {
    const { addProductToCart } = await import("./add-on-first-use");
    store.addProductToCart.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    expect(await addProductToCart({ product: "arduino-uno", quantity: 2 })).toBe(true);
    expect(await addProductToCart({ product: "esp32" })).toBe(false);
    expect(store.addProductToCart.mock.calls).toEqual([[{ product: "arduino-uno", quantity: 2 }], [{ product: "esp32" }]]);
  });

  it("says the code is ready only once it has arrived, so a press before then posts its form", async () => {
    let arrive: (code: { addProductToCart: typeof store.addProductToCart }) => void = () => {};
    const load = vi.fn(() => new Promise<{ addProductToCart: typeof store.addProductToCart }>((resolve) => (arrive = resolve)));
    const { cartStoreReady, preloadCartStore } = cartOnFirstUse(load as never);
    expect(cartStoreReady()).toBe(false);
    preloadCartStore();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cartStoreReady()).toBe(false); // asked for, not yet here
    arrive({ addProductToCart: store.addProductToCart });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cartStoreReady()).toBe(true);
  });

  it("fetches the code once the page is idle, once", async () => {
    const load = vi.fn(() => Promise.resolve({ addProductToCart: store.addProductToCart }));
    const idle = vi.fn((callback: () => void) => (callback(), 1));
    vi.stubGlobal("window", { requestIdleCallback: idle, setTimeout });
    try {
      const { cartStoreReady, preloadCartStoreWhenIdle } = cartOnFirstUse(load as never);
      preloadCartStoreWhenIdle();
      preloadCartStoreWhenIdle();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(idle).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledTimes(1);
      expect(cartStoreReady()).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("a press waits for code on its way a moment at most: false when it has not come by then, true once it has", async () => {
    let arrive: (code: { addProductToCart: typeof store.addProductToCart }) => void = () => {};
    const load = vi.fn(() => new Promise<{ addProductToCart: typeof store.addProductToCart }>((resolve) => (arrive = resolve)));
    const { cartStoreArrivesWithin } = cartOnFirstUse(load as never);
    expect(await cartStoreArrivesWithin(20)).toBe(false);
    const waiting = cartStoreArrivesWithin(10_000);
    arrive({ addProductToCart: store.addProductToCart });
    expect(await waiting).toBe(true);
    expect(await cartStoreArrivesWithin(0)).toBe(true);
  });

  it("does not call a failed load ready", async () => {
    const { cartStoreReady, preloadCartStore } = cartOnFirstUse(() => Promise.reject(new Error("chunk failed to load")));
    preloadCartStore();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cartStoreReady()).toBe(false);
  });

  it("says something went wrong, and adds nothing, when the cart's code cannot be loaded", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const requests = vi.spyOn(globalThis, "fetch");
    const load = vi.fn(() => Promise.reject(new Error("chunk failed to load")));
    const { addProductToCart, preloadCartStore } = cartOnFirstUse(load);
    preloadCartStore(); // a failed preload is silent: the press reports it
    await new Promise((resolve) => setTimeout(resolve, 0)); // the preload's rejection has been handled
    expect(errors).not.toHaveBeenCalled();
    expect(await addProductToCart({ product: "arduino-uno" })).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.addProductToCart).not.toHaveBeenCalled();
    expect(requests).not.toHaveBeenCalled();
    expect(toastStore.get()).toMatchObject({ kind: "error", message: MESSAGES.somethingWentWrong });
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
