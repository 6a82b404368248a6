import type { AdminOrder } from "@shop/contracts/admin";
import { Section } from "../../components/ui";

/** Who ordered: the name, the phone as a call link, the email. */
export function Customer({ order }: { order: AdminOrder }) {
  return (
    <Section title="Customer">
      <p>{order.customer.full_name ?? "—"}</p>
      <p>
        <a className="text-blue-800 underline" href={`tel:${order.customer.phone}`}>
          {order.customer.phone}
        </a>
      </p>
      {order.customer.email ? <p className="break-all">{order.customer.email}</p> : null}
    </Section>
  );
}
