"use client";

import { useRef, useState, type ComponentType, type FormEvent } from "react";
import type { NewsletterForm } from "./newsletter-form";
import { SignupFields, type Adopted } from "./newsletter-fields";

type Form = ComponentType<Parameters<typeof NewsletterForm>[0]>;

let loaded: Promise<Form> | null = null;
const loadForm = () => (loaded ??= import("./newsletter-form").then((m) => m.NewsletterForm));

/**
 * The footer's signup as every page first ships it: the same field and button, with
 * none of the checking, captcha and sending code. That code loads when the shopper
 * first points at, taps or focuses the form, and takes over the typed address, the
 * focus and a Subscribe pressed before it arrived (issue 15: the footer is on every
 * page and below the first screen).
 */
export function NewsletterSignup() {
  const input = useRef<HTMLInputElement>(null);
  const [full, setFull] = useState<{ Form: Form; adopt: Adopted } | null>(null);
  const submitted = useRef(false);

  const load = () =>
    void loadForm().then((Form) => {
      const el = input.current;
      // Once: a later call (pointer, then focus, then submit) must not hand over again.
      if (el) setFull((taken) => taken ?? { Form, adopt: { input: el, focused: document.activeElement === el, submitted: submitted.current } });
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    load();
  };

  if (full) return <full.Form adopt={full.adopt} />;
  return (
    // `contents`: the wrapper only listens; the form lays out as the full one does.
    <div className="contents" onPointerEnter={load} onTouchStart={load} onFocus={load}>
      <SignupFields inputRef={input} onSubmit={onSubmit} />
    </div>
  );
}
