import { DELIVERY_METHOD_LABELS, formatTaka, orderMoneyRows, PAYMENT_METHOD_LABELS, poishaToTaka } from "@shop/contracts";
import { codSplit } from "@shop/contracts/cod";
import type { InvoiceInput } from "./invoice";
import { addressOf, amountsOf, itemsOf } from "./mappers";
import type { OrderRow } from "./queries";

/** A cash order with an advance (decision 041): its two parts under Total. */
function splitOf(row: OrderRow): InvoiceInput["split"] {
  const split = codSplit({
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    total_poisha: row.total,
    advance_poisha: row.advance_amount,
  });
  return split?.map(({ label, poisha }) => ({ label, poisha })) ?? undefined;
}

/** What the invoice prints of an order (owner only: the full address). */
export function invoiceOf(row: OrderRow, shop: InvoiceInput["shop"]): InvoiceInput {
  const address = addressOf(row);
  return {
    shop,
    orderNumber: row.order_number,
    placedAt: row.created_at,
    status: row.status,
    paymentMethod: PAYMENT_METHOD_LABELS[row.payment_method],
    paymentStatus: row.payment_status,
    deliveryMethod: DELIVERY_METHOD_LABELS[row.delivery_method],
    address: address ? { fullName: address.full_name, phone: address.phone_number, fullAddress: address.full_address, district: address.district } : null,
    // At the regular price, so that the lines add up to the Subtotal the product discount is taken from.
    lines: itemsOf(row).map((item) => ({
      name: item.unit_discount_price === null ? item.name : `${item.name}\nOffer price ${formatTaka(poishaToTaka(item.unit_discount_price))} each`,
      quantity: item.quantity,
      unitPricePoisha: item.unit_price,
      totalPoisha: item.unit_price * item.quantity,
    })),
    money: orderMoneyRows(amountsOf(row)),
    split: splitOf(row),
    note: row.note,
  };
}
