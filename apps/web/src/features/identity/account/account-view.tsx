"use client";

import { useT } from "@/i18n/client";
import { MESSAGES, type Customer } from "@shop/contracts";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { confirmEmailChange, getProfile } from "@/lib/api/identity";
import { toast } from "@/lib/toast";
import { toastError } from "../form-errors";
import { isSigningOut } from "../reset-identity";
import { useRequireSession } from "../session";
import { refreshSession } from "../session-store";
import { ChangeEmailDialog } from "./change-email-dialog";
import { ChangePhoneDialog } from "./change-phone-dialog";
import { ProfileForm } from "./profile-form";
import { MyPartsLists } from "@/features/bom/components/my-parts-lists";

/**
 * /my-account (spec §2 "My Profile"): the profile form, phone and email with their
 * change dialogs, and the email link's landing (?email=&email_token=).
 */
export function AccountView() {
  const { status } = useRequireSession(isSigningOut);
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [dialog, setDialog] = useState<"email" | "phone" | null>(null);
  const t = useT("signin");
  const emailLink = useRef<string | null>(null);

  const applied = useCallback(async (next: Customer) => {
    setCustomer(next);
    // The session re-reads the profile server-side (auth-options jwt callback).
    await refreshSession({ update: true });
  }, []);

  const load = useCallback(async () => {
    setLoadFailed(false);
    try {
      setCustomer((await getProfile()).data.customer);
    } catch (error) {
      setLoadFailed(true);
      toastError(error);
    }
  }, []);

  const email = params.get("email");
  const emailToken = params.get("email_token");

  useEffect(() => {
    if (status !== "authenticated") return;
    if (email && emailToken) {
      const key = `${email}:${emailToken}`;
      if (emailLink.current === key) return;
      emailLink.current = key;
      void (async () => {
        try {
          const res = await confirmEmailChange({ email, token: emailToken });
          toast.success(MESSAGES.emailVerified);
          await applied(res.data.customer);
        } catch (error) {
          toastError(error);
          await load();
        } finally {
          router.replace(pathname, { scroll: false });
        }
      })();
      return;
    }
    if (!customer && !emailLink.current) void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, email, emailToken]);

  return (
    <div className="mx-auto w-full max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900">{t("profile")}</h1>
      {!customer ? (
        <div className="flex justify-center py-12" role="status" aria-label={t("loadingProfile")}>
          {loadFailed ? (
            <Button variant="outlined" onClick={() => void load()}>
              Try again
            </Button>
          ) : (
            <Spinner className="size-8 text-brand-600" />
          )}
        </div>
      ) : (
        <div className="mt-6 grid gap-6">
          <section aria-labelledby="profile-heading" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
            <h2 id="profile-heading" className="mb-4 text-lg font-semibold text-slate-900">
              {t("personal")}
            </h2>
            <ProfileForm key={`${customer.full_name}|${customer.gender}|${JSON.stringify(customer.birthday)}`} customer={customer} onSaved={applied} />
          </section>
          <section aria-labelledby="contact-heading" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
            <h2 id="contact-heading" className="mb-4 text-lg font-semibold text-slate-900">
              {t("contact")}
            </h2>
            <dl className="grid gap-4">
              <ContactRow label={t("phoneNumber")} value={customer.phone} action={t("changePhoneNumber")} onAction={() => setDialog("phone")} />
              <ContactRow
                label={t("email")}
                value={customer.email}
                note={customer.email ? (customer.email_verified ? t("verified") : t("notVerified")) : undefined}
                action={t("changeEmail")}
                onAction={() => setDialog("email")}
              />
            </dl>
          </section>
          <MyPartsLists />
        </div>
      )}
      <ChangePhoneDialog open={dialog === "phone"} onClose={() => setDialog(null)} onChanged={applied} />
      <ChangeEmailDialog open={dialog === "email"} onClose={() => setDialog(null)} />
    </div>
  );
}

function ContactRow({ label, value, note, action, onAction }: { label: string; value: string | null; note?: string; action: string; onAction: () => void }) {
  const t = useT("signin");
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <dt className="text-sm text-slate-500">{label}</dt>
        <dd className="font-medium text-slate-900">
          {/* A long email may break anywhere; "(Verified)" only as a whole. */}
          {value ? <span className="[overflow-wrap:anywhere]">{value}</span> : <span className="text-slate-500">{t("notSet")}</span>}
          {note ? <span className="ml-2 inline-block text-xs font-normal whitespace-nowrap text-slate-500">({note})</span> : null}
        </dd>
      </div>
      <Button variant="outlined" size="sm" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
