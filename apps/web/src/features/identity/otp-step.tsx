"use client";

import { toBanglaDigits } from "@shop/contracts";
import { useLocale, useT } from "@/i18n/client";
import { IDENTITY_MESSAGES, OTP_LENGTH, OTP_RESEND_SECONDS, otpError } from "@shop/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { OtpInput } from "@/components/ui/otp-input";
import { useCountdown } from "./use-countdown";

export type OtpStepProps = {
  phone: string;
  /** Seconds before a resend is allowed (the API's resend_in); 60 by default. */
  resendIn?: number;
  /** Resolves to an error to show under the boxes, or null when done. */
  onConfirm: (otp: string) => Promise<string | null>;
  /** Asks for a new code; resolves to the new resend_in, or null when it failed. */
  onResend: () => Promise<number | null>;
  onChangePhone: () => void;
  confirmLabel: string;
};

/**
 * The One Time Password step (spec §4): 6 boxes, a countdown, then "Resend OTP!"
 * which asks again and restarts it; "Change phone number" goes back to the form.
 */
export function OtpStep({ phone, resendIn = OTP_RESEND_SECONDS, onConfirm, onResend, onChangePhone, confirmLabel }: OtpStepProps) {
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const countdown = useCountdown(resendIn);
  const t = useT("signin");
  const locale = useLocale();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const invalid = otpError(otp);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const failed = await onConfirm(otp.trim());
      setError(failed ?? undefined);
      // The code is used up: a new one may be asked for now, so the page offers it now.
      if (failed === IDENTITY_MESSAGES.otpTooManyTries) {
        setOtp("");
        countdown.restart(0);
      }
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const next = await onResend();
      if (next !== null) {
        setOtp("");
        setError(undefined);
        countdown.restart(next || OTP_RESEND_SECONDS);
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        {locale === "en" ? IDENTITY_MESSAGES.otpSent : t("codeSent")}: <strong className="font-semibold text-slate-900">{phone}</strong>
      </p>
      <OtpInput
        value={otp}
        onChange={(value) => {
          setOtp(value);
          if (error) setError(undefined);
        }}
        length={OTP_LENGTH}
        label={t("otp")}
        required
        error={error}
        autoFocus
        onSubmit={() => void submit()}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        {countdown.done ? (
          <button
            type="button"
            onClick={() => void resend()}
            disabled={resending}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-55"
          >
            {t("resend")}
          </button>
        ) : (
          <p aria-live="off" className="text-slate-600">
            {t("resendIn", { seconds: locale === "bn" ? toBanglaDigits(String(countdown.left)) : countdown.left })}
          </p>
        )}
        <button
          type="button"
          onClick={onChangePhone}
          className="font-medium text-slate-700 underline underline-offset-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t("changePhone")}
        </button>
      </div>
      <Button type="submit" fullWidth loading={busy}>
        {confirmLabel}
      </Button>
    </form>
  );
}

/** A code that was sent: the phone, the signature the confirm call carries, the resend wait. */
export type CodeSent = { phone: string; signature: string; resendIn: number };

/**
 * Resend for an OTP step: asks `request` for a new code to the same phone, keeps the
 * new signature, and answers the new wait (the API's resend_in), or null after a toast.
 */
export async function resendCode(
  sent: CodeSent | null,
  request: (phone: string) => Promise<{ data: { signature: string; resend_in: number } }>,
  setSent: (next: CodeSent) => void,
  onError: (error: unknown) => void,
): Promise<number | null> {
  if (!sent) return null;
  try {
    const res = await request(sent.phone);
    setSent({ ...sent, signature: res.data.signature });
    return res.data.resend_in || OTP_RESEND_SECONDS;
  } catch (error) {
    onError(error);
    return null;
  }
}
