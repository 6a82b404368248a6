import { Link } from "react-router";
import type { AdminOrder } from "@shop/contracts/admin";
import { Section } from "../../components/ui";

/** Who ordered: the name, the phone as a call link, the email, and their customer page. */
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
      <p className="mt-2">
        <Link className="text-blue-800 underline" to={`/customers/${order.customer.id}`}>
          Customer's page: orders, spending and notes
        </Link>
      </p>
    </Section>
  );
}
