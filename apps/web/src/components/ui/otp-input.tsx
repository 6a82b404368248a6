"use client";

import { toBanglaDigits } from "@shop/contracts";
import { useLocale, useT } from "@/i18n/client";
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { cn } from "@/lib/cn";
import { fieldErrorText } from "@/lib/field-error";
import { cleanOtpText, distributePaste, fromBoxes, isComplete, toBoxes, type OtpMode } from "./otp-input-logic";

export type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Number of boxes; 4 by default (spec §5), 6 for the shop's codes. */
  length?: number;
  mode?: OtpMode;
  /** Group label read by screen readers (and shown unless hideLabel). */
  label?: string;
  hideLabel?: boolean;
  required?: boolean;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Called once every box is filled. */
  onComplete?: (value: string) => void;
  /** Enter in any box. */
  onSubmit?: () => void;
  className?: string;
};

/**
 * One box per character (spec §5): digits only in numeric mode, typing moves to the
 * next box, Backspace on an empty box goes back, a paste fills from the current box
 * onward, Enter submits. The first box carries autocomplete="one-time-code" so phones
 * offer the SMS code; a paste or autofill into any box is spread across the boxes.
 */
export function OtpInput({
  value,
  onChange,
  length = 4,
  mode = "numeric",
  label = "One time password",
  hideLabel,
  required,
  error,
  disabled,
  autoFocus,
  onComplete,
  onSubmit,
  className,
}: OtpInputProps) {
  const id = useId();
  const t = useT("signin");
  const locale = useLocale();
  const digit = (n: number) => (locale === "bn" ? toBanglaDigits(String(n)) : String(n));
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = toBoxes(value, length);
  const message = fieldErrorText(error);
  const errorId = `${id}-error`;

  const focusBox = (index: number) => {
    const input = refs.current[Math.max(0, Math.min(index, length - 1))];
    input?.focus();
    input?.select();
  };

  const commit = (next: string[]) => {
    const joined = fromBoxes(next);
    onChange(joined);
    if (isComplete(next)) onComplete?.(next.join(""));
  };

  const fill = (index: number, text: string) => {
    const { boxes: next, focus } = distributePaste(boxes, index, text, mode);
    commit(next);
    focusBox(focus);
  };

  const onInput = (index: number, raw: string) => {
    const clean = cleanOtpText(raw, mode);
    if (!clean) {
      // Cleared, or a character the mode does not accept.
      const next = [...boxes];
      next[index] = "";
      commit(next);
      return;
    }
    if (clean.length > 1) {
      // Autofill or typing over a filled box: the newest characters win.
      const typedOver = boxes[index] && clean.length === 2 && clean.startsWith(boxes[index]) ? clean.slice(1) : clean;
      fill(index, typedOver);
      return;
    }
    fill(index, clean);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      onSubmit?.();
    } else if (event.key === "Backspace" && !boxes[index] && index > 0) {
      event.preventDefault();
      const next = [...boxes];
      next[index - 1] = "";
      commit(next);
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight" && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData("text"));
  };

  return (
    <div className={className}>
      <div role="group" aria-labelledby={`${id}-label`} aria-describedby={message ? errorId : undefined}>
        <p id={`${id}-label`} className={cn("mb-1.5 block text-sm font-medium text-slate-800", hideLabel && "sr-only")}>
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          ) : null}
        </p>
        <div className="flex gap-2">
          {boxes.map((box, index) => (
            <input
              key={index}
              ref={(el) => {
                refs.current[index] = el;
              }}
              value={box}
              onChange={(event) => onInput(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              onFocus={(event) => event.target.select()}
              aria-label={t("digitOf", { n: digit(index + 1), total: digit(length) })}
              aria-invalid={message ? true : undefined}
              aria-required={required || undefined}
              autoComplete={index === 0 ? "one-time-code" : "off"}
              inputMode={mode === "numeric" ? "numeric" : "text"}
              pattern={mode === "numeric" ? "[0-9]*" : undefined}
              autoFocus={autoFocus && index === 0}
              disabled={disabled}
              className={cn(
                "h-11 w-full max-w-12 min-w-0 flex-1 rounded-md border bg-white text-center text-lg font-semibold text-slate-900 tabular-nums sm:h-12",
                "focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 disabled:bg-slate-100",
                message ? "border-red-600" : "border-slate-300",
              )}
            />
          ))}
        </div>
      </div>
      {message ? (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {message}
        </p>
      ) : null}
    </div>
  );
}
