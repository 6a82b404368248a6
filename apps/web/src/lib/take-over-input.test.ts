import { describe, expect, it, vi } from "vitest";
import { takeOverInput } from "./take-over-input";

type Selection = { selectionStart: number | null; selectionEnd: number | null; selectionDirection: "forward" | "backward" | "none" | null };

function input(value: string, selection: Selection = { selectionStart: value.length, selectionEnd: value.length, selectionDirection: "none" }) {
  return { value, ...selection, focus: vi.fn(), setSelectionRange: vi.fn() };
}
const asInput = (fake: ReturnType<typeof input>) => fake as unknown as HTMLInputElement;

describe("takeOverInput", () => {
  it("moves the focus and a select-all over when the text is the same, so the next key replaces it", () => {
    const from = input("servo motor", { selectionStart: 0, selectionEnd: 11, selectionDirection: "forward" });
    const to = input("servo motor");
    const setValue = vi.fn();
    takeOverInput(asInput(from), asInput(to), { focused: true, setValue });
    expect(setValue).not.toHaveBeenCalled();
    expect(to.focus).toHaveBeenCalledTimes(1);
    expect(to.setSelectionRange).toHaveBeenCalledWith(0, 11, "forward");
  });

  it("hands over text typed since the render and leaves the caret to the new text", () => {
    const to = input("esp");
    const setValue = vi.fn();
    takeOverInput(asInput(input("esp32")), asInput(to), { focused: true, setValue });
    expect(setValue).toHaveBeenCalledWith("esp32");
    expect(to.focus).toHaveBeenCalledTimes(1);
    expect(to.setSelectionRange).not.toHaveBeenCalled();
  });

  it("moves nothing but the text for an input that did not have the focus", () => {
    const to = input("");
    const setValue = vi.fn();
    takeOverInput(asInput(input("a@b.co")), asInput(to), { focused: false, setValue });
    expect(setValue).toHaveBeenCalledWith("a@b.co");
    expect(to.focus).not.toHaveBeenCalled();
    expect(to.setSelectionRange).not.toHaveBeenCalled();
  });

  it("moves the focus but no selection where the input type has none (email)", () => {
    const none = { selectionStart: null, selectionEnd: null, selectionDirection: null };
    const to = input("a@b.co", none);
    takeOverInput(asInput(input("a@b.co", none)), asInput(to), { focused: true, setValue: vi.fn() });
    expect(to.focus).toHaveBeenCalledTimes(1);
    expect(to.setSelectionRange).not.toHaveBeenCalled();
  });
});
