import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from "@shop/contracts/cart-words";
import { PAYMENT_METHOD_LABELS } from "@shop/contracts/constants";
import { ORDER_EDIT_QUANTITY_MAX } from "@shop/contracts/order-edits";
import type { PhoneOrderBody, PhoneOrderCustomer, PhoneOrderResult } from "@shop/contracts/phone-orders";
import { Banner, Button, CheckboxField, PageHeader, Section, SelectField, TextAreaField, TextField } from "../components/ui";
import { ApiError, api, errorMessage, request, withQuery, type FieldErrors } from "../lib/api";
import { money } from "../lib/money";
import { useNotice } from "../lib/notice";
import { ProductSearch, Stepper, TypedAddressFields } from "./order/EditOrder";
import type { EditLine } from "./order/edit-order";

type PaymentMethod = PhoneOrderBody["payment_method"];
type Typed = { name: string; phone: string; district: string; area: string; address: string; save: boolean };
type AddressChoice = { kind: "saved"; id: string } | { kind: "typed" };

const emptyTyped: Typed = { name: "", phone: "", district: "", area: "", address: "", save: true };
const ORDERS_NEW = "/v1/admin/orders";
const CUSTOMER = "/v1/admin/phone-orders/customer";

/** The request body from the form's state (null until there is a customer to order for). */
export function phoneOrderBodyOf(s: {
  customer: PhoneOrderCustomer | null;
  name: string;
  lines: EditLine[];
  delivery: DeliveryMethod;
  address: AddressChoice;
  typed: Typed;
  coupon: string;
  channel: "phone" | "messenger";
  payment: PaymentMethod;
  note: string;
}): PhoneOrderBody | null {
  if (!s.customer) return null;
  const address =
    s.delivery === "office_pickup"
      ? null
      : s.address.kind === "saved"
        ? { saved_address_id: s.address.id }
        : {
            name: s.typed.name,
            phone: s.typed.phone,
            district: Number(s.typed.district) || 0,
            area: s.typed.area,
            address: s.typed.address,
            save: s.typed.save,
          };
  return {
    customer: { phone: s.customer.phone, name: s.customer.found ? null : s.name.trim() || null },
    lines: s.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
    delivery_method: s.delivery,
    address,
    coupon: s.coupon.trim() || null,
    channel: s.channel,
    payment_method: s.payment,
    note: s.note.trim() || null,
  };
}

/**
 * New order taken by phone or Messenger (issue 46): the customer's phone first (found
 * with their saved addresses, or a new customer by name), products by search with
 * quantities, address, delivery, coupon, payment (cash on delivery or a payment link
 * by SMS); live totals from the API's preview (the shop's own pricing, nothing
 * written); Place order opens the new order's page.
 */
