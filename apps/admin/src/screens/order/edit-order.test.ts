import { describe, expect, it } from "vitest";
import { orderEditBody } from "@shop/contracts/order-edits";
import { editBodyOf, type EditLine } from "./edit-order";

const lines: EditLine[] = [
  { product_id: 7, name: "Arduino Uno R3", sku: "ARD-UNO", quantity: 3, available: 10 },
  { product_id: 9, name: "SG90 servo", sku: null, quantity: 1, available: 4 },
];

describe("the Edit order form's request", () => {
  it("sends the whole line list and keeps the order's address unless another is chosen", () => {
    const body = editBodyOf({ version: "1733", lines, delivery: "home_delivery", address: { kind: "keep" }, note: "  " });
    expect(body).toEqual({
      version: "1733",
      lines: [
        { product_id: 7, quantity: 3 },
        { product_id: 9, quantity: 1 },
      ],
      delivery_method: "home_delivery",
      address: { keep_current: true },
    });
    expect(orderEditBody.safeParse(body).success).toBe(true);
  });

  it("names a saved address by its id, sends a typed one trimmed with its district as a number, and none for office pickup", () => {
    const id = "7d0c8a5e-4b8e-4c1a-9d55-0d7f4f7c1a11";
    expect(editBodyOf({ version: "1", lines, delivery: "express_delivery", address: { kind: "saved", id }, note: "" }).address).toEqual({
      saved_address_id: id,
    });
    const typed = editBodyOf({
      version: "1",
      lines,
      delivery: "home_delivery",
      address: { kind: "typed", fields: { name: " Karim Mia ", phone: "01812345678", district: "26", area: "Agrabad", address: "House 5, Road 3" } },
      note: "Customer phoned",
    });
    expect(typed.address).toEqual({ name: "Karim Mia", phone: "01812345678", district: 26, area: "Agrabad", address: "House 5, Road 3" });
    expect(typed.note).toBe("Customer phoned");
    expect(orderEditBody.safeParse(typed).success).toBe(true);
    expect(editBodyOf({ version: "1", lines, delivery: "office_pickup", address: { kind: "saved", id }, note: "" }).address).toBeNull();
  });

  it("never sends a quantity below one, and an empty order is left for the API to refuse in its words", () => {
    expect(editBodyOf({ version: "1", lines: [{ ...lines[0], quantity: 0 }], delivery: "home_delivery", address: { kind: "keep" }, note: "" }).lines).toEqual([
      { product_id: 7, quantity: 1 },
    ]);
    expect(editBodyOf({ version: "1", lines: [], delivery: "home_delivery", address: { kind: "keep" }, note: "" }).lines).toEqual([]);
  });
});
