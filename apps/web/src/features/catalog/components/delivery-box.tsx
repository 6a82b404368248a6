import { OFFICE_PICKUP } from "@shop/contracts";
import { DELIVERY, fee, RETURN_DAYS } from "@/features/info/shop-facts";
import { DeliveryLine } from "./delivery-line";

/** Delivery promise next to the price: the questions every shopper asks before ordering. */
export function DeliveryBox({ slug, freeDelivery = false }: { slug: string; freeDelivery?: boolean }) {
  const rows = [
    { label: "Inside Dhaka", value: `${fee(DELIVERY.insideDhaka.fee)} · ${DELIVERY.insideDhaka.days}` },
    { label: "Outside Dhaka", value: `${fee(DELIVERY.outsideDhaka.fee)} · ${DELIVERY.outsideDhaka.days}` },
    { label: "Express (Dhaka)", value: `${fee(DELIVERY.express.fee)} · same or next day` },
    { label: "Office pickup", value: `Free · ${OFFICE_PICKUP.address}` },
  ];
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/70 p-4 text-sm">
      <p className="mb-2 font-semibold text-slate-900">Delivery &amp; payment</p>
      {freeDelivery ? <p className="mb-2 font-medium text-emerald-700">This item ships with free delivery.</p> : <DeliveryLine slug={slug} />}
      {/* The general fees are the fee table's first kilogram; the line above is this product's parcel. */}
      <p className="mb-1 text-xs text-slate-500">Parcels up to 1 kg:</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className="text-slate-800">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-slate-600">
        Cash on delivery all over Bangladesh. {RETURN_DAYS}-day returns —{" "}
        <a href="/shipping-and-refund-policy" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          see the policy
        </a>
        .
      </p>
    </div>
  );
}
