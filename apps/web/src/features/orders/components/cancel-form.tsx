"use client";

import { CANCEL_NOTES_MAX, CANCEL_REASONS, MESSAGES, formatDateIn, formatTakaIn, toBanglaDigits, type Order } from "@shop/contracts";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { FieldError, FieldLabel } from "@/components/ui/form-field";
import { SignInPrompt } from "@/features/cart/components/sign-in-prompt";
import { errorMessage } from "@/features/cart/lib/error-message";
import { useShopSession } from "@/features/identity/session";
import { useLocale, useT } from "@/i18n/client";
import { useMessageIn } from "@/lib/use-message-in";
import { ApiError } from "@/lib/api/client";
import { cancelOrder } from "@/lib/api/orders";
import { useOrder } from "../lib/use-order";
import { TermsLinks } from "./terms-links";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { EMPTY_CANCEL, firstInvalid, isCancelField, validateCancel, type CancelErrors, type CancelField, type CancelFields } from "../lib/cancel-fields";
import { formatOrderDate } from "../lib/order-dates";
import { cancelConfirmHref, cancelSuccessHref, itemCount, itemCountText, orderHref } from "../lib/order-links";
import { FailedBlock, LoadingBlock, MessageBlock } from "./order-states";
import { OrderStatusBadge } from "./order-status-badge";

