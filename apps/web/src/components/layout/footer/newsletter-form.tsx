"use client";

import { EMAIL_PATTERN } from "@shop/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-field";

/**
 * The footer's newsletter signup. Validates the address with the spec's messages.
 * Newsletter issue: on a valid address, POST /v1/subscriptions with the captcha token,
 * show the success modal or the server's message, clear the form after success and on
 * route change (spec §4). Until then a valid address is not sent anywhere and no
 * success is pretended.
 */
export function NewsletterForm() {
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) return setError("Email is a required field");
    if (!EMAIL_PATTERN.test(email)) return setError("Invalid email address");
    setError(null);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="w-full max-w-md">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Your email address"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-email-error" : undefined}
          onChange={() => error && setError(null)}
          className="h-11 min-w-0 flex-1 rounded-md border border-white/30 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-offset-2 focus:outline-white"
        />
        <Button type="submit" variant="secondary" className="focus-visible:outline-white">
          Subscribe
        </Button>
      </div>
      <div className="[&_p]:text-red-200">
        <FieldError id="newsletter-email-error" error={error} />
      </div>
    </form>
  );
}
