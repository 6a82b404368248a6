import { Link } from "react-router";
import type { AdminOrder } from "@shop/contracts/admin";
import { Section, StackTable, Td, Thumb } from "../../components/ui";
import { money } from "../../lib/money";

/** The order's lines: product (linked while it exists), quantity, unit price (an offer's with the regular struck through) and line total. */
export function Items({ order }: { order: AdminOrder }) {
  return (
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
              {line.unit_discount_price_poisha !== null && line.unit_discount_price_poisha < line.unit_price_poisha ? (
                <>
                  <span>{money(line.unit_discount_price_poisha)}</span>{" "}
                  <s className="text-slate-500">
                    <span className="sr-only">was </span>
                    {money(line.unit_price_poisha)}
                  </s>
                </>
              ) : (
                money(line.unit_price_poisha)
              )}
            </Td>
            <Td label="Line total" className="font-semibold">
              {money(line.line_total_poisha)}
            </Td>
          </tr>
        ))}
      </StackTable>
    </Section>
  );
}
