import { Fragment } from "react";
import type { AdminOrder } from "@shop/contracts/admin";
import { codSplit } from "@shop/contracts/cod";
import { orderMoneyRows, orderMoneyText, type OrderAmounts } from "@shop/contracts/order-money";
import { Section } from "../../components/ui";
import { deliveryLabel } from "../../lib/format";
import { money } from "../../lib/money";

/** The summary's poisha under the names orderMoneyRows takes them by. */
function amountsOf(summary: AdminOrder["summary"]): OrderAmounts {
  return {
    subtotal: summary.subtotal_poisha,
    product_discount: summary.product_discount_poisha,
    coupon_discount: summary.coupon_discount_poisha,
    coupon_code: summary.coupon_code,
    delivery_discount: summary.delivery_discount_poisha,
    shipping_fee: summary.shipping_fee_poisha,
    total: summary.total_poisha,
  };
}

/**
 * The order's money in the rows every page shows it in (contracts' orderMoneyRows), the total
 * bold; then a cash order's advance by bKash and the rest on delivery (codSplit), as the invoice.
 */
export function Summary({ order }: { order: AdminOrder }) {
  return (
    <Section title="Summary">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {orderMoneyRows(amountsOf(order.summary)).map((row) =>
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
        {codSplit({ ...order, advance_poisha: order.summary.advance_poisha })?.map((part) => (
          <Fragment key={part.key}>
            <dt>{part.label}</dt>
            <dd className="text-right">{money(part.poisha)}</dd>
          </Fragment>
        ))}
      </dl>
    </Section>
  );
}
