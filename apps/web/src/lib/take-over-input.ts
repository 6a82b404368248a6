/**
 * The swap from a plain, server-rendered input to its full client twin (the header
 * search box, the footer signup), in the swap's commit (a layout effect): the text
 * typed until then moves through the component's own setter, and for an input that had
 * the focus, the focus and the selection move too, so the keys that follow replace
 * what was selected, as they would have in the plain input. The selection moves only
 * when the text is the same in both (a new text puts the caret at its end) and where
 * the input type has one (an email field has none).
 */
export function takeOverInput(
  from: HTMLInputElement,
  to: HTMLInputElement | null,
  { focused, setValue }: { focused: boolean; setValue: (value: string) => void },
): void {
  const sameText = from.value === to?.value;
  if (!sameText) setValue(from.value);
  if (!focused || !to) return;
  to.focus();
  if (sameText && from.selectionStart !== null && from.selectionEnd !== null) {
    to.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection ?? undefined);
  }
}
