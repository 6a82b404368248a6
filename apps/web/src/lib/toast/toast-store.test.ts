import { TOAST_AUTO_CLOSE_MS } from "@shop/contracts";
import { describe, expect, it, vi } from "vitest";
import { createCountdown, createToastStore } from "./toast-store";

describe("toast store (spec §9: one at a time, 1500 ms)", () => {
  it("shows one toast, closing after 1500 ms unless told otherwise", () => {
    const store = createToastStore();
    store.show("success", "Added to cart successfully");
    expect(store.get()).toMatchObject({ kind: "success", message: "Added to cart successfully", duration: TOAST_AUTO_CLOSE_MS });
    expect(TOAST_AUTO_CLOSE_MS).toBe(1500);
    store.show("error", "Review failed", { duration: 2000 });
    expect(store.get()?.duration).toBe(2000);
  });

  it("replaces the current toast with a new one instead of queueing", () => {
    const store = createToastStore();
    const first = store.show("info", "first");
    const second = store.show("error", "second");
    expect(store.get()).toMatchObject({ id: second, message: "second" });
    // The first toast's timer firing late must not close the second.
    store.dismiss(first);
    expect(store.get()?.id).toBe(second);
    store.dismiss(second);
    expect(store.get()).toBeNull();
  });

  it("notifies subscribers on every change", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show("success", "a");
    store.dismiss();
    unsubscribe();
    store.show("success", "b");
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("toast countdown (paused on hover)", () => {
  it("keeps the time that was left while paused", () => {
    const c = createCountdown(1500, 0);
    expect(c.remaining(500)).toBe(1000);
    c.pause(500);
    expect(c.remaining(5000)).toBe(1000);
    c.resume(5000);
    expect(c.remaining(5600)).toBe(400);
    expect(c.remaining(9000)).toBe(0);
  });

  it("ignores a second pause or resume", () => {
    const c = createCountdown(1500, 0);
    c.pause(100);
    c.pause(900);
    expect(c.remaining(900)).toBe(1400);
    c.resume(1000);
    c.resume(1200);
    expect(c.remaining(1200)).toBe(1200);
  });
});
