"use client";

import { RATING_ANIMATION_MS } from "@shop/contracts";
import { useRef, useState, type Ref } from "react";
import { FieldError } from "@/components/ui/form-field";
import { useT } from "@/i18n/client";
import { useLocalFormat } from "../lib/use-local-format";
import { STAR_VALUES, type StarValue } from "../lib/rating";
import { StarIcon } from "./stars";

type Props = {
  /** 0 until a star is chosen (spec §3: rating defaults to 0). */
  value: number;
  onChange: (value: StarValue) => void;
  error?: string;
  /** Base for the ids of the error; the radios' name. */
  id: string;
  /** The radio a keyboard user is sent to when the rating is at fault. */
  inputRef?: Ref<HTMLInputElement>;
};

const POP: Keyframe[] = [{ transform: "scale(1)" }, { transform: "scale(1.3)" }, { transform: "scale(1)" }];

/**
 * Stars 1 to 5 as native radios, so the keyboard works as with any radio group (Tab in,
 * arrow keys move and select) and each is read as "4 stars, Good". The prompt is the
 * group's name. Choosing a star fills the stars up to it and pops them for 300 ms
 * (spec §4); a hovered star previews its label.
 */
export function RatingInput({ value, onChange, error, id, inputRef }: Props) {
  const [hovered, setHovered] = useState(0);
  const stars = useRef<Array<HTMLSpanElement | null>>([]);
  const errorId = `${id}-error`;
  const shown = hovered || value;
  const t = useT("reviews");
  const { digits } = useLocalFormat();
  const label = (star: StarValue) => t(`rating_${star}`);

  const choose = (next: StarValue) => {
    onChange(next);
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    for (const star of stars.current.slice(0, next)) star?.animate?.(POP, { duration: RATING_ANIMATION_MS, easing: "ease-out" });
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-rating-input={value}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {t("ratingPrompt")}
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center" onMouseLeave={() => setHovered(0)}>
          {STAR_VALUES.map((star) => (
            <label
              key={star}
              onMouseEnter={() => setHovered(star)}
              className="relative grid size-11 cursor-pointer place-items-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                ref={star === 1 ? inputRef : undefined}
                type="radio"
                name={id}
                value={star}
                checked={value === star}
                onChange={() => choose(star)}
                aria-describedby={error ? errorId : undefined}
                className="sr-only"
              />
              <span className="sr-only">{t(star === 1 ? "starOne" : "starMany", { n: digits(star), label: label(star) })}</span>
              <span
                ref={(el) => {
                  stars.current[star - 1] = el;
                }}
                aria-hidden="true"
                className="inline-flex transition-colors"
                style={{ transitionDuration: `${RATING_ANIMATION_MS}ms` }}
              >
                <StarIcon fill={star <= shown ? 1 : 0} className="size-8" />
              </span>
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="min-w-20 text-sm font-medium text-slate-700" data-rating-label="">
          {shown ? label(shown as StarValue) : ""}
        </span>
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
