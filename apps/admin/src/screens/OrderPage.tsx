import { Fragment, useRef, useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import {
  ADMIN_ACTION_LABELS,
  ADMIN_ACTION_PAST,
  ADMIN_MESSAGES,
  adminCancelBody,
  adminShipBody,
  type AdminOrder,
  type AdminOrderAction,
  type CourierKey,
} from "@shop/contracts/admin";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "@shop/contracts/orders-words";
import { PAYMENT_METHOD_LABELS } from "@shop/contracts/constants";
import { orderMoneyRows, orderMoneyText } from "@shop/contracts/order-money";
import {
  Banner,
  Button,
  buttonClass,
  CheckboxField,
  ErrorBanner,
  Loading,
  PageHeader,
  Pill,
  Section,
  SelectField,
  StackTable,
  Td,
  TextAreaField,
  TextField,
  Thumb,
} from "../components/ui";
import { PaymentBadge, StatusBadge } from "../components/badges";
import { type FieldErrors, request } from "../lib/api";
import { endpoints } from "../lib/endpoints";
import { apiFieldErrors, defaultCourier, zodFieldErrors } from "../lib/forms";
import { deliveryLabel, formatDateTime, safeUrl } from "../lib/format";
import { money } from "../lib/money";
import { useApi } from "../lib/use-api";
import { useSession } from "../lib/session";

type Courier = { key: CourierKey; name: string; configured: boolean };

export default function OrderPage() {
  const { orderNumber = "" } = useParams();
  const { data, error, loading, reload, setData } = useApi<{ data: AdminOrder }>(endpoints.order(orderNumber));
  const [action, setAction] = useState<AdminOrderAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const order = data?.data;
  const actionsRef = useRef<HTMLDivElement>(null);

  if (loading && !order) return <Loading />;
  if (!order) {
    return (
      <>
        <PageHeader title={`Order ${orderNumber}`} back={{ to: "/orders", label: "Orders" }} />
        <ErrorBanner error={error} onRetry={reload} />
      </>
    );
  }

  const onDone = (updated: AdminOrder, message: string) => {
    setData({ data: updated });
    setAction(null);
    setDone(message);
    actionsRef.current?.focus();
  };

  const address = order.address;
  const trackingUrl = safeUrl(order.courier?.tracking_url);
  return (
    <>
      <PageHeader title={`Order ${order.order_number}`} back={{ to: "/orders", label: "Orders" }}>
        <Link to={`/orders/${encodeURIComponent(order.order_number)}/slip`} className={buttonClass("secondary")}>
          Print packing slip
        </Link>
      </PageHeader>
      <ErrorBanner error={error} onRetry={reload} className="mb-4" />

      <div className="mb-4 flex flex-wrap items-center gap-3">
        <StatusBadge status={order.status} />
        {order.is_return ? (
          <Pill tone="amber">{order.return_received_at ? `Return received ${formatDateTime(order.return_received_at)}` : "Return on its way back"}</Pill>
        ) : null}
        <span className="text-slate-700">Placed {formatDateTime(order.created_at)}</span>
      </div>

      <Section title="Actions" className="mb-4">
        <div ref={actionsRef} tabIndex={-1} className="outline-none">
          <div aria-live="polite">
            {done ? (
              <Banner kind="success" className="mb-3">
                {done}
              </Banner>
            ) : null}
          </div>
          {order.actions.length === 0 ? <p className="text-slate-700">Nothing more to do with this order.</p> : null}
          <div className="flex flex-wrap gap-2">
            {order.actions.map((key) => (
              <Button
                key={key}
                variant={key === "cancel" ? "danger" : action === key ? "primary" : "secondary"}
                aria-expanded={action === key}
                onClick={() => {
                  setDone(null);
                  setAction(action === key ? null : key);
                }}
              >
                {ADMIN_ACTION_LABELS[key]}
              </Button>
            ))}
          </div>
          {action ? (
            <div className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-4">
              {action === "ship" ? (
                <ShipForm order={order} onDone={onDone} onClose={() => setAction(null)} />
              ) : action === "cancel" ? (
                <CancelForm order={order} onDone={onDone} onClose={() => setAction(null)} />
              ) : (
                <NoteForm order={order} action={action} onDone={onDone} onClose={() => setAction(null)} />
              )}
            </div>
          ) : null}
        </div>
      </Section>

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Section title={`Items (${order.items_count})`}>
            <StackTable caption="Order lines" head={["Product", "Qty", "Unit price", "Line total"]}>
              {order.lines.map((line, index) => (
                <tr key={`${line.slug}-${index}`}>
                  <Td label="Product">
                    <div className="flex items-center gap-3">
                      <Thumb src={line.image} alt="" />
                      <div>
                        {line.product_id ? (
                          <Link to={`/products/${line.product_id}`} className="text-blue-800 underline">
                            {line.name}
                          </Link>
                        ) : (
                          <span>{line.name}</span>
                        )}
                        {line.sku ? <span className="block text-xs text-slate-600">SKU {line.sku}</span> : null}
                      </div>
                    </div>
                  </Td>
                  <Td label="Qty">{line.quantity}</Td>
                  <Td label="Unit price">
                    {line.unit_discount_price !== null && line.unit_discount_price < line.unit_price ? (
                      <>
                        <span>{money(line.unit_discount_price)}</span>{" "}
                        <s className="text-slate-500">
                          <span className="sr-only">was </span>
                          {money(line.unit_price)}
                        </s>
                      </>
                    ) : (
                      money(line.unit_price)
                    )}
                  </Td>
                  <Td label="Line total" className="font-semibold">
                    {money(line.line_total)}
                  </Td>
                </tr>
              ))}
            </StackTable>
          </Section>

          <Section title="Summary">
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              {orderMoneyRows(order.summary).map((row) =>
                row.key === "total" ? (
                  <Fragment key={row.key}>
                    <dt className="border-t border-slate-300 pt-1 font-bold">{row.label}</dt>
                    <dd className="border-t border-slate-300 pt-1 text-right font-bold">{orderMoneyText(row)}</dd>
                  </Fragment>
                ) : (
                  <Fragment key={row.key}>
                    <dt>{row.key === "shipping" ? `${row.label} (${deliveryLabel(order.delivery_method)})` : row.label}</dt>
                    <dd className="text-right">{orderMoneyText(row)}</dd>
                  </Fragment>
                ),
              )}
            </dl>
          </Section>

          <Section title="Timeline">
            <ol className="flex flex-col gap-2">
              {order.timeline.map((entry, index) => (
                <li key={index} className="border-l-4 border-blue-700 pl-3">
                  <span className="font-semibold">{ORDER_STATUS_LABELS[entry.status]}</span>{" "}
                  <span className="text-sm text-slate-600">{formatDateTime(entry.at)}</span>
                  {entry.note ? (
                    <p className="text-sm text-slate-800">
                      {entry.note}
                      {entry.staff_note && entry.for_customer ? (
                        <>
                          {" "}
                          <Pill tone="green">Staff note, shown to the customer</Pill>
                        </>
                      ) : null}
                    </p>
                  ) : null}
                  {entry.staff_note && !entry.for_customer ? (
                    <p className="mt-1 text-sm text-slate-800">
                      <Pill tone="amber">Staff only</Pill> {entry.staff_note}
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
            {order.cancel_reason ? (
              <p className="mt-3 text-sm">
                <strong>Cancel reason:</strong> {order.cancel_reason}
                {order.cancel_notes ? ` — ${order.cancel_notes}` : ""}
              </p>
            ) : null}
          </Section>
        </div>

        <div className="flex flex-col gap-4">
          <Section title="Customer">
            <p>{order.customer.full_name ?? "—"}</p>
            <p>
              <a className="text-blue-800 underline" href={`tel:${order.customer.phone}`}>
                {order.customer.phone}
              </a>
            </p>
            {order.customer.email ? <p className="break-all">{order.customer.email}</p> : null}
          </Section>
          <Section title="Delivery">
            <p className="mb-2 font-medium">{deliveryLabel(order.delivery_method)}</p>
            {address ? (
              <address className="not-italic">
                <span className="block">{address.full_name}</span>
                <span className="block">{address.phone_number}</span>
                <span className="block">{address.address}</span>
                <span className="block">
                  {address.area}, {address.district}
                </span>
                <span className="block text-sm text-slate-600">{address.inside_dhaka ? "Inside Dhaka" : "Outside Dhaka"}</span>
              </address>
            ) : (
              <p className="text-slate-700">No address (pickup).</p>
            )}
            {order.note ? (
              <p className="mt-2 rounded bg-amber-50 p-2 text-sm">
                <strong>Note:</strong> {order.note}
              </p>
            ) : null}
          </Section>
          <Section title="Courier">
            {order.courier ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="font-medium">Courier</dt>
                <dd>{order.courier.name}</dd>
                <dt className="font-medium">Tracking</dt>
                <dd className="break-all">
                  {trackingUrl ? (
                    <a className="text-blue-800 underline" href={trackingUrl} target="_blank" rel="noreferrer noopener">
                      {order.courier.tracking_number}
                    </a>
                  ) : (
                    order.courier.tracking_number
                  )}
                </dd>
                {order.courier.ref ? (
                  <>
                    <dt className="font-medium">Reference</dt>
                    <dd className="break-all">{order.courier.ref}</dd>
                  </>
                ) : null}
              </dl>
            ) : (
              <p className="text-slate-700">Not shipped yet.</p>
            )}
          </Section>
          <Section title="Payment">
            <p>
              {PAYMENT_METHOD_LABELS[order.payment_method]} · <PaymentBadge status={order.payment_status} />
            </p>
            {order.payments.length ? (
              <ul className="mt-2 flex flex-col gap-3">
                {order.payments.map((payment) => (
                  <li key={payment.id} className="rounded border border-slate-200 p-2 text-sm">
                    <p className="font-medium">
                      {PAYMENT_METHOD_LABELS[payment.method]} {money(payment.amount)} · {PAYMENT_STATUS_LABELS[payment.status]}
                    </p>
                    <p className="text-slate-600">{formatDateTime(payment.created_at)}</p>
                    {payment.transaction_id ? <p className="break-all">Transaction {payment.transaction_id}</p> : null}
                    {payment.gateway_ref ? <p className="break-all">Gateway ref {payment.gateway_ref}</p> : null}
                    {payment.events.length ? (
                      <ul className="mt-1 list-disc pl-5">
                        {payment.events.map((event, index) => (
                          <li key={index}>
                            {event.kind} <span className="text-slate-600">{formatDateTime(event.at)}</span>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-slate-700">No payment records.</p>
            )}
          </Section>
        </div>
      </div>
    </>
  );
}

type ActionFormProps = { order: AdminOrder; onDone: (order: AdminOrder, message: string) => void; onClose: () => void };

async function runAction(order: AdminOrder, action: AdminOrderAction, body: unknown) {
  const answer = await request<{ message: string; data: AdminOrder }>(endpoints.orderAction(order.order_number, action), { method: "POST", json: body });
  return { order: answer.data, message: `Order ${order.order_number} ${ADMIN_ACTION_PAST[action]}.` };
}

/**
 * The note staff may add to an action: staff-only unless they tick "show to the customer"
 * (off by default), when the shopper's timeline shows it instead of the shop's own words.
 */
function StaffNote({ note, setNote, forCustomer, setForCustomer, error }: StaffNoteState & { error?: string }) {
  return (
    <>
      <TextAreaField
        label="Note (optional)"
        hint={forCustomer ? "The customer sees this note on their order and its tracking" : "Staff only: the customer does not see it"}
        value={note}
        maxLength={250}
        rows={2}
        onChange={(e) => setNote(e.target.value)}
        error={error}
      />
      <CheckboxField label="Show this note to the customer" checked={forCustomer} onChange={(e) => setForCustomer(e.target.checked)} />
    </>
  );
}

type StaffNoteState = { note: string; setNote: (note: string) => void; forCustomer: boolean; setForCustomer: (on: boolean) => void };

function useStaffNote(): StaffNoteState & { body: () => { note?: string; for_customer?: boolean } } {
  const [note, setNote] = useState("");
  const [forCustomer, setForCustomer] = useState(false);
  const body = () => (note.trim() ? { note: note.trim(), for_customer: forCustomer } : {});
  return { note, setNote, forCustomer, setForCustomer, body };
}

function NoteForm({ order, action, onDone, onClose }: ActionFormProps & { action: AdminOrderAction }) {
  const staffNote = useStaffNote();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await runAction(order, action, staffNote.body());
      onDone(result.order, result.message);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <h3 className="font-semibold">{ADMIN_ACTION_LABELS[action]}</h3>
      <ErrorBanner error={error} />
      <StaffNote {...staffNote} error={apiFieldErrors(error).note} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" busy={busy}>
          {ADMIN_ACTION_LABELS[action]}
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </form>
  );
}

function ShipForm({ order, onDone, onClose }: ActionFormProps) {
  const couriers = useApi<{ data: Courier[] }>(endpoints.couriers);
  const [chosen, setCourier] = useState<CourierKey | null>(null);
  // Until staff choose, the courier the shop has set up (Steadfast when configured), else the typed one.
  const courier = chosen ?? defaultCourier(couriers.data?.data);
  const [courierName, setCourierName] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [trackingUrl, setTrackingUrl] = useState("");
  const staffNote = useStaffNote();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const body =
      courier === "manual"
        ? {
            courier,
            courier_name: courierName.trim(),
            tracking_number: trackingNumber.trim(),
            tracking_url: trackingUrl.trim(),
            ...staffNote.body(),
          }
        : { courier, ...staffNote.body() };
    const parsed = adminShipBody.safeParse(body);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await runAction(order, "ship", body);
      onDone(result.order, result.message);
    } catch (err) {
      setError(err);
      setErrors(apiFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="font-semibold">Ship</h3>
      <ErrorBanner error={error} />
      <ErrorBanner error={couriers.error} onRetry={couriers.reload} />
      <SelectField label="Courier" value={courier} onChange={(e) => setCourier(e.target.value as CourierKey)} error={errors.courier}>
        {(couriers.data?.data ?? [{ key: "manual", name: "Other courier (typed by hand)", configured: true }]).map((item) => (
          <option key={item.key} value={item.key} disabled={!item.configured}>
            {item.name}
            {item.configured ? "" : " (not set up)"}
          </option>
        ))}
      </SelectField>
      {courier === "manual" ? (
        <>
          <TextField
            label="Courier name"
            value={courierName}
            maxLength={60}
            onChange={(e) => setCourierName(e.target.value)}
            error={errors.courier_name}
            required
          />
          <TextField
            label="Tracking number"
            value={trackingNumber}
            maxLength={60}
            onChange={(e) => setTrackingNumber(e.target.value)}
            error={errors.tracking_number}
            required
          />
          <TextField
            label="Tracking link (optional)"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={trackingUrl}
            maxLength={300}
            onChange={(e) => setTrackingUrl(e.target.value)}
            error={errors.tracking_url}
          />
        </>
      ) : (
        <p className="text-sm text-slate-700">The parcel is booked with the courier, which gives the tracking number.</p>
      )}
      <StaffNote {...staffNote} error={errors.note} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" busy={busy}>
          Ship
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    </form>
  );
}

function CancelForm({ order, onDone, onClose }: ActionFormProps) {
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<unknown>(null);
  const shipped = order.status === "shipped";
  const paidOnline = order.payment_method !== "cash_on_delivery" && order.payment_status === "paid";
  // Cancelling a paid order refunds it: the owner's decision unless they granted it (the API refuses too).
  const { me } = useSession();
  const refundRefused = order.payment_status === "paid" && !me.can_refund;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = adminCancelBody.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(ADMIN_MESSAGES.cancelReasonRequired);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const result = await runAction(order, "cancel", { reason: reason.trim() });
      onDone(result.order, result.message);
    } catch (err) {
      setError(err);
      setFieldError(apiFieldErrors(err).reason);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <h3 className="font-semibold">Cancel order</h3>
      <Banner kind="info">
        {shipped
          ? "This order has been shipped: cancelling it makes it a return. Its stock comes back when you mark the return as received."
          : "The items go back into stock."}
        {paidOnline ? " The online payment is refunded." : ""}
      </Banner>
      {refundRefused ? <Banner kind="error">{ADMIN_MESSAGES.refundNotGranted}</Banner> : null}
      <ErrorBanner error={error} />
      <TextAreaField label="Reason" value={reason} rows={2} maxLength={250} onChange={(e) => setReason(e.target.value)} error={fieldError} required />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" busy={busy} disabled={refundRefused}>
          Cancel order
        </Button>
        <Button onClick={onClose}>Keep the order</Button>
      </div>
    </form>
  );
}
