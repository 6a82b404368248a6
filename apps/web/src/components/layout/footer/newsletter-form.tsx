"use client";

import { NEWSLETTER_MESSAGES, NEWSLETTER_TOAST_MS, subscriptionBody } from "@shop/contracts";
import { usePathname } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { errorMessage } from "@/features/cart/lib/error-message";
import { firstError } from "@/features/identity/form-errors";
import { subscribe } from "@/features/newsletter/lib/newsletter-api";
import { preloadRecaptcha, recaptchaToken } from "@/features/newsletter/lib/recaptcha";
import { signupOutcome } from "@/features/newsletter/lib/results";
import { ApiError } from "@/lib/api/client";
import { toast } from "@/lib/toast";

/**
 * The footer's newsletter signup (spec §4, §5, §8). The address is checked with the
 * contracts' rule, then sent with a captcha token (reCAPTCHA loads on the field's
 * first focus, never with the page). A new address gets the thank-you dialog, another
 * success the API's words as a toast; a refusal of the address goes under the field,
 * any other failure is a toast for 2 s. The footer outlives pages, so the form clears
 * on a route change as well as after a success.
 */
export function NewsletterForm() {
  const pathname = usePathname();
  const [shownOn, setShownOn] = useState(pathname);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [thanked, setThanked] = useState(false);
  const input = useRef<HTMLInputElement>(null);

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
    const invalid = firstError(subscriptionBody.shape.email, email);
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
      <form noValidate onSubmit={onSubmit} className="flex w-full max-w-md items-start gap-2">
        <TextField
          ref={input}
          id="newsletter-email"
          label="Email"
          required
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Your email address"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          onFocus={preloadRecaptcha}
          error={error}
          // On the brand band: white label, light red asterisk and message, a white focus ring.
          className="min-w-0 flex-1 [&_input:focus]:outline-white [&_label]:text-white [&_label_span]:text-red-200 [&_p]:text-red-200"
        />
        <Button type="submit" variant="secondary" loading={busy} className="mt-6.5 focus-visible:outline-white">
          Subscribe
        </Button>
      </form>
      <Dialog open={thanked} onClose={() => setThanked(false)} title={NEWSLETTER_MESSAGES.dialogTitle} description={NEWSLETTER_MESSAGES.dialogBody} size="sm">
        <ButtonLink href="/" fullWidth onClick={() => setThanked(false)}>
          Continue Shopping
        </ButtonLink>
      </Dialog>
    </>
  );
}
