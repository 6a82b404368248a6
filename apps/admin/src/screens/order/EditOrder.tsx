import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { AdminOrder, AdminProductRow } from "@shop/contracts/admin";
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from "@shop/contracts/cart-words";
import type { District } from "@shop/contracts/cart";
import { EDITABLE_ORDER_STATUSES, ORDER_EDIT_QUANTITY_MAX, type OrderEditForm, type OrderEditResult } from "@shop/contracts/order-edits";
import { Banner, Button, SelectField, TextAreaField, TextField } from "../../components/ui";
import { ApiError, api, errorMessage, withQuery, type FieldErrors } from "../../lib/api";
import { endpoints } from "../../lib/endpoints";
import { money } from "../../lib/money";
import { editBodyOf, type EditAddress, type EditLine } from "./edit-order";

const editPath = (number: string) => `${endpoints.order(number)}/edit`;

/** May staff edit this order now (before it ships)? */
export const isEditable = (order: Pick<AdminOrder, "status">) => (EDITABLE_ORDER_STATUSES as readonly string[]).includes(order.status);

/**
 * "Edit order" for a customer who phoned, while the order is not yet shipped: quantities
 * with steppers, remove a line, add a product by search, the address and delivery
 * method; the new totals are previewed by the API (the same pricing code, nothing
 * written) before Save. Staff see what changes and how the money is settled.
 */
