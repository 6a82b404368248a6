import type { AdminOrder } from "@shop/contracts/admin";
import { Section } from "../../components/ui";
import { deliveryLabel } from "../../lib/format";

/** Where it goes: the delivery method, the address (none for pickup) and the shopper's note. */
export function Delivery({ order }: { order: AdminOrder }) {
  const address = order.address;
  return (
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
  );
}
