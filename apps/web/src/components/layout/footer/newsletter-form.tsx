"use client";

import { NEWSLETTER_TOAST_MS, newsletterEmailError } from "@shop/contracts";
import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { errorMessage } from "@/features/cart/lib/error-message";
import { subscribe } from "@/features/newsletter/lib/newsletter-api";
import { preloadRecaptcha, recaptchaToken } from "@/features/newsletter/lib/recaptcha";
import { signupOutcome } from "@/features/newsletter/lib/results";
import { ApiError } from "@/lib/api/client";
import { useOpenedOnce } from "@/lib/hooks/use-opened-once";
import { takeOverInput } from "@/lib/take-over-input";
import { toast } from "@/lib/toast";
import { SignupFields, type Adopted } from "./newsletter-fields";
import { lazyComponent } from "@/lib/lazy-component";
import { useT } from "@/i18n/client";

const NewsletterThanksDialog = lazyComponent(() => import("@/features/newsletter/components/thanks-dialog").then((m) => m.NewsletterThanksDialog));

/**
 * The footer's newsletter signup (spec §4, §5, §8), loaded on first use by
 * NewsletterSignup. The address is checked with the
 * contracts' plain rule, then sent with a captcha token (reCAPTCHA loads on the field's
 * first focus, never with the page). The footer is on every page, so it ships no zod
 * and its dialog's code loads on first use (decision 025). A new address gets the thank-you dialog, another
 * success the API's words as a toast; a refusal of the address goes under the field,
 * any other failure is a toast for 2 s. The footer outlives pages, so the form clears
 * on a route change as well as after a success.
 */
export function NewsletterForm({ adopt = null }: { adopt?: Adopted | null }) {
  const pathname = usePathname();
  const t = useT("newsletter");
  const [shownOn, setShownOn] = useState(pathname);
  const [email, setEmail] = useState(() => adopt?.input.value ?? "");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const dialogLoaded = useOpenedOnce(thanked);

  // Taking over from the plain form (NewsletterSignup): what was typed until this
  // commit and the focus; then, with that text rendered, a Subscribe pressed while
  // this code was on its way.
  useLayoutEffect(() => {
    if (!adopt) return;
    takeOverInput(adopt.input, input.current, { focused: adopt.focused, setValue: setEmail });
  }, [adopt]);
  useEffect(() => {
    if (adopt?.submitted) form.current?.requestSubmit();
  }, [adopt]);

  if (shownOn !== pathname) {
    setShownOn(pathname);
    setEmail("");
    setError(undefined);
    setThanked(false);
  }

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = newsletterEmailError(email);
    if (invalid) return refuse(invalid);
    setError(undefined);
    setBusy(true);
    try {
      const outcome = signupOutcome(await subscribe({ email: email.trim(), gRecaptchaToken: await recaptchaToken("newsletter") }));
      setEmail("");
      if (outcome.kind === "dialog") setThanked(true);
      else toast.success(outcome.message);
    } catch (failure) {
      const onField = failure instanceof ApiError && failure.status === 422 ? failure.fieldError("email") : undefined;
      if (onField) refuse(onField);
      else toast.error(errorMessage(failure), { duration: NEWSLETTER_TOAST_MS });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <SignupFields
        ref={form}
        inputRef={input}
        onSubmit={onSubmit}
        busy={busy}
        error={error}
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(undefined);
        }}
        onFocus={preloadRecaptcha}
        words={{ email: t("email"), placeholder: t("placeholder"), subscribe: t("subscribe") }}
      />
      {dialogLoaded ? <NewsletterThanksDialog open={thanked} onClose={() => setThanked(false)} /> : null}
    </>
  );
}
