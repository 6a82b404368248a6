import { useEffect, type FormEvent, type ReactNode } from "react";
import type { FieldErrors } from "../lib/api";
import { useSubmit } from "../lib/use-form";
import { Button, ErrorBanner, Section } from "./ui";

/** What the screen around a form decides: its title, its button, where a save goes, and whether it closes. */
export type ItemFormFrame = {
  title: string;
  submitLabel: string;
  send: (body: unknown) => Promise<void>;
  /** A form that closes has a Close button and returns the focus when it does; one without stays for the next entry. */
  onClose?: () => void;
  /** Focus the first field on opening (a form opened by a button, maybe above where the button was). */
  autoFocus?: boolean;
};

const FIELD = "input, select, textarea";

/**
 * A create or edit form in its own panel: the API's message on top (role=alert), the
 * fields a screen gives (with their errors), then save and Close. `read` turns the fields
 * into the body to send and what is wrong with it; nothing is sent while anything is.
 * `row`: two fields and the button on one line from 640 px (the Staff form).
 */
export function ItemForm({
  title,
  submitLabel,
  send,
  onClose,
  autoFocus,
  read,
  row,
  children,
}: ItemFormFrame & { read: () => { body: unknown; errors: FieldErrors }; row?: boolean; children: (errors: FieldErrors) => ReactNode }) {
  const { form, errors, error, busy, run } = useSubmit();
  const firstField = () => form.current?.querySelector<HTMLElement>(FIELD)?.focus();
  useEffect(() => {
    if (autoFocus) form.current?.querySelector<HTMLElement>(FIELD)?.focus();
  }, [autoFocus, form]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, errors: found } = read();
    const sent = await run(found, () => send(body));
    // A form that stays takes the next entry.
    if (sent && !onClose) firstField();
  }

  const button = (
    <Button type="submit" variant="primary" busy={busy} className={row ? "sm:mt-7" : undefined}>
      {submitLabel}
    </Button>
  );
  return (
    <Section title={title} className="mb-4">
      <form ref={form} onSubmit={submit} noValidate className={row ? "grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start" : "grid gap-3 md:grid-cols-2"}>
        <ErrorBanner error={error} className={row ? "sm:col-span-3" : "md:col-span-2"} />
        {children(errors)}
        {row ? (
          button
        ) : (
          <div className="flex gap-2 md:col-span-2">
            {button}
            {onClose ? <Button onClick={onClose}>Close</Button> : null}
          </div>
        )}
      </form>
    </Section>
  );
}