export default function OrderNew() {
  const navigate = useNavigate();
  const { notify } = useNotice();
  const [phone, setPhone] = useState("");
  const [customer, setCustomer] = useState<PhoneOrderCustomer | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [name, setName] = useState("");
  const [lines, setLines] = useState<EditLine[]>([]);
  const [delivery, setDelivery] = useState<DeliveryMethod>("home_delivery");
  const [address, setAddress] = useState<AddressChoice>({ kind: "typed" });
  const [typed, setTyped] = useState<Typed>(emptyTyped);
  const [coupon, setCoupon] = useState("");
  const [channel, setChannel] = useState<"phone" | "messenger">("phone");
  const [payment, setPayment] = useState<PaymentMethod>("cash_on_delivery");
  const [note, setNote] = useState("");
  const [preview, setPreview] = useState<PhoneOrderResult | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const keyRef = useRef<{ body: string; key: string } | null>(null);
  const afterLookupRef = useRef<HTMLHeadingElement>(null);

  const findCustomer = async (event: FormEvent) => {
    event.preventDefault();
    setLooking(true);
    setLookupError(null);
    try {
      const { data } = await api.get<{ data: PhoneOrderCustomer }>(CUSTOMER, { phone: phone.trim() });
      setCustomer(data);
      const first = data.customer?.saved_addresses[0];
      setAddress(first ? { kind: "saved", id: first.id } : { kind: "typed" });
      setTyped({ ...emptyTyped, phone: data.phone, name: data.customer?.name ?? "" });
      if (!data.payment_methods.includes(payment)) setPayment("cash_on_delivery");
      setTimeout(() => afterLookupRef.current?.focus(), 0);
    } catch (error) {
      setCustomer(null);
      setLookupError(error instanceof ApiError ? (error.fields["phone"] ?? error.fields["customer.phone"] ?? errorMessage(error)) : errorMessage(error));
    } finally {
      setLooking(false);
    }
  };

  const body = phoneOrderBodyOf({ customer, name, lines, delivery, address, typed, coupon, channel, payment, note });
  const bodyKey = JSON.stringify(body);

  // Live totals: the API prices the order as it would place it, a moment after the last change; nothing is written.
  useEffect(() => {
    if (!body || !body.lines.length) {
      setPreview(null);
      setPreviewError(null);
      return;
    }
    const timer = setTimeout(() => {
      api
        .post<{ data: PhoneOrderResult }>(withQuery(ORDERS_NEW, { preview: 1 }), body)
        .then(({ data }) => {
          setPreview(data);
          setPreviewError(null);
          setFields({});
        })
        .catch((error: unknown) => {
          setPreview(null);
          setPreviewError(errorMessage(error));
          setFields(error instanceof ApiError ? error.fields : {});
        });
    }, 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bodyKey]);

  const place = async () => {
    if (!body) return;
    // One key per order as it stands: a second press (or a retry after a lost answer) is the same order, never two.
    if (keyRef.current?.body !== bodyKey) keyRef.current = { body: bodyKey, key: crypto.randomUUID() };
    setBusy(true);
    setPlaceError(null);
    try {
      const { data } = await request<{ data: PhoneOrderResult }>(ORDERS_NEW, {
        method: "POST",
        json: body,
        headers: { "idempotency-key": keyRef.current.key },
      });
      notify(`Order ${data.order_number} placed for ${data.customer.name ?? data.customer.phone}. Total ${money(data.totals.total_poisha)}.`);
      navigate(`/orders/${encodeURIComponent(data.order_number ?? "")}`);
    } catch (error) {
      setPlaceError(errorMessage(error));
      setFields(error instanceof ApiError ? error.fields : {});
    } finally {
      setBusy(false);
    }
  };

  const setQuantity = (productId: number, quantity: number) =>
    setLines((current) => current.map((l) => (l.product_id === productId ? { ...l, quantity: Math.max(1, Math.min(ORDER_EDIT_QUANTITY_MAX, quantity)) } : l)));

  return (
    <>
      <PageHeader title="New order" back={{ to: "/orders", label: "Orders" }} />
      <p className="mb-4 max-w-2xl text-slate-700">
        An order taken by phone or Messenger. Same prices, stock and coupon rules as the shop. The customer gets an SMS and sees the order in My Orders when
        they sign in with their phone.
      </p>

      <Section title="Customer">
        <form onSubmit={findCustomer} className="flex flex-wrap items-end gap-3">
          <TextField
            label="Customer's phone"
            className="min-w-0 flex-1 basis-56"
            inputMode="tel"
            autoComplete="off"
            placeholder="01712345678"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              setCustomer(null);
            }}
            error={lookupError ?? fields["customer.phone"]}
            hint="Any way it is written: 01…, +8801…, 8801…"
          />
          <Button type="submit" variant="primary" busy={looking}>
            Find customer
          </Button>
        </form>
        {customer ? (
          <div className="mt-3" aria-live="polite">
            <h3 ref={afterLookupRef} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
              {customer.found && customer.customer
                ? `${customer.customer.name ?? "Customer"} · ${customer.phone} · ${customer.customer.orders} order${customer.customer.orders === 1 ? "" : "s"} before`
                : `New customer · ${customer.phone}`}
            </h3>
            {!customer.found ? (
              <TextField
                label="Customer's name"
                className="mt-2 max-w-md"
                autoComplete="off"
                value={name}
                maxLength={60}
                onChange={(e) => setName(e.target.value)}
                error={fields["customer.name"]}
                hint="A shopper account is made for this phone; they sign in later with the code sent to it."
              />
            ) : null}
          </div>
        ) : null}
      </Section>

      {customer ? (
        <div className="mt-4 flex flex-col gap-4">
          <Section title="Products">
            <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-300" aria-label="Products in this order">
              {lines.map((line, index) => (
                <li key={line.product_id} className="flex flex-wrap items-center gap-3 p-3">
                  <div className="min-w-0 flex-1 basis-48">
                    <span className="block font-medium text-slate-900">{line.name}</span>
                    <span className="block text-xs text-slate-600">
                      {line.sku ? `SKU ${line.sku} · ` : ""}
                      {line.available} in stock
                      {preview?.lines[index] ? ` · ${money(preview.lines[index].unit_price_poisha)} each` : ""}
                    </span>
                    {fields[`lines.${index}.quantity`] || fields[`lines.${index}.product_id`] ? (
                      <span className="block text-sm text-red-800">{fields[`lines.${index}.quantity`] ?? fields[`lines.${index}.product_id`]}</span>
                    ) : null}
                  </div>
                  <Stepper line={line} onChange={(q) => setQuantity(line.product_id, q)} />
                  <Button
                    small
                    variant="secondary"
                    onClick={() => setLines((current) => current.filter((l) => l.product_id !== line.product_id))}
                    aria-label={`Remove ${line.name}`}
                  >
                    Remove
                  </Button>
                </li>
              ))}
              {lines.length === 0 ? <li className="p-3 text-slate-700">No products yet. Search below and add them.</li> : null}
            </ul>
            {fields.lines ? <p className="mt-1 text-sm text-red-800">{fields.lines}</p> : null}
            <ProductSearch
              exclude={lines.map((l) => l.product_id)}
              onAdd={(p) => setLines((current) => [...current, { product_id: p.id, name: p.name, sku: p.sku, quantity: 1, available: p.stock }])}
            />
          </Section>

          <Section title="Delivery">
            <div className="flex flex-col gap-4">
              <SelectField
                label="Delivery method"
                className="max-w-sm"
                value={delivery}
                onChange={(e) => setDelivery(e.target.value as DeliveryMethod)}
                error={fields.delivery_method}
              >
                {(Object.keys(DELIVERY_METHOD_LABELS) as DeliveryMethod[]).map((m) => (
                  <option key={m} value={m}>
                    {DELIVERY_METHOD_LABELS[m]}
                  </option>
                ))}
              </SelectField>
              {delivery !== "office_pickup" ? (
                <AddressChooser customer={customer} value={address} onChange={setAddress} typed={typed} onTyped={setTyped} fields={fields} />
              ) : (
                <p className="text-slate-700">Picked up at the shop: no address.</p>
              )}
            </div>
          </Section>

          <Section title="Payment and details">
            <div className="grid gap-4 md:grid-cols-2">
              <Choice
                legend="Payment"
                value={payment}
                onChange={(v) => setPayment(v as PaymentMethod)}
                options={customer.payment_methods.map((m) => ({
                  value: m,
                  label: m === "cash_on_delivery" ? PAYMENT_METHOD_LABELS[m] : `Payment link by SMS (${PAYMENT_METHOD_LABELS[m]})`,
                  hint:
                    m === "cash_on_delivery"
                      ? "The order starts confirmed: you have spoken to the customer."
                      : "The order waits for payment; the SMS links to the order page where the customer pays.",
                }))}
                error={fields.payment_method}
              />
              <Choice
                legend="Taken by"
                value={channel}
                onChange={(v) => setChannel(v as "phone" | "messenger")}
                options={[
                  { value: "phone", label: "Phone" },
                  { value: "messenger", label: "Messenger" },
                ]}
              />
              <TextField
                label="Coupon code (optional)"
                autoComplete="off"
                value={coupon}
                onChange={(e) => setCoupon(e.target.value)}
                error={fields.coupon ?? preview?.coupon_error ?? undefined}
              />
              <TextAreaField label="Staff note (not shown to the customer)" value={note} maxLength={250} rows={2} onChange={(e) => setNote(e.target.value)} />
            </div>
          </Section>

          <Totals preview={preview} error={previewError} />

          {placeError ? (
            <Banner>
              <span role="alert">{placeError}</span>
            </Banner>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" busy={busy} disabled={!preview || busy || !!preview.coupon_error} onClick={place}>
              Place order
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}

function Choice({
  legend,
  value,
  onChange,
  options,
  error,
}: {
  legend: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string; hint?: string }[];
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-slate-900">{legend}</legend>
      {error ? <span className="text-sm text-red-800">{error}</span> : null}
      {options.map((o) => (
        <label key={o.value} className="flex min-h-11 cursor-pointer items-start gap-2 rounded-md border border-slate-300 p-2">
          <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} className="mt-1 size-5 accent-blue-700" />
          <span>
            <span className="block font-medium">{o.label}</span>
            {o.hint ? <span className="block text-sm text-slate-700">{o.hint}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function AddressChooser({
  customer,
  value,
  onChange,
  typed,
  onTyped,
  fields,
}: {
  customer: PhoneOrderCustomer;
  value: AddressChoice;
  onChange: (a: AddressChoice) => void;
  typed: Typed;
  onTyped: (t: Typed) => void;
  fields: FieldErrors;
}) {
  const districts = customer.districts;
  const name = useId();
  const set = (patch: Partial<Typed>) => onTyped({ ...typed, ...patch });
  const saved = customer.customer?.saved_addresses ?? [];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-slate-900">Delivery address</legend>
      {fields.address ? <span className="text-sm text-red-800">{fields.address}</span> : null}
      {saved.map((a) => (
        <label key={a.id} className="flex min-h-11 cursor-pointer items-start gap-2 rounded-md border border-slate-300 p-2">
          <input
            type="radio"
            name={name}
            checked={value.kind === "saved" && value.id === a.id}
            onChange={() => onChange({ kind: "saved", id: a.id })}
            className="mt-1 size-5 accent-blue-700"
          />
          <span className="font-medium">
            Saved: {a.label}
            <span className="block text-sm font-normal text-slate-700">
              {a.full_name}, {a.phone}, {a.full_address}
            </span>
          </span>
        </label>
      ))}
      {saved.length ? (
        <label className="flex min-h-11 cursor-pointer items-start gap-2 rounded-md border border-slate-300 p-2">
          <input
            type="radio"
            name={name}
            checked={value.kind === "typed"}
            onChange={() => onChange({ kind: "typed" })}
            className="mt-1 size-5 accent-blue-700"
          />
          <span className="font-medium">Type an address the customer gives</span>
        </label>
      ) : null}
      {value.kind === "typed" ? (
        <TypedAddressFields typed={typed} set={set} fields={fields} districts={districts}>
          <CheckboxField
            label="Save to the customer's address book"
            className="sm:col-span-2"
            checked={typed.save}
            onChange={(e) => set({ save: e.target.checked })}
          />
        </TypedAddressFields>
      ) : null}
    </fieldset>
  );
}

function Totals({ preview, error }: { preview: PhoneOrderResult | null; error: string | null }) {
  const rows: [string, keyof PhoneOrderResult["totals"], boolean][] = [
    ["Subtotal", "subtotal_poisha", false],
    ["Coupon discount", "coupon_discount_poisha", true],
    ["Delivery fee", "shipping_fee_poisha", false],
    ["Free delivery", "delivery_discount_poisha", true],
    ["Total", "total_poisha", false],
  ];
  return (
    <section aria-label="Totals" aria-live="polite" className="rounded-md border border-slate-300 bg-slate-50 p-3">
      <h2 className="mb-2 font-semibold text-slate-900">Totals</h2>
      {error ? <p className="mb-2 font-medium text-red-800">{error}</p> : null}
      {!preview && !error ? <p className="text-slate-700">Add products to see the totals.</p> : null}
      {preview ? (
        <table className="w-full max-w-md text-left">
          <caption className="sr-only">The order's totals as the shop prices them</caption>
          <tbody>
            {rows.map(([label, key, minus]) =>
              minus && !preview.totals[key] ? null : (
                <tr key={key} className={key === "total_poisha" ? "border-t border-slate-300 font-bold" : undefined}>
                  <th scope="row" className="py-0.5 font-normal">
                    {label}
                    {key === "coupon_discount_poisha" && preview.totals.coupon_code ? ` (${preview.totals.coupon_code})` : ""}
                  </th>
                  <td className="text-right">
                    {minus ? "− " : ""}
                    {money(preview.totals[key] as number)}
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