/** /order-cancel-confirm?order_key=: the order, then the cancellation form while it can still be cancelled. */
export function CancelOrderView() {
  const key = useSearchParams().get("order_key") ?? "";
  const { status } = useShopSession();
  const { view, reload } = useOrder(key, { ready: status === "authenticated" });
  const t = useT("orderForms");

  if (!key) return <MessageBlock title={t("noOrder")} href="/my-orders" linkText={t("myOrders")} />;
  if (status === "unauthenticated") return <SignInPrompt path={cancelConfirmHref(key)} what="cancel your order" />;
  if (view.state === "missing") return <MessageBlock title={t("notFound")} href="/my-orders" linkText={t("myOrders")} />;
  if (view.state === "failed") return <FailedBlock message={view.message} onRetry={reload} />;
  if (view.state === "loading") return <LoadingBlock label={t("loading")} />;

  const { order } = view;
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <OrderCard order={order} />
      {order.can_cancel ? (
        <section aria-labelledby="cancel-form-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="cancel-form-title" className="mb-4 text-base font-semibold text-slate-900">
            {t("whyCancel")}
          </h2>
          <CancelForm orderKey={order.order_key} onRefused={reload} />
        </section>
      ) : (
        <div
          role="note"
          className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:p-5"
          data-not-cancellable=""
        >
          <p>{order.is_owner ? t("notCancellable") : t("onlyBuyer")}</p>
          <ButtonLink href={orderHref(order.order_key)} variant="outlined">
            {t("viewOrder")}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  const t = useT("orderForms");
  const words = useT("orders");
  const locale = useLocale();
  return (
    <section aria-labelledby="cancel-order-title" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-order-key={order.order_key}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="cancel-order-title" className="text-base font-semibold [overflow-wrap:anywhere] text-slate-900">
          {t("order", { number: order.order_number })}
        </h2>
        <OrderStatusBadge status={order.status} data-order-status={order.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t("placedOn")}{" "}
        <time dateTime={order.created_at}>{locale === "bn" ? formatDateIn(order.created_at, "bn", "short") : formatOrderDate(order.created_at)}</time>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {locale === "bn" ? words("items", { count: toBanglaDigits(String(itemCount(order))) }) : itemCountText(itemCount(order))}
      </p>
      <p className="mt-3 flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold" data-order-total="">
        <span>{t("total")}</span>
        <span className="tabular-nums">{formatTakaIn(order.summary.total, locale)}</span>
      </p>
    </section>
  );
}

const textareaClasses =
  "block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 " +
  "focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30";

/**
 * Reason (required), notes (up to 250) and the terms, checked with the contracts'
 * cancelOrderForm on submit; the first field at fault takes the focus. A 422 naming a
 * field lands under it; anything else is a toast.
 */
function CancelForm({ orderKey, onRefused }: { orderKey: string; onRefused: () => void }) {
  const router = useRouter();
  const id = useId();
  const [fields, setFields] = useState<CancelFields>(EMPTY_CANCEL);
  const [errors, setErrors] = useState<CancelErrors>({});
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLInputElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  const focusNext = useRef<CancelField | null>(null);
  const t = useT("orderForms");
  const locale = useLocale();
  const m = useMessageIn();
  const c = useT("checkout");
  const digits = (n: number) => (locale === "bn" ? toBanglaDigits(String(n)) : String(n));

  // Focus after the errors are drawn, so the field is announced with its message.
  useEffect(() => {
    const field = focusNext.current;
    focusNext.current = null;
    if (field === "reason") reasonRef.current?.focus();
    else if (field === "notes") notesRef.current?.focus();
    else if (field === "terms") termsRef.current?.focus();
  }, [errors]);

  const showErrors = (next: CancelErrors) => {
    focusNext.current = firstInvalid(next) ?? null;
    setErrors(next);
  };

  const set = <K extends CancelField>(key: K, value: CancelFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateCancel(fields);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const answer = await cancelOrder(orderKey, checked.body);
      toast.success(answer.message || MESSAGES.orderCancelled);
      // Stays busy until the next page is up: a second press would only be refused.
      router.push(cancelSuccessHref(orderKey));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 422) {
        const fieldErrors: CancelErrors = {};
        for (const e of error.errors) if (isCancelField(e.field) && !fieldErrors[e.field]) fieldErrors[e.field] = e.message;
        if (Object.keys(fieldErrors).length > 0) return showErrors(fieldErrors);
        if (error.errors.some((e) => e.code === "order_not_cancellable")) {
          toast.error(error.message);
          return onRefused();
        }
      }
      toast.error(errorMessage(error));
    }
  };

  const reasonError = `${id}-reason-error`;
  const notesId = `${id}-notes`;
  const termsId = `${id}-terms`;
  const notesLength = fields.notes.length;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="cancel-form-title">
      <fieldset aria-describedby={errors.reason ? reasonError : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {t("reason")}
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CANCEL_REASONS.map((reason, i) => (
            <label
              key={reason}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm font-medium",
                fields.reason === reason ? "border-brand-600 bg-brand-50 text-brand-800" : errors.reason ? "border-red-300" : "border-slate-300",
              )}
            >
              <input
                ref={i === 0 ? reasonRef : undefined}
                type="radio"
                name="reason"
                value={reason}
                required
                checked={fields.reason === reason}
                onChange={() => set("reason", reason)}
                aria-describedby={errors.reason ? reasonError : undefined}
                className="size-5 shrink-0 accent-brand-600"
              />
              {t(`reason_${reason}`)}
            </label>
          ))}
        </div>
        <FieldError id={reasonError} error={m(errors.reason)} />
      </fieldset>

      <div>
        <FieldLabel htmlFor={notesId}>{t("notes")}</FieldLabel>
        <textarea
          ref={notesRef}
          id={notesId}
          name="notes"
          rows={3}
          value={fields.notes}
          onChange={(e) => set("notes", e.target.value)}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={cn(`${notesId}-count`, errors.notes && `${notesId}-error`)}
          className={cn(textareaClasses, errors.notes ? "border-red-600" : "border-slate-300")}
        />
        <div className="flex items-start justify-between gap-3">
          <FieldError id={`${notesId}-error`} error={m(errors.notes)} />
          <p
            id={`${notesId}-count`}
            className={cn("mt-1 ml-auto text-xs tabular-nums", notesLength > CANCEL_NOTES_MAX ? "text-red-600" : "text-slate-500")}
            data-notes-count=""
          >
            {digits(notesLength)}/{digits(CANCEL_NOTES_MAX)}
          </p>
        </div>
      </div>

      <div>
        <p className="text-sm leading-6 text-slate-700">
          <label htmlFor={termsId} className="mr-1 inline-flex min-h-11 cursor-pointer items-center gap-3 align-middle">
            <input
              ref={termsRef}
              id={termsId}
              name="terms"
              type="checkbox"
              required
              checked={fields.terms}
              onChange={(e) => set("terms", e.target.checked)}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={cn(`${termsId}-links`, errors.terms && `${termsId}-error`)}
              className="size-5 shrink-0 accent-brand-600"
            />
            {t("agree")}
          </label>
          <span id={`${termsId}-links`}>
            <TermsLinks words={{ titles: [c("termsOfUse"), c("privacy"), c("refund")], and: c("and"), newTab: c("newTab"), locale }} />
          </span>
        </p>
        <FieldError id={`${termsId}-error`} error={m(errors.terms)} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" loading={busy}>
          {t("cancelOrder")}
        </Button>
        <ButtonLink href={orderHref(orderKey)} variant="outlined">
          {t("keepOrder")}
        </ButtonLink>
      </div>
    </form>
  );
}
