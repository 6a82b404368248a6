import { describe, expect, it } from "vitest";
import { cleanOtpText, distributePaste, fromBoxes, isComplete, toBoxes } from "./otp-input-logic";

describe("OTP box input rules (spec §5)", () => {
  it("keeps digits only in numeric mode", () => {
    expect(cleanOtpText("12a-3 4", "numeric")).toBe("1234");
    expect(cleanOtpText("ab-12", "alphanumeric")).toBe("ab12");
  });

  it("pasting fills from the current box onward and focuses after the last filled", () => {
    const boxes = toBoxes("", 6);
    expect(distributePaste(boxes, 0, "123456", "numeric")).toEqual({ boxes: ["1", "2", "3", "4", "5", "6"], focus: 5 });
    expect(distributePaste(boxes, 2, "98", "numeric")).toEqual({ boxes: ["", "", "9", "8", "", ""], focus: 4 });
  });

  it("pasting never runs past the last box and drops non-digits", () => {
    const result = distributePaste(toBoxes("12", 4), 2, "3-4-5-6", "numeric");
    expect(result).toEqual({ boxes: ["1", "2", "3", "4"], focus: 3 });
  });

  it("pasting nothing usable changes nothing", () => {
    expect(distributePaste(toBoxes("1", 4), 1, "abc", "numeric")).toEqual({ boxes: ["1", "", "", ""], focus: 1 });
  });

  it("joins boxes back, keeping gaps, and knows when it is complete", () => {
    expect(fromBoxes(["1", "", "3", ""])).toBe("1 3");
    expect(toBoxes("1 3", 4)).toEqual(["1", "", "3", ""]);
    expect(isComplete(toBoxes("1234", 4))).toBe(true);
    expect(isComplete(toBoxes("123", 4))).toBe(false);
  });
});