export function EditOrder({ order, onSaved }: { order: AdminOrder; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (!isEditable(order)) return null;
  return (
    <div className="mb-4">
      <div aria-live="polite">
        {saved ? (
          <Banner kind="success" className="mb-3">
            {saved}
          </Banner>
        ) : null}
      </div>
      {open ? (
        <EditForm
          order={order}
          onClose={() => {
            setOpen(false);
            toggleRef.current?.focus();
          }}
          onSaved={(message) => {
            setOpen(false);
            setSaved(message);
            onSaved();
          }}
        />
      ) : (
        <Button
          ref={toggleRef}
          variant="secondary"
          aria-expanded={false}
          onClick={() => {
            setSaved(null);
            setOpen(true);
          }}
        >
          Edit order
        </Button>
      )}
    </div>
  );
}

function EditForm({ order, onClose, onSaved }: { order: AdminOrder; onClose: () => void; onSaved: (message: string) => void }) {
  const [form, setForm] = useState<OrderEditForm | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [lines, setLines] = useState<EditLine[]>([]);
  const [delivery, setDelivery] = useState<DeliveryMethod>(order.delivery_method);
  const [address, setAddress] = useState<EditAddress>({ kind: "keep" });
  const [note, setNote] = useState("");
  const [preview, setPreview] = useState<OrderEditResult | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [saveError, setSaveError] = useState<{ message: string; stale: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const load = () => {
    setLoadError(null);
    api
      .get<{ data: OrderEditForm }>(editPath(order.order_number))
      .then(({ data }) => {
        setForm(data);
        setLines(
          data.lines
            .filter((l) => l.product_id > 0)
            .map((l) => ({ product_id: l.product_id, name: l.name, sku: l.sku, quantity: l.quantity, available: l.available })),
        );
        setDelivery(data.delivery_method as DeliveryMethod);
        setAddress(
          data.address ? { kind: "keep" } : data.saved_addresses[0] ? { kind: "saved", id: data.saved_addresses[0].id } : { kind: "typed", fields: emptyTyped },
        );
        setSaveError(null);
        headingRef.current?.focus();
      })
      .catch(setLoadError);
  };

  useEffect(load, [order.order_number]);

  const body = form ? editBodyOf({ version: form.version, lines, delivery, address, note }) : null;
  const bodyKey = JSON.stringify(body);

  // The preview follows every change (the API prices it; nothing is written), a moment after the last one.
  useEffect(() => {
    if (!body) return;
    const timer = setTimeout(() => {
      api
        .post<{ data: OrderEditResult }>(withQuery(editPath(order.order_number), { preview: 1 }), body)
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

  const save = async () => {
    if (!body) return;
    setBusy(true);
    setSaveError(null);
    try {
      const { data } = await api.post<{ data: OrderEditResult }>(editPath(order.order_number), body);
      onSaved(`Order edited. New total ${money(data.after.total_poisha)}.`);
    } catch (error) {
      setSaveError({ message: errorMessage(error), stale: error instanceof ApiError && error.status === 409 });
      setFields(error instanceof ApiError ? error.fields : {});
    } finally {
      setBusy(false);
    }
  };

  const setQuantity = (productId: number, quantity: number) =>
    setLines((current) => current.map((l) => (l.product_id === productId ? { ...l, quantity: Math.max(1, Math.min(ORDER_EDIT_QUANTITY_MAX, quantity)) } : l)));

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-blue-300 bg-white p-4 shadow-sm">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mb-1 text-lg font-semibold text-slate-900 outline-none">
        Edit order {order.order_number}
      </h2>
      <p className="mb-4 text-sm text-slate-700">For a customer on the phone. Nothing changes until you save; the customer gets one SMS.</p>
      {loadError ? <Banner className="mb-3">{errorMessage(loadError)}</Banner> : null}
      {!form && !loadError ? <p>Loading…</p> : null}
      {form ? (
        <div className="flex flex-col gap-5">
          <fieldset>
            <legend className="mb-2 font-semibold text-slate-900">Products</legend>
            <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-300">
              {lines.map((line, index) => (
                <li key={line.product_id} className="flex flex-wrap items-center gap-3 p-3">
                  <div className="min-w-0 flex-1 basis-48">
                    <span className="block font-medium text-slate-900">{line.name}</span>
                    <span className="block text-xs text-slate-600">
                      {line.sku ? `SKU ${line.sku} · ` : ""}
                      {line.available} available for this order
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
              {lines.length === 0 ? <li className="p-3 text-slate-700">No products left. Add one, or cancel the order instead.</li> : null}
            </ul>
            <ProductSearch
              exclude={lines.map((l) => l.product_id)}
              onAdd={(p) => setLines((current) => [...current, { product_id: p.id, name: p.name, sku: p.sku, quantity: 1, available: p.stock }])}
            />
          </fieldset>

          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              label="Delivery method"
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
              <AddressPicker form={form} value={address} onChange={setAddress} fields={fields} />
            ) : (
              <p className="self-end text-slate-700">Picked up at the shop: no address.</p>
            )}
          </div>

          <TextAreaField label="Staff note (not shown to the customer)" value={note} maxLength={250} rows={2} onChange={(e) => setNote(e.target.value)} />

          <Preview form={form} preview={preview} error={previewError} />

          {saveError ? (
            <Banner className="flex flex-wrap items-center gap-3">
              <span role="alert">{saveError.message}</span>
              {saveError.stale ? (
                <Button small onClick={load}>
                  Reload the order
                </Button>
              ) : null}
            </Banner>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" busy={busy} disabled={!preview || busy} onClick={save}>
              Save changes
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Close without saving
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

export function Stepper({ line, onChange }: { line: EditLine; onChange: (quantity: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        Quantity of {line.name}
      </label>
      <button
        type="button"
        className="size-11 rounded-md border border-slate-400 text-xl disabled:opacity-40"
        aria-label={`One fewer ${line.name}`}
        disabled={line.quantity <= 1}
        onClick={() => onChange(line.quantity - 1)}
      >
        −
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={ORDER_EDIT_QUANTITY_MAX}
        value={line.quantity}
        onChange={(e) => onChange(Number(e.target.value) || 1)}
        className="h-11 w-16 rounded-md border border-slate-400 text-center text-base"
      />
      <button
        type="button"
        className="size-11 rounded-md border border-slate-400 text-xl"
        aria-label={`One more ${line.name}`}
        onClick={() => onChange(line.quantity + 1)}
      >
        +
      </button>
    </div>
  );
}

/** Adds a product by name, SKU or part number (the back office's product list, active products only). */
export function ProductSearch({ exclude, onAdd }: { exclude: number[]; onAdd: (product: AdminProductRow) => void }) {
  const [q, setQ] = useState("");
  const [found, setFound] = useState<AdminProductRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const resultsId = useId();
  useEffect(() => {
    const text = q.trim();
    if (text.length < 2) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .get<{ data: AdminProductRow[] }>(endpoints.products, { q: text, status: "active" }, controller.signal)
        .then(({ data }) => {
          setFound(data.slice(0, 6));
          setError(null);
        })
        .catch((e: unknown) => {
          if (!controller.signal.aborted) setError(errorMessage(e));
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  const shown = found.filter((p) => !exclude.includes(p.id));
  return (
    <div className="mt-3">
      <TextField
        label="Add a product"
        type="search"
        placeholder="Name, SKU or part number"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        aria-controls={resultsId}
        error={error ?? undefined}
      />
      <ul id={resultsId} aria-live="polite" className="mt-2 flex flex-col gap-1">
        {shown.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2">
            <span>
              <span className="font-medium">{p.name}</span>{" "}
              <span className="text-sm text-slate-600">
                {money(p.discount_price_poisha ?? p.price_poisha)} · {p.stock > 0 ? `${p.stock} in stock` : "out of stock"}
              </span>
            </span>
            <Button
              small
              disabled={p.stock <= 0}
              aria-label={`Add ${p.name}`}
              onClick={() => {
                onAdd(p);
                setQ("");
              }}
            >
              Add
            </Button>
          </li>
        ))}
        {q.trim().length >= 2 && shown.length === 0 && !error ? <li className="text-sm text-slate-600">No product found.</li> : null}
      </ul>
    </div>
  );
}

const emptyTyped = { name: "", phone: "", district: "", area: "", address: "" };

function AddressPicker({
  form,
  value,
  onChange,
  fields,
}: {
  form: OrderEditForm;
  value: EditAddress;
  onChange: (a: EditAddress) => void;
  fields: FieldErrors;
}) {
  const [districts, setDistricts] = useState<District[]>([]);
  const name = useId();
  useEffect(() => {
    if (value.kind !== "typed" || districts.length) return;
    api
      .get<{ data: { districts: District[] } }>(endpoints.districts)
      .then(({ data }) => setDistricts(data.districts))
      .catch(() => setDistricts([]));
  }, [value.kind, districts.length]);
  const option = (checked: boolean, label: string, detail: string | null, pick: () => void, key: string) => (
    <label key={key} className="flex min-h-11 cursor-pointer items-start gap-2 rounded-md border border-slate-300 p-2">
      <input type="radio" name={name} checked={checked} onChange={pick} className="mt-1 size-5 accent-blue-700" />
      <span>
        <span className="block font-medium">{label}</span>
        {detail ? <span className="block text-sm text-slate-700">{detail}</span> : null}
      </span>
    </label>
  );
  const typed = value.kind === "typed" ? value.fields : emptyTyped;
  const setTyped = (patch: Partial<typeof emptyTyped>) => onChange({ kind: "typed", fields: { ...typed, ...patch } });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-slate-900">Delivery address</legend>
      {fields.address ? <span className="text-sm text-red-800">{fields.address}</span> : null}
      {form.address
        ? option(
            value.kind === "keep",
            "Keep the order's address",
            `${form.address.full_name}, ${form.address.phone_number}, ${form.address.full_address}`,
            () => onChange({ kind: "keep" }),
            "keep",
          )
        : null}
      {form.saved_addresses.map((a) =>
        option(
          value.kind === "saved" && value.id === a.id,
          `Saved: ${a.label}`,
          `${a.full_name}, ${a.phone}, ${a.full_address}`,
          () => onChange({ kind: "saved", id: a.id }),
          a.id,
        ),
      )}
      {option(value.kind === "typed", "Type an address the customer gives", null, () => onChange({ kind: "typed", fields: typed }), "typed")}
      {value.kind === "typed" ? <TypedAddressFields typed={typed} set={setTyped} fields={fields} districts={districts} /> : null}
    </fieldset>
  );
}

/** Before → after, what changes, and how the difference is settled. */
function Preview({ form, preview, error }: { form: OrderEditForm; preview: OrderEditResult | null; error: string | null }) {
  const rows: [string, keyof OrderEditResult["after"]][] = [
    ["Subtotal", "subtotal_poisha"],
    ["Coupon discount", "coupon_discount_poisha"],
    ["Delivery fee", "shipping_fee_poisha"],
    ["Free delivery", "delivery_discount_poisha"],
    ["Total", "total_poisha"],
  ];
  const online = form.payment_method !== "cash_on_delivery";
  return (
    <section aria-label="New totals" aria-live="polite" className="rounded-md border border-slate-300 bg-slate-50 p-3">
      <h3 className="mb-2 font-semibold text-slate-900">New totals</h3>
      {error ? <p className="mb-2 font-medium text-red-800">{error}</p> : null}
      {!preview && !error ? <p className="text-slate-700">Make a change to see the new totals.</p> : null}
      {preview ? (
        <>
          <table className="w-full max-w-xl text-left">
            <caption className="sr-only">Totals before and after the edit</caption>
            <thead>
              <tr className="text-sm text-slate-700">
                <th scope="col" className="font-medium">
                  Amount
                </th>
                <th scope="col" className="text-right font-medium">
                  Now
                </th>
                <th scope="col" className="text-right font-medium">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, key]) => (
                <tr key={key} className={key === "total_poisha" ? "border-t border-slate-300 font-bold" : undefined}>
                  <th scope="row" className="py-0.5 font-normal">
                    {label}
                  </th>
                  <td className="text-right">{money(preview.before[key] as number)}</td>
                  <td className="text-right">{money(preview.after[key] as number)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.coupon_dropped ? <p className="mt-2 font-medium text-amber-900">{preview.coupon_dropped}</p> : null}
          {preview.changes.length ? (
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
              {preview.changes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          ) : null}
          <p className="mt-2 font-medium text-slate-900">
            {!online
              ? `Cash on delivery: the courier collects ${money(preview.collect_on_delivery_poisha)}.`
              : preview.amount_due_poisha > 0 && preview.paid_poisha > 0
                ? `Paid ${money(preview.paid_poisha)} online. The customer pays the rest, ${money(preview.amount_due_poisha)}, online from their order page (SMS with the link).`
                : preview.refund_due_poisha > 0
                  ? `Paid ${money(preview.paid_poisha)} online: refund due ${money(preview.refund_due_poisha)}, from the Refunds panel.`
                  : `Paid online: ${money(preview.paid_poisha)}.`}
          </p>
        </>
      ) : null}
    </section>
  );
}

type TypedAddress = { name: string; phone: string; district: string; area: string; address: string };

/**
 * The fields of an address typed for the customer (name, phone, district, area, street),
 * each with its error from the API under `address.<field>`: the order edit's and the
 * phone order's address forms share them; `children` adds what one form has more.
 */
export function TypedAddressFields({
  typed,
  set,
  fields,
  districts,
  children,
}: {
  typed: TypedAddress;
  set: (patch: Partial<TypedAddress>) => void;
  fields: Record<string, string | undefined>;
  districts: Pick<District, "id" | "name">[];
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-2">
      <TextField label="Full name" value={typed.name} onChange={(e) => set({ name: e.target.value })} error={fields["address.name"]} autoComplete="off" />
      <TextField
        label="Phone"
        inputMode="tel"
        value={typed.phone}
        onChange={(e) => set({ phone: e.target.value })}
        error={fields["address.phone"]}
        autoComplete="off"
      />
      <SelectField label="District" value={typed.district} onChange={(e) => set({ district: e.target.value })} error={fields["address.district"]}>
        <option value="">Choose a district</option>
        {districts.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Area" value={typed.area} onChange={(e) => set({ area: e.target.value })} error={fields["address.area"]} />
      <TextField
        label="Street address"
        className="sm:col-span-2"
        value={typed.address}
        onChange={(e) => set({ address: e.target.value })}
        error={fields["address.address"]}
      />
      {children}
    </div>
  );
}
