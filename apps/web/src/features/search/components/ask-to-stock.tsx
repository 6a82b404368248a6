"use client";

import type { PartRequestBody, partRequestBody as PartRequestSchema } from "@shop/contracts";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-field";
import { ContactFields } from "@/features/catalog/components/contact-fields";
import { errorMessage } from "@/features/cart/lib/error-message";
import { useShopSession } from "@/features/identity/session";
import { useT } from "@/i18n/client";
import { api, ApiError } from "@/lib/api/client";
import { useMessageIn } from "@/lib/use-message-in";

type Errors = Partial<Record<keyof PartRequestBody, string>>;
const FIELDS = ["full_name", "email", "words"] as const;

/**
 * The form's checks (a zod schema) come when the shopper first touches the form: the
 * search page that shows this form only when nothing was found would otherwise carry zod
 * (about 32 KB compressed) on every search (issue 44's script budget).
 */
let schema: Promise<{ partRequestBody: typeof PartRequestSchema }> | null = null;
const loadSchema = () => (schema ??= import("@shop/contracts/find-parts"));

/**
 * "Ask us to stock this part" under a search that found nothing (issue 48), and under a
 * BOM line that matched nothing (issue 49): name, email and the words, prefilled. A stock
 * request without a product; the back office's Searches screen lists it with its words.
 */
export function AskToStock({ query, className = "mt-5" }: { query: string; className?: string }) {
  const { user } = useShopSession();
  const headingId = useId();
  const [fields, setFields] = useState<PartRequestBody>({ full_name: user?.name ?? "", email: user?.email ?? "", words: query });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const t = useT("askToStock");
  const m = useMessageIn();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let checks: Awaited<ReturnType<typeof loadSchema>>;
    try {
      checks = await loadSchema();
    } catch (error) {
      schema = null; // a dropped connection: the next press asks again
      return setFailed(errorMessage(error));
    }
    const checked = checks.partRequestBody.safeParse(fields);
    if (!checked.success) {
      const next: Errors = {};
      for (const issue of checked.error.issues) next[issue.path[0] as keyof PartRequestBody] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    setFailed(null);
    setSaving(true);
    try {
      const res = await api.post<{ message: string }>("/v1/stock-requests", checked.data);
      setDone(res.data.message);
    } catch (error) {
      const field = error instanceof ApiError ? FIELDS.find((f) => error.fieldError(f)) : undefined;
      if (field && error instanceof ApiError) setErrors({ [field]: error.fieldError(field) });
      else setFailed(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className={`${className} rounded-xl border border-slate-200 bg-white px-5 py-5 md:px-8`}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t("title")}
      </h2>
      {done ? (
        <p role="status" className="mt-2 text-sm font-medium text-green-800">
          {done}
        </p>
      ) : (
        <form method="post" onSubmit={submit} onFocusCapture={() => void loadSchema()} noValidate className="mt-3 grid gap-4 md:grid-cols-3 md:items-start">
          <p className="text-sm text-slate-700 md:col-span-3">{t("intro")}</p>
          <ContactFields
            values={fields}
            errors={{ full_name: m(errors.full_name), email: m(errors.email) }}
            onChange={(change) => setFields((f) => ({ ...f, ...change }))}
          />
          <TextField
            label={t("part")}
            name="words"
            required
            maxLength={200}
            value={fields.words}
            onChange={(e) => setFields((f) => ({ ...f, words: e.target.value }))}
            error={m(errors.words)}
          />
          {failed && (
            <p role="alert" className="text-sm text-red-700 md:col-span-3">
              {failed}
            </p>
          )}
          <div className="md:col-span-3">
            <Button type="submit" variant="primary" loading={saving}>
              {t("submit")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
