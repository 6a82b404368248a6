import { describe, expect, it } from "vitest";
import { timelineSteps } from "./order-timeline";

const at = "2026-11-23T10:00:00+06:00";

describe("timelineSteps", () => {
  it("shows a new order's later steps as upcoming", () => {
    const steps = timelineSteps({ status: "pending", timeline: [{ status: "pending", at, note: "Order placed" }] });
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ["pending", "current"],
      ["confirmed", "upcoming"],
      ["processing", "upcoming"],
      ["shipped", "upcoming"],
      ["delivered", "upcoming"],
    ]);
    expect(steps[0]).toMatchObject({ at, note: "Order placed" });
    expect(steps[1]).toMatchObject({ at: null, note: null });
  });

  it("marks only the latest entry current and leaves nothing ahead once delivered", () => {
    const timeline = (["pending", "confirmed", "processing", "shipped", "delivered"] as const).map((status) => ({ status, at, note: null }));
    const steps = timelineSteps({ status: "delivered", timeline });
    expect(steps.map((s) => s.state)).toEqual(["done", "done", "done", "done", "current"]);
  });

  it("shows no steps ahead for a cancelled or failed order", () => {
    const cancelled = timelineSteps({
      status: "cancelled",
      timeline: [
        { status: "pending", at, note: null },
        { status: "cancelled", at, note: "Change of mind" },
      ],
    });
    expect(cancelled.map((s) => s.status)).toEqual(["pending", "cancelled"]);
    expect(timelineSteps({ status: "failed", timeline: [{ status: "pending", at, note: null }] }).map((s) => s.status)).toEqual(["pending"]);
  });

  it("does not repeat a step the timeline already holds", () => {
    const steps = timelineSteps({
      status: "confirmed",
      timeline: [
        { status: "pending", at, note: null },
        { status: "confirmed", at, note: null },
      ],
    });
    expect(steps.map((s) => s.status)).toEqual(["pending", "confirmed", "processing", "shipped", "delivered"]);
  });
});
