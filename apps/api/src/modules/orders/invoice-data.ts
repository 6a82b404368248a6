import { DELIVERY_METHOD_LABELS, formatTaka, orderMoneyRows, PAYMENT_METHOD_LABELS, poishaToTaka } from "@shop/contracts";
import { codSplit } from "@shop/contracts/cod";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../lib/db";
import { unitPriceFor, type PriceTier } from "../pricing/pricing";
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

/** The products' price breaks as they are now, for the lines paid below their regular price (order_items does not record the break). */
export async function priceBreaksOf(db: DbOrTx, row: OrderRow): Promise<Map<number, PriceTier[]>> {
  const ids = [...new Set(itemsOf(row).flatMap((i) => (i.unit_discount_price !== null && i.product_id !== null ? [Number(i.product_id)] : [])))];
  if (!ids.length) return new Map();
  const result = await db.execute<{ product_id: number; min_quantity: number; unit_price: number }>(sql`
    select product_id, min_quantity, unit_price from product_price_tiers
    where product_id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )})`);
  const breaks = new Map<number, PriceTier[]>();
  for (const t of result.rows) {
    const list = breaks.get(Number(t.product_id)) ?? [];
    list.push({ minQuantity: Number(t.min_quantity), unitPrice: Number(t.unit_price) });
    breaks.set(Number(t.product_id), list);
  }
  return breaks;
}

/**
 * The words under a line paid below its regular price. A price break (decision 045) when the
 * product's break for the line's quantity, by the pricing rule, is the unit price paid; else an
 * offer. The order row keeps only the price paid, so a break changed since the order reads as
 * "Offer price".
 */
function paidNote(item: ReturnType<typeof itemsOf>[number], breaks: Map<number, PriceTier[]>): string | null {
  if (item.unit_discount_price === null) return null;
  const each = formatTaka(poishaToTaka(item.unit_discount_price));
  const tiers = item.product_id === null ? undefined : breaks.get(Number(item.product_id));
  const rule = unitPriceFor({ pricePoisha: item.unit_price, discountPricePoisha: null, tiers }, item.quantity);
  if (rule.tierMinQuantity !== null && rule.unitPrice === item.unit_discount_price) return `Price break ${each} each (${rule.tierMinQuantity}+)`;
  return `Offer price ${each} each`;
}

/** What the invoice prints of an order (owner only: the full address); `breaks` from priceBreaksOf. */
export function invoiceOf(row: OrderRow, shop: InvoiceInput["shop"], breaks: Map<number, PriceTier[]> = new Map()): InvoiceInput {
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
      name: [item.name, paidNote(item, breaks)].filter(Boolean).join("\n"),
      quantity: item.quantity,
      unitPricePoisha: item.unit_price,
      totalPoisha: item.unit_price * item.quantity,
    })),
    money: orderMoneyRows(amountsOf(row)),
    split: splitOf(row),
    note: row.note,
  };
}
