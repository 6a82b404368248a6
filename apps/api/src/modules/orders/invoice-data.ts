import { DELIVERY_METHOD_LABELS, PAYMENT_METHOD_LABELS } from "@shop/contracts";
import type { InvoiceInput } from "./invoice";
import { addressOf, itemsOf, summaryOf } from "./mappers";
import type { OrderRow } from "./queries";

/** What the invoice prints of an order (owner only: the full address). */
export function invoiceOf(row: OrderRow, shop: InvoiceInput["shop"]): InvoiceInput {
  const address = addressOf(row);
  const summary = summaryOf(row);
  return {
    shop,
    orderNumber: row.order_number,
    placedAt: new Date(row.created_at),
    status: row.status,
    paymentMethod: PAYMENT_METHOD_LABELS[row.payment_method],
    paymentStatus: row.payment_status,
    deliveryMethod: DELIVERY_METHOD_LABELS[row.delivery_method],
    address: address ? { fullName: address.full_name, phone: address.phone_number, fullAddress: address.full_address, district: address.district } : null,
    lines: itemsOf(row).map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPricePoisha: item.unit_discount_price ?? item.unit_price,
      totalPoisha: item.line_total,
    })),
    subtotalPoisha: summary.subtotal,
    shippingFees: summary.shippingFees.map((f) => ({ text: f.text, amountPoisha: f.amount })),
    discounts: summary.discounts.map((d) => ({ text: d.text, amountPoisha: d.amount })),
    totalPoisha: summary.total,
    note: row.note,
  };
}
