import type { DeliveryMethod } from "@shop/contracts/cart-words";
import type { OrderEditBody } from "@shop/contracts/order-edits";

/** One line of the Edit order form: what the stepper shows and the API takes. */
export type EditLine = { product_id: number; name: string; sku: string | null; quantity: number; available: number };

/** Where the edited order goes: as it is, a saved address of the customer, or one typed on the phone. */
export type EditAddress =
  | { kind: "keep" }
  | { kind: "saved"; id: string }
  | { kind: "typed"; fields: { name: string; phone: string; district: string; area: string; address: string } };

/**
 * The body of POST …/edit (and its preview) from the form: the whole line list, the
 * delivery method, and the address (none for office pickup). Pure, so it is tested
 * apart from the screen (edit-order.test.ts).
 */
export function editBodyOf(input: { version: string; lines: EditLine[]; delivery: DeliveryMethod; address: EditAddress; note: string }): OrderEditBody {
  const address: OrderEditBody["address"] =
    input.delivery === "office_pickup"
      ? null
      : input.address.kind === "keep"
        ? { keep_current: true }
        : input.address.kind === "saved"
          ? { saved_address_id: input.address.id }
          : {
              name: input.address.fields.name.trim(),
              phone: input.address.fields.phone.trim(),
              district: Number(input.address.fields.district) || 0,
              area: input.address.fields.area.trim(),
              address: input.address.fields.address.trim(),
            };
  const note = input.note.trim();
  return {
    version: input.version,
    lines: input.lines.map((l) => ({ product_id: l.product_id, quantity: Math.max(1, Math.trunc(l.quantity)) })),
    delivery_method: input.delivery,
    address,
    ...(note ? { note } : {}),
  };
}
