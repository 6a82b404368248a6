"use client";

import { useLocale, useT } from "@/i18n/client";
import { IDENTITY_MESSAGES, OTP_RESEND_SECONDS, phoneNumberError } from "@shop/contracts";
import { useRouter, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { requestSignInOtp } from "@/lib/api/identity";
import { toast } from "@/lib/toast";
import { fieldErrorOrToast, focusOnError, toastError } from "./form-errors";
import { OtpStep, resendCode, type CodeSent } from "./otp-step";
import { PhoneField } from "./phone-field";
import { authErrorMessage } from "./auth-errors";
import { safeCallbackUrl } from "./callback-url";
import { useShopSession } from "./session";
import { refreshSession } from "./session-store";

/** next-auth's error for a failed sign-in, from the query: read in the browser only, so the rest of the page is in its HTML. */
function AuthError() {
  const authError = authErrorMessage(useSearchParams().get("error"));
  return authError ? (
    <p role="status" className="mt-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
      {authError}
    </p>
  ) : null;
}

/**
 * /signin (spec §2): phone, then the 6-digit code. After sign-in the shopper goes to
 * callbackUrl when it is on this site, else home; a signed-in visitor is sent there
 * straight away (by the proxy before the page is sent, or here when the session
 * began after the page loaded). The form is in the page's HTML: it does not wait for
 * the session to be known (issue 15: the first paint on a slow phone).
 */
export function SignInView() {
  const router = useRouter();
  const { status } = useShopSession();
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [phone, setPhone] = useState("");
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useT("signin");
  const locale = useLocale();

  const target = () => safeCallbackUrl(new URLSearchParams(window.location.search).get("callbackUrl"), window.location.origin);

  useEffect(() => {
    if (status === "authenticated" && !done.current) router.replace(target());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const askForCode = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = phoneNumberError(phone);
    setPhoneError(invalid);
    if (invalid) inputRef.current?.focus();
    if (invalid || busy) return;
    setBusy(true);
    try {
      const res = await requestSignInOtp(phone.trim());
      setSent({ phone: phone.trim(), signature: res.data.signature, resendIn: res.data.resend_in || OTP_RESEND_SECONDS });
    } catch (error) {
      setPhoneError(focusOnError(inputRef, fieldErrorOrToast(error, "phone")));
    } finally {
      setBusy(false);
    }
  };

  const resend = () => resendCode(sent, requestSignInOtp, setSent, toastError);

  const confirm = async (otp: string): Promise<string | null> => {
    if (!sent) return null;
    // next-auth's client loads only when a code is confirmed, not with the page.
    const { signIn } = await import("next-auth/react");
    const res = await signIn("otp", { redirect: false, phone: sent.phone, otp, signature: sent.signature });
    if (!res || res.error || !res.ok) return res?.error && res.error !== "CredentialsSignin" ? res.error : "Something went wrong";
    done.current = true;
    // The header shows the shopper before the page changes; the refresh also tells the
    // other tabs, which next-auth's signIn does not (spec §4: sign-in and sign-out reach
    // every open tab).
    await refreshSession();
    toast.success(locale === "en" ? IDENTITY_MESSAGES.signedIn : t("signedIn"));
    router.replace(target());
    router.refresh();
    return null;
  };

  // Digits typed before the page's script ran are the shopper's number.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setPhone((current) => current || typed);
  }, []);

  if (status === "authenticated") {
    return (
      <div className="flex justify-center py-10" role="status" aria-label={t("loading")}>
        <Spinner className="size-8 text-brand-600" />
      </div>
    );
  }

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t("title")}</h1>
      <Suspense fallback={null}>
        <AuthError />
      </Suspense>
      {sent ? (
        <div className="mt-6">
          <OtpStep
            key={sent.phone}
            phone={sent.phone}
            resendIn={sent.resendIn}
            onConfirm={confirm}
            onResend={resend}
            onChangePhone={() => setSent(null)}
            confirmLabel={t("signIn")}
          />
        </div>
      ) : (
        <form method="post" noValidate onSubmit={askForCode} className="mt-6 space-y-4">
          <p className="text-sm text-slate-600">{t("intro")}</p>
          <PhoneField
            label={t("phone")}
            value={phone}
            onChange={(value) => {
              setPhone(value);
              if (phoneError) setPhoneError(undefined);
            }}
            error={phoneError}
            inputRef={inputRef}
            autoFocus
          />
          <Button type="submit" fullWidth loading={busy}>
            {t("sendCode")}
          </Button>
        </form>
      )}
    </div>
  );
}
