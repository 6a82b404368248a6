"use client";

import { useRef, useState, type ComponentType, type FormEvent, type ReactNode } from "react";
import type { NewsletterForm } from "./newsletter-form";
import type { Adopted } from "./newsletter-fields";

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
  // A press in progress: the code that arrives meanwhile waits for the press's click.
  const pressed = useRef(false);
  const waiting = useRef<Form | null>(null);

  const takeOver = (Form: Form) => {
    if (pressed.current) {
      waiting.current = Form;
      return;
    }
    const input = wrapper.current?.querySelector("input");
    // Once: a later call (pointer, then focus, then submit) must not hand over again.
    if (input) setFull((taken) => taken ?? { Form, adopt: { input, focused: document.activeElement === input, submitted: submitted.current } });
  };
  const load = () => void loadForm().then(takeOver);

  // Swapping the form while a button is down would take the button away under the
  // pointer, and the press's click would be lost. So a press holds the swap until its
  // click has been handled (a Subscribe then reaches onSubmit below and is handed
  // over), or until it ends without one (a drag off the form, a scroll).
  const hold = () => {
    pressed.current = true;
    let noClick: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      clearTimeout(noClick);
      window.removeEventListener("click", release, true);
      window.removeEventListener("pointercancel", release, true);
      window.removeEventListener("pointerup", ended, true);
      // After the click's handlers and the submit it starts, all in the current task.
      setTimeout(() => {
        pressed.current = false;
        if (waiting.current) takeOver(waiting.current);
      });
    };
    // A tap's click follows its pointerup in a later task; a press that gives no click ends here.
    const ended = () => (noClick = setTimeout(release, 500));
    window.addEventListener("click", release, true);
    window.addEventListener("pointercancel", release, true);
    window.addEventListener("pointerup", ended, true);
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
    <div ref={wrapper} className="contents" onPointerEnter={load} onPointerDown={hold} onFocus={load} onSubmit={onSubmit}>
      {children}
    </div>
  );
}
