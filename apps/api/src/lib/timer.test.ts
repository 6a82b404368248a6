import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { logCapture } from "../test/log";
import { repeatWhileOpen } from "./timer";

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("repeatWhileOpen", () => {
  it("starts when the app is ready, never runs twice at once, goes on after a failure, and stops on close after the run under way", async () => {
    const { lines: logged, stream } = logCapture();
    const app = Fastify({ logger: { level: "error", stream } });
    let runs = 0;
    let inFlight = 0;
    let most = 0;
    let release: (() => void) | null = null;
    repeatWhileOpen(app, { everyMs: 5, failure: "test job failed" }, async () => {
      runs++;
      inFlight++;
      most = Math.max(most, inFlight);
      try {
        if (runs === 1) throw new Error("first run fails");
        // The second run is held across several ticks.
        if (runs === 2) await new Promise<void>((resolve) => (release = resolve));
      } finally {
        inFlight--;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs, "nothing before the app is ready").toBe(0);

    await app.ready();
    await until(() => release !== null);
    const held = runs;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(runs, "no run joins the one under way").toBe(held);
    expect(logged.some((line) => line.includes("test job failed") && line.includes("first run fails"))).toBe(true);

    release!();
    await until(() => runs >= 4);
    await app.close();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs, "no run after close").toBe(after);
    expect(most).toBe(1);
  });

  it("closes only once the run under way has finished", async () => {
    const app = Fastify();
    let finished = false;
    let started = false;
    repeatWhileOpen(app, { everyMs: 5, failure: "test job failed" }, async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 50));
      finished = true;
    });
    await app.ready();
    await until(() => started);
    await app.close();
    expect(finished).toBe(true);
  });
});
