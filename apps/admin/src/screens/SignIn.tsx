import { useEffect, useRef, useState, type FormEvent } from "react";
import type { AdminMe } from "@shop/contracts/admin";
import { OTP_PATTERN } from "@shop/contracts/identity-words";
import { ApiError, errorMessage, request } from "../lib/api";
import { Banner, Button, TextField } from "../components/ui";

type Props = { onSignedIn: (me: AdminMe) => void };

/** Phone → code → signed in. The server keeps the token in an httpOnly cookie. */
export function SignIn({ onSignedIn }: Props) {
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [signature, setSignature] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string; otp?: string; form?: string }>({});
  const [info, setInfo] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (resendAt <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [resendAt, now]);

  const waitSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    setErrors({});
    setInfo(null);
    if (!/^\+?\d{11,15}$/.test(phone.trim().replace(/[\s-]/g, ""))) {
      setErrors({ phone: "Enter a mobile number like 01XXXXXXXXX" });
      return;
    }
    setBusy(true);
    try {
      const answer = await request<{ message: string; data: { signature: string; resend_in: number; expires_in: number } }>("/session/code", {
        method: "POST",
        json: { phone: phone.trim().replace(/[\s-]/g, "") },
      });
      setSignature(answer.data.signature);
      setResendAt(Date.now() + answer.data.resend_in * 1000);
      setNow(Date.now());
      setInfo(`${answer.message}. It is valid for ${Math.round(answer.data.expires_in / 60)} minutes.`);
      window.setTimeout(() => codeInput.current?.focus(), 0);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(fields.phone ? { phone: fields.phone } : { form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  async function signIn(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    if (!OTP_PATTERN.test(code.trim())) {
      setErrors({ otp: "Enter the 6-digit code from the SMS" });
      return;
    }
    setBusy(true);
    try {
      const answer = await request<{ data: AdminMe }>("/session", {
        method: "POST",
        json: { phone: phone.trim().replace(/[\s-]/g, ""), otp: code.trim(), signature },
      });
      onSignedIn(answer.data);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      if (error instanceof ApiError && error.status === 403) setErrors({ form: error.message });
      else if (fields.otp) setErrors({ otp: fields.otp });
      else setErrors({ form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center p-4">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 ref={heading} tabIndex={-1} className="mb-1 text-2xl font-bold outline-none">
          Back office
        </h1>
        <p className="mb-4 text-slate-600">Sign in with your staff phone number.</p>
        <div aria-live="polite" className="mb-3 empty:hidden">
          {info ? <Banner kind="success">{info}</Banner> : null}
        </div>
        {errors.form ? <Banner className="mb-3">{errors.form}</Banner> : null}
        {signature === null ? (
          <form onSubmit={sendCode} noValidate className="flex flex-col gap-4">
            <TextField
              label="Phone number"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="01XXXXXXXXX"
              hint="11 digits, starting with 01"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              error={errors.phone}
              required
            />
            <Button type="submit" variant="primary" busy={busy}>
              Send code
            </Button>
          </form>
        ) : (
          <form onSubmit={signIn} noValidate className="flex flex-col gap-4">
            <p className="text-sm">
              Code sent to <strong>{phone}</strong>.{" "}
              <button
                type="button"
                className="text-blue-800 underline"
                onClick={() => {
                  setSignature(null);
                  setCode("");
                  setInfo(null);
                  setErrors({});
                }}
              >
                Change number
              </button>
            </p>
            <TextField
              ref={codeInput}
              label="6-digit code"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
              error={errors.otp}
              required
            />
            <Button type="submit" variant="primary" busy={busy}>
              Sign in
            </Button>
            <Button onClick={() => void sendCode()} disabled={busy || waitSeconds > 0}>
              {waitSeconds > 0 ? `Send a new code in ${waitSeconds} s` : "Send a new code"}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
