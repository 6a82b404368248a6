import { useState, type FormEvent } from "react";
import { ADMIN_MESSAGES, adminCancelBody } from "@shop/contracts/admin";
import { Banner, Button, ErrorBanner, TextAreaField } from "../../components/ui";
import type { FieldErrors } from "../../lib/api";
import { useSession } from "../../lib/session";
import { useSubmit } from "../../lib/use-form";
import { runAction, type ActionFormProps } from "./action";

/** Cancel, with a reason: says what happens to the stock and the payment, and refuses a refund not granted. */
export function CancelForm({ order, onDone, onClose }: ActionFormProps) {
  const [reason, setReason] = useState("");
  const { form, errors, error, busy, run } = useSubmit();
  const shipped = order.status === "shipped";
  const paidOnline = order.payment_method !== "cash_on_delivery" && order.payment_status === "paid";
  // Cancelling a paid order refunds it: the owner's decision unless they granted it (the API refuses too).
  const { me } = useSession();
  const refundRefused = order.payment_status === "paid" && !me.can_refund;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = adminCancelBody.safeParse({ reason }).success ? {} : { reason: ADMIN_MESSAGES.cancelReasonRequired };
    await run(found, async () => {
      const result = await runAction(order, "cancel", { reason: reason.trim() });
      onDone(result.order, result.message);
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="font-semibold">Cancel order</h3>
      <Banner kind="info">
        {shipped
          ? "This order has been shipped: cancelling it makes it a return. Its stock comes back when you mark the return as received."
          : "The items go back into stock."}
        {paidOnline ? " The online payment is refunded." : ""}
      </Banner>
      {refundRefused ? <Banner kind="error">{ADMIN_MESSAGES.refundNotGranted}</Banner> : null}
      <ErrorBanner error={error} />
      <TextAreaField label="Reason" value={reason} rows={2} maxLength={250} onChange={(e) => setReason(e.target.value)} error={errors.reason} required />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" busy={busy} disabled={refundRefused}>
          Cancel order
        </Button>
        <Button onClick={onClose}>Keep the order</Button>
      </div>
    </form>
  );
}
