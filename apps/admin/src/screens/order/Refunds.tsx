import { useState, type FormEvent } from "react";
import type { AdminOrder } from "@shop/contracts/admin";
import { PAYMENT_METHOD_LABELS } from "@shop/contracts/constants";
import type { AdminRefund, AdminRefundPayment } from "@shop/contracts/refunds";
import { PAYOUT_CHANNELS, REFUND_CHANNEL_LABELS, REFUND_STATUS_LABELS } from "@shop/contracts/refunds-words";
import { Banner, Button, ErrorBanner, Loading, Pill, Section, SelectField, TextAreaField, TextField } from "../../components/ui";
import { errorMessage, request } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { money, poishaToInput } from "../../lib/money";
import { useSession } from "../../lib/session";
import { useApi } from "../../lib/use-api";
import { useSubmit } from "../../lib/use-form";
import { newRefundKey, refundRequest, type RefundFormValues } from "./refund-form";

const refundsPath = (orderNumber: string) => `/v1/admin/orders/${encodeURIComponent(orderNumber)}/refunds`;
const TONE = { succeeded: "green", pending: "amber", failed: "red" } as const;

/**
 * Money back (issue 45): each payment with what it brought in, what went back and what
 * may still go back; a Refund form per payment (the amount prefilled with what is
 * refundable; for cash on delivery the payout's channel, reference and account); the
 * refunds with their status, reference and credit note, and Check again on a pending one.
 * `returnId` / `prefill` (poisha): a refund for a return, from its page.
 */
