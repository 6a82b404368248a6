import type { ChangeEventHandler, FormEvent, Ref } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";

/** What the full form takes over from the plain one: its input, whether it had the focus, whether Subscribe was pressed. */
export type Adopted = { input: HTMLInputElement; focused: boolean; submitted: boolean };

type Props = {
  ref?: Ref<HTMLFormElement>;
  inputRef?: Ref<HTMLInputElement>;
  /** Set by the full form; the plain one (rendered on the server) is listened to by NewsletterSignup. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  busy?: boolean;
  error?: string;
  /** Set by the full form (controlled); the plain form leaves the input to the browser. */
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onFocus?: () => void;
  /** Its words in the page's language (the plain form is rendered on the server, the full one in the browser). */
  words: { email: string; placeholder: string; subscribe: string };
};

/** The signup's email field and Subscribe button, the same in the plain form and the full one. */
export function SignupFields({ ref, inputRef, onSubmit, busy = false, error, value, onChange, onFocus, words }: Props) {
  return (
    // data-plain marks the server-rendered form until the full one takes over.
    <form method="post" ref={ref} noValidate onSubmit={onSubmit} data-plain={onSubmit ? undefined : ""} className="flex w-full max-w-md items-start gap-2">
      <TextField
        ref={inputRef}
        id="newsletter-email"
        label={words.email}
        required
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={words.placeholder}
        value={value}
        onChange={onChange}
        onFocus={onFocus}
        error={error}
        // On the brand band: white label, light red asterisk and message, a white focus ring.
        className="min-w-0 flex-1 [&_input:focus]:outline-white [&_label]:text-white [&_label_span]:text-red-200 [&_p]:text-red-200"
      />
      <Button type="submit" variant="secondary" loading={busy} className="mt-6.5 focus-visible:outline-white">
        {words.subscribe}
      </Button>
    </form>
  );
}
