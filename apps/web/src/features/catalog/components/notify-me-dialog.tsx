"use client";

import { MESSAGES, stockRequestBody, type StockRequestBody } from "@shop/contracts";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ContactFields } from "./contact-fields";
import { useT } from "@/i18n/client";
import { errorMessage } from "@/features/cart/lib/error-message";
import { useShopSession } from "@/features/identity/session";
import { api, ApiError } from "@/lib/api/client";
import { toast } from "@/lib/toast";

type Errors = Partial<Record<keyof StockRequestBody, string>>;

/** The spec's short form (full name, email) on an out-of-stock product: "Product requested". */
function NotifyForm({ slug, name, onDone }: { slug: string; name: string; onDone: () => void }) {
  const { user } = useShopSession();
  const [fields, setFields] = useState<StockRequestBody>({ full_name: user?.name ?? "", email: user?.email ?? "" });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const t = useT("stockRequest");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = stockRequestBody.safeParse(fields);
    if (!checked.success) {
      const next: Errors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof StockRequestBody;
        next[key] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    setSaving(true);
    try {
      const res = await api.post<{ message: string }>(`/v1/products/${encodeURIComponent(slug)}/stock-request`, checked.data);
      toast.success(res.data.message || MESSAGES.productRequested);
      onDone();
    } catch (error) {
      const field = error instanceof ApiError ? (["full_name", "email"] as const).find((f) => error.fieldError(f)) : undefined;
      if (field && error instanceof ApiError) setErrors({ [field]: error.fieldError(field) });
      else toast.error(errorMessage(error));
      setSaving(false);
    }
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        {/* The product's name in bold where the sentence puts it. */}
        {t("text").split("{name}")[0]}
        <strong className="font-semibold">{name}</strong>
        {t("text").split("{name}")[1]}
      </p>
      <ContactFields values={fields} errors={errors} onChange={(change) => setFields((f) => ({ ...f, ...change }))} />
      <Button type="submit" variant="primary" fullWidth loading={saving}>
        {t("notifyMe")}
      </Button>
    </form>
  );
}

/** The Notify Me dialog; its code (the form and its zod check) loads on the first press of Notify Me. */
export function NotifyMeDialog({ open, onClose, slug, name }: { open: boolean; onClose: () => void; slug: string; name: string }) {
  const t = useT("stockRequest");
  return (
    <Dialog open={open} onClose={onClose} title={t("title")} size="sm">
      <NotifyForm slug={slug} name={name} onDone={onClose} />
    </Dialog>
  );
}
