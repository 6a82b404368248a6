import { SEARCH_DEBOUNCE_MS } from "@shop/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDebouncer } from "./debounce";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createDebouncer", () => {
  it("uses the spec's half-second pause", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it("fires once, with the last value, after 500 ms of quiet", () => {
    const fn = vi.fn();
    const d = createDebouncer(fn, SEARCH_DEBOUNCE_MS);
    d.call("e");
    d.call("es");
    d.call("esp");
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    expect(d.pending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith("esp");
    expect(d.pending()).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("restarts the wait on each keystroke", () => {
    const fn = vi.fn();
    const d = createDebouncer(fn, SEARCH_DEBOUNCE_MS);
    d.call("e");
    vi.advanceTimersByTime(400);
    d.call("es");
    vi.advanceTimersByTime(400);
    d.call("esp");
    vi.advanceTimersByTime(400);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledExactlyOnceWith("esp");
  });

  it("fires again for a later burst", () => {
    const fn = vi.fn();
    const d = createDebouncer(fn, SEARCH_DEBOUNCE_MS);
    d.call("esp");
    vi.advanceTimersByTime(500);
    d.call("esp32");
    vi.advanceTimersByTime(500);
    expect(fn.mock.calls).toEqual([["esp"], ["esp32"]]);
  });

  it("cancel drops the pending call", () => {
    const fn = vi.fn();
    const d = createDebouncer(fn, SEARCH_DEBOUNCE_MS);
    d.call("esp");
    d.cancel();
    expect(d.pending()).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(fn).not.toHaveBeenCalled();
    d.cancel(); // harmless when nothing is pending
  });

  it("flush runs the pending call at once, and only once", () => {
    const fn = vi.fn();
    const d = createDebouncer(fn, SEARCH_DEBOUNCE_MS);
    d.flush();
    expect(fn).not.toHaveBeenCalled();
    d.call("esp");
    d.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith("esp");
    vi.advanceTimersByTime(1_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("works with injected timers", () => {
    const scheduled: (() => void)[] = [];
    const fn = vi.fn();
    const d = createDebouncer(fn, 500, {
      setTimeout: (cb) => scheduled.push(cb),
      clearTimeout: () => {},
    });
    d.call(1);
    scheduled.at(-1)!();
    expect(fn).toHaveBeenCalledWith(1);
  });
});
