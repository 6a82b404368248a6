import { describe, expect, it } from "vitest";
import { cachedReads, coalesceReads } from "./coalesce";
import { toDhakaIso } from "./time";

describe("coalesceReads", () => {
  it("never answers a caller with a read that started before it asked", async () => {
    let value = 0;
    let started = 0;
    const resolvers: Array<() => void> = [];
    const read = coalesceReads(
      () =>
        new Promise<number>((resolve) => {
          started++;
          const seen = value;
          resolvers.push(() => resolve(seen));
        }),
    );
    const first = read();
    value = 1; // a write lands while the first read is in flight
    const second = read();
    const third = read();
    expect(started).toBe(1);
    resolvers.shift()!();
    expect(await first).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toBe(2);
    resolvers.shift()!();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });
});

describe("toDhakaIso", () => {
  it("formats with the +06:00 offset", () => {
    expect(toDhakaIso(new Date("2025-01-31T20:15:00.000Z"))).toBe("2025-02-01T02:15:00.000+06:00");
  });
});

describe("cachedReads", () => {
  it("reuses a read for ttlMs from when it started, then reads again", async () => {
    let clock = 0;
    let reads = 0;
    const read = cachedReads(
      async () => ++reads,
      100,
      () => clock,
    );
    expect(await read()).toBe(1);
    clock = 99;
    expect(await read()).toBe(1);
    clock = 100;
    expect(await read()).toBe(2);
  });

  it("reads every time with ttl 0", async () => {
    let reads = 0;
    const read = cachedReads(async () => ++reads, 0);
    await read();
    await read();
    expect(reads).toBe(2);
  });
});
