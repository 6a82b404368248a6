"use client";

import { CONTACT_COMMENT_MAX, toBanglaDigits } from "@shop/contracts";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { errorMessage } from "@/features/cart/lib/error-message";
import { useLocale, useT } from "@/i18n/client";
import { toast } from "@/lib/toast";
import { useMessageIn } from "@/lib/use-message-in";
import { sendContactMessage } from "../lib/contact-api";
import {
  contactFieldError,
  EMPTY_CONTACT,
  firstInvalid,
  serverFieldErrors,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "../lib/contact-fields";

/**
 * The contact page's form (spec §3, §5): each field is checked with the contracts'
 * rules when it loses focus and all of them on submit, the first field at fault taking
 * the focus. A 422 naming fields lands under them; anything else (the hourly limit
 * included, in the API's words) is a toast. Sent, the form clears and the thank-you
 * dialog opens. `website` is a honeypot people never see.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const focusNext = useRef<ContactField | null>(null);
  const t = useT("contactForm");
  const locale = useLocale();
  const m = useMessageIn();
  const digits = (n: number) => (locale === "bn" ? toBanglaDigits(String(n)) : String(n));

  // Focus after the errors are drawn, so the field is announced with its message.
  useEffect(() => {
    const field = focusNext.current;
    focusNext.current = null;
    if (field) (form.current?.elements.namedItem(field) as HTMLElement | null)?.focus();
  }, [errors]);

  const showErrors = (next: ContactErrors) => {
    focusNext.current = firstInvalid(next) ?? null;
    setErrors(next);
  };

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    error: m(errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors((e) => ({ ...e, [name]: contactFieldError(name, value) }));
    },
    // A message from the API stays until the field is edited (leaving it changes nothing).
    onBlur: () => setErrors((e) => ({ ...e, [name]: contactFieldError(name, values[name]) ?? e[name] })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const element = event.currentTarget;
    const checked = validateContact(values);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await sendContactMessage({ ...checked.body, website: String(new FormData(element).get("website") ?? "") });
      element.reset();
      setValues(EMPTY_CONTACT);
      setSent(true);
    } catch (failure) {
      const onFields = serverFieldErrors(failure);
      if (firstInvalid(onFields)) showErrors(onFields);
      else toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form method="post" ref={form} noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-labelledby="contact-form-title">
        <TextField label={t("name")} required autoComplete="name" {...field("name")} />
        <TextField label={t("email")} required type="email" inputMode="email" autoComplete="email" {...field("email")} />
        <TextField label={t("title")} required className="sm:col-span-2" {...field("title")} />
        <TextareaField
          label={t("message")}
          required
          rows={6}
          className="sm:col-span-2"
          hint={<span data-contact-count="">{t("count", { count: digits(values.comment.trim().length), max: digits(CONTACT_COMMENT_MAX) })}</span>}
          {...field("comment")}
        />
        {/* The honeypot: off-screen and out of the tab order, so only a bot fills it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" loading={busy} className="w-full sm:w-auto">
            {t("send")}
          </Button>
        </div>
      </form>
      <Dialog open={sent} onClose={() => setSent(false)} title={t("thankYou")} description={t("thankYouBody")} size="sm">
        <Button fullWidth onClick={() => setSent(false)}>
          {t("close")}
        </Button>
      </Dialog>
    </>
  );
}