export function Refunds({ order, returnId, prefill }: { order: Pick<AdminOrder, "order_number">; returnId?: number; prefill?: number }) {
  const { data, error, loading, reload } = useApi<{ data: { payments: AdminRefundPayment[] } }>(refundsPath(order.order_number));
  const [notice, setNotice] = useState<string | null>(null);
  const payments = data?.data.payments;

  return (
    <Section title="Refunds">
      {loading && !payments ? <Loading /> : null}
      <ErrorBanner error={error} onRetry={reload} />
      {notice ? (
        <Banner kind="success" className="mb-2">
          {notice}
        </Banner>
      ) : null}
      {payments && payments.length === 0 ? <p className="text-sm text-slate-700">No money has been received for this order yet.</p> : null}
      <ul className="flex flex-col gap-4">
        {payments?.map((payment) => (
          <li key={payment.id} className="rounded border border-slate-200 p-3 text-sm">
            <PaymentMoney payment={payment} />
            <RefundList orderNumber={order.order_number} refunds={payment.refunds} onChanged={(message) => (setNotice(message), reload())} />
            {payment.refundable > 0 ? (
              <RefundForm
                orderNumber={order.order_number}
                payment={payment}
                returnId={returnId}
                prefill={prefill}
                onDone={(message) => (setNotice(message), reload())}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function PaymentMoney({ payment }: { payment: AdminRefundPayment }) {
  return (
    <>
      <p className="font-medium">
        {PAYMENT_METHOD_LABELS[payment.method]}
        {payment.transaction_id ? <span className="break-all font-normal text-slate-600"> · {payment.transaction_id}</span> : null}
      </p>
      <dl className="mt-1 grid grid-cols-3 gap-2">
        <div>
          <dt className="text-slate-600">Paid</dt>
          <dd className="font-medium">{money(payment.amount)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Refunded</dt>
          <dd className="font-medium">{money(payment.refunded)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Refundable</dt>
          <dd className="font-medium">{money(payment.refundable)}</dd>
        </div>
      </dl>
      {payment.pending ? <p className="mt-1 text-amber-800">{money(payment.pending)} waits for the gateway's answer.</p> : null}
    </>
  );
}

function RefundList({ orderNumber, refunds, onChanged }: { orderNumber: string; refunds: AdminRefund[]; onChanged: (message: string) => void }) {
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!refunds.length) return null;

  async function check(refund: AdminRefund) {
    setBusy(refund.id);
    setFailure(null);
    try {
      const answer = await request<{ message: string }>(`${refundsPath(orderNumber)}/${refund.id}/check`, { method: "POST" });
      onChanged(answer.message);
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {failure ? (
        <Banner kind="error" className="mt-2">
          {failure}
        </Banner>
      ) : null}
      <ul className="mt-2 flex flex-col gap-2" aria-label="Refunds of this payment">
        {refunds.map((refund) => (
          <li key={refund.id} className="rounded bg-slate-50 p-2">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{money(refund.amount)}</span>
              <Pill tone={TONE[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Pill>
              <span className="text-slate-600">{formatDateTime(refund.settled_at ?? refund.created_at)}</span>
            </p>
            <p>{REFUND_CHANNEL_LABELS[refund.channel]}</p>
            {refund.reference ? <p className="break-all">Reference {refund.reference}</p> : null}
            {refund.payout_account ? <p className="break-all">To {refund.payout_account}</p> : null}
            <p className="text-slate-700">{refund.reason}</p>
            {refund.return_id ? <p className="text-slate-700">For return #{refund.return_id}</p> : null}
            <div className="mt-1 flex flex-wrap gap-2">
              {refund.credit_note_url ? (
                <a className="text-blue-700 underline" href={refund.credit_note_url} download>
                  Credit note {refund.credit_note_number}
                </a>
              ) : null}
              {refund.status === "pending" ? (
                <Button small busy={busy === refund.id} onClick={() => void check(refund)}>
                  Check again
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function RefundForm({
  orderNumber,
  payment,
  returnId,
  prefill,
  onDone,
}: {
  orderNumber: string;
  payment: AdminRefundPayment;
  returnId?: number;
  prefill?: number;
  onDone: (message: string) => void;
}) {
  const { me } = useSession();
  const start = Math.min(prefill ?? payment.refundable, payment.refundable);
  const [values, setValues] = useState<RefundFormValues>({ amount: poishaToInput(start), reason: "", channel: "", reference: "", account: "" });
  const set = (changes: Partial<RefundFormValues>) => setValues((v) => ({ ...v, ...changes }));
  // One key per refund meant: a resend after a lost answer makes no second refund.
  const [key, setKey] = useState(newRefundKey);
  const { form, errors, error, busy, run } = useSubmit();
  const cod = payment.method === "cash_on_delivery";
  const id = `refund-${payment.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const made = refundRequest(values, payment, returnId);
    await run(made.errors ?? {}, async () => {
      const answer = await request<{ message: string }>(refundsPath(orderNumber), { method: "POST", json: made.body, headers: { "idempotency-key": key } });
      setKey(newRefundKey());
      set({ reason: "", reference: "", account: "" });
      onDone(answer.message);
    });
  }

  if (!me.can_refund) return <p className="mt-2 text-slate-700">Only an owner, or staff an owner allows to refund, can refund this payment.</p>;

  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        Refund {cod ? "by payout" : `through ${PAYMENT_METHOD_LABELS[payment.method]}`}
      </h3>
      <ErrorBanner error={error} />
      <TextField
        label="Amount (৳)"
        inputMode="decimal"
        value={values.amount}
        onChange={(e) => set({ amount: e.target.value })}
        error={errors.amount}
        hint={`Up to ${money(payment.refundable)}`}
        required
      />
      <TextAreaField
        label="Reason"
        rows={2}
        maxLength={200}
        value={values.reason}
        onChange={(e) => set({ reason: e.target.value })}
        error={errors.reason}
        required
      />
      {cod ? (
        <>
          <SelectField
            label="Paid out by"
            value={values.channel}
            onChange={(e) => set({ channel: e.target.value as RefundFormValues["channel"] })}
            error={errors.channel}
            required
          >
            <option value="">Choose…</option>
            {PAYOUT_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {REFUND_CHANNEL_LABELS[channel]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Payout reference"
            value={values.reference}
            maxLength={60}
            onChange={(e) => set({ reference: e.target.value })}
            error={errors.reference}
            required
          />
          <TextField
            label="Sent to (number or account)"
            value={values.account}
            maxLength={60}
            onChange={(e) => set({ account: e.target.value })}
            error={errors.account}
            required
          />
        </>
      ) : null}
      <div>
        <Button type="submit" variant="primary" busy={busy}>
          Refund
        </Button>
      </div>
    </form>
  );
}
