"use client";

import { emailSchema } from "@shop/contracts";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/form-field";
import { requestEmailChange } from "@/lib/api/identity";
import { fieldErrorOrToast, firstError, focusOnError } from "../form-errors";

/**
 * Change Email Address (spec §2, §4): the form, then "Verify your email address"
 * showing the new address; Ok closes. The link in the mail confirms the change on
 * /my-account. 422 under the field, anything else a toast.
 */
export function ChangeEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const close = () => {
    setSentTo(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title={sentTo ? "Verify your email address" : "Change Email Address"} size="sm">
      {sentTo ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            We have sent a verification link to <strong className="font-semibold break-all text-slate-900">{sentTo}</strong>. Open it to confirm your new email
            address.
          </p>
          <Button fullWidth onClick={close} autoFocus>
            Ok
          </Button>
        </div>
      ) : (
        <EmailForm onSent={setSentTo} />
      )}
    </Dialog>
  );
}

function EmailForm({ onSent }: { onSent: (email: string) => void }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstError(emailSchema, email);
    setError(invalid);
    if (invalid) inputRef.current?.focus();
    if (invalid) return;
    setBusy(true);
    try {
      await requestEmailChange(email.trim());
      onSent(email.trim());
    } catch (err) {
      setError(focusOnError(inputRef, fieldErrorOrToast(err, "email")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="New Email Address"
        required
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (error) setError(undefined);
        }}
        error={error}
        ref={inputRef}
      />
      <Button type="submit" fullWidth loading={busy}>
        Send Verification Link
      </Button>
    </form>
  );
}
