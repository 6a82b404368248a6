"use client";

import { useRef, useState, type ComponentType, type FormEvent, type ReactNode } from "react";
import type { NewsletterForm } from "./newsletter-form";
import type { Adopted } from "./newsletter-fields";
import { usePressGate } from "@/lib/hooks/use-press-gate";

type Form = ComponentType<Parameters<typeof NewsletterForm>[0]>;

let loaded: Promise<Form> | null = null;
const loadForm = () => (loaded ??= import("./newsletter-form").then((m) => m.NewsletterForm));

/**
 * The footer's signup as every page first ships it: `children` is the plain form, the
 * same field and button rendered on the server (SignupFields), so none of its code, nor
 * the checking, captcha and sending code, is in the first load. That code loads when
 * the shopper first points at, taps or focuses the form, and takes over the typed
 * address, the focus and a Subscribe pressed before it arrived or while it arrived
 * (issue 15: the footer is on every page and below the first screen).
 */
export function NewsletterSignup({ children }: { children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState<{ Form: Form; adopt: Adopted } | null>(null);
  const submitted = useRef(false);
  const gate = usePressGate();

  const load = () =>
    void loadForm().then((Form) =>
      gate.afterPress(() => {
        const input = wrapper.current?.querySelector("input");
        // Once: a later call (pointer, then focus, then submit) must not hand over again.
        if (input) setFull((taken) => taken ?? { Form, adopt: { input, focused: document.activeElement === input, submitted: submitted.current } });
      }),
    );
  const press = () => {
    gate.onPointerDown();
    load();
  };

  // The plain form's submit bubbles here (React's events follow the component tree).
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    load();
  };

  if (full) return <full.Form adopt={full.adopt} />;
  return (
    // `contents`: the wrapper only listens; the form lays out as the full one does.
    <div ref={wrapper} className="contents" onPointerEnter={load} onPointerDown={press} onFocus={load} onSubmit={onSubmit}>
      {children}
    </div>
  );
}
