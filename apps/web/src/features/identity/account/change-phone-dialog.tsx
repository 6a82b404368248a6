"use client";

import { MESSAGES, OTP_RESEND_SECONDS, phoneSchema, type Customer } from "@shop/contracts";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { confirmPhoneChange, requestPhoneChangeOtp } from "@/lib/api/identity";
import { ApiError } from "@/lib/api/client";
import { toast } from "@/lib/toast";
import { fieldErrorOrToast, firstError, focusOnError, toastError } from "../form-errors";
import { OtpStep, resendCode, type CodeSent } from "../otp-step";
import { PhoneField } from "../phone-field";

type Sent = CodeSent;

/**
 * Change Phone Number (spec §4): the form; once the code is sent, the One Time
 * Password step (signature kept); on confirm the phone is updated, the session
 * refreshed and the dialog closes. 422 on the phone field; other failures toast.
 */
export function ChangePhoneDialog({
  open,
  onClose,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  onChanged: (customer: Customer) => void | Promise<void>;
}) {
  const [sent, setSent] = useState<Sent | null>(null);
  const [phone, setPhone] = useState("");
  const close = () => {
    setSent(null);
    setPhone("");
    onClose();
  };

  const resend = () => resendCode(sent, requestPhoneChangeOtp, setSent, toastError);

  const confirm = async (otp: string): Promise<string | null> => {
    if (!sent) return null;
    try {
      const res = await confirmPhoneChange({ phone: sent.phone, otp, signature: sent.signature });
      // Only now, with the code accepted, is anything verified: one toast (spec §9), the update's.
      toast.success(MESSAGES.phoneUpdated);
      await onChanged(res.data.customer);
      close();
    } catch (error) {
      // Wrong, expired or used-up codes show under the boxes, like on the sign-in page.
      const onCode = error instanceof ApiError ? error.fieldError("otp") : undefined;
      if (onCode) return onCode;
      toastError(error);
    }
    return null;
  };

  return (
    <Dialog open={open} onClose={close} title={sent ? "One Time Password" : "Change Phone Number"} size="sm">
      {sent ? (
        <OtpStep phone={sent.phone} resendIn={sent.resendIn} onConfirm={confirm} onResend={resend} onChangePhone={() => setSent(null)} confirmLabel="Verify" />
      ) : (
        <PhoneForm phone={phone} setPhone={setPhone} onSent={setSent} />
      )}
    </Dialog>
  );
}

function PhoneForm({ phone, setPhone, onSent }: { phone: string; setPhone: (v: string) => void; onSent: (sent: Sent) => void }) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = firstError(phoneSchema, phone);
    setError(invalid);
    if (invalid) inputRef.current?.focus();
    if (invalid) return;
    setBusy(true);
    try {
      const res = await requestPhoneChangeOtp(phone.trim());
      onSent({ phone: phone.trim(), signature: res.data.signature, resendIn: res.data.resend_in || OTP_RESEND_SECONDS });
    } catch (err) {
      setError(focusOnError(inputRef, fieldErrorOrToast(err, "phone")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
      <PhoneField
        label="New Phone Number"
        value={phone}
        onChange={(value) => {
          setPhone(value);
          if (error) setError(undefined);
        }}
        error={error}
        inputRef={inputRef}
      />
      <Button type="submit" fullWidth loading={busy}>
        Send Code
      </Button>
    </form>
  );
}
