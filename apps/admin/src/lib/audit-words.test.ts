import { describe, expect, it } from "vitest";
import { auditKind, auditSummary } from "./audit-words";

const product = { entity: "product", entity_id: "12", subject: "HC-SR04" };

describe("auditSummary", () => {
  it("says a price change in taka with the product's name", () => {
    expect(auditSummary({ ...product, action: "product.update", before: { price: 12000 }, after: { price: 11000 } })).toBe("Price of HC-SR04 ৳120 → ৳110");
    expect(auditSummary({ ...product, action: "product.update", before: { discount_price: null }, after: { discount_price: 1250050 } })).toBe(
      "Discount price of HC-SR04 none → ৳12,500.50",
    );
  });

  it("says a stock change with its reason and note, and an import as an import", () => {
    expect(auditSummary({ ...product, action: "stock.adjust", before: { stock: 10 }, after: { stock: 7, delta: -3, reason: "damaged", note: null } })).toBe(
      "Stock of HC-SR04 10 → 7 (damaged or lost)",
    );
    expect(
      auditSummary({ ...product, action: "stock.adjust", before: { stock: 0 }, after: { stock: 5, delta: 5, reason: "received", note: "CSV import" } }),
    ).toBe("Stock of HC-SR04 0 → 5 (received from supplier: CSV import)");
    expect(
      auditSummary({
        ...product,
        action: "product.update",
        before: { price: 12000, is_active: true },
        after: { price: 11000, is_active: false, source: "csv_import" },
      }),
    ).toBe("Price of HC-SR04 ৳120 → ৳110; HC-SR04 hidden from the shop (CSV import)");
  });

  it("names other product fields in the form's words, and falls back to the id without a name", () => {
    expect(
      auditSummary({ ...product, action: "product.update", before: { specs: [], tags: [] }, after: { specs: [{ key: "a", value: "b" }], tags: ["new"] } }),
    ).toBe("Specs, tags of HC-SR04 changed");
    expect(auditSummary({ entity: "product", entity_id: "9", action: "product.image_add", before: {}, after: {} })).toBe("Image added to #9");
    const tiers = { entity: "product", entity_id: "9", action: "product.price_tiers", before: { tiers: [] } };
    expect(auditSummary({ ...tiers, after: { tiers: [{ min_quantity: 10, unit_price: 11000 }], text: "Price breaks of HC-SR04: 10+ ৳110" } })).toBe(
      "Price breaks of HC-SR04: 10+ ৳110",
    );
    expect(auditKind("product.price_tiers")).toBe("Product price breaks changed");
    expect(auditSummary({ entity: "product", entity_id: "9", action: "product.create", before: null, after: { name: "DHT11", price: 15000 } })).toBe(
      "Product DHT11 created at ৳150",
    );
  });

  it("says order transitions as staff say them", () => {
    expect(auditSummary({ entity: "order", entity_id: "RD-1001", action: "order.confirm", before: {}, after: {} })).toBe("Order #RD-1001 confirmed");
    expect(auditSummary({ entity: "order", entity_id: "RD-1001", action: "order.process", before: {}, after: {} })).toBe("Order #RD-1001 packed");
    expect(auditSummary({ entity: "order", entity_id: "RD-1001", action: "order.expire", before: {}, after: null })).toBe(
      "Order #RD-1001 expired (not paid in time)",
    );
  });

  it("says staff, coupon and other changes without raw JSON", () => {
    expect(
      auditSummary({ entity: "staff", entity_id: "u1", action: "staff.add", before: null, after: { full_name: "Karim", phone: "01711111111", role: "owner" } }),
    ).toBe("Karim added as owner");
    expect(auditSummary({ entity: "staff", entity_id: "u1", action: "staff.grant", before: {}, after: { phone: "01711111111", can_refund: true } })).toBe(
      "01711111111 may now refund",
    );
    expect(auditSummary({ entity: "coupon", entity_id: "4", action: "coupon.update", before: { code: "EID10" }, after: { code: "EID10" } })).toBe(
      "Coupon EID10 edited",
    );
    expect(auditSummary({ entity: "category", entity_id: "3", action: "category.create", before: null, after: { name: "Sensors" } })).toBe(
      "Category Sensors created",
    );
    expect(auditSummary({ entity: "widget", entity_id: "1", action: "widget.frobnicate", before: null, after: null })).toBe("Widget #1 frobnicate");
  });
});

describe("auditKind", () => {
  it("names each action kind in plain words", () => {
    expect(auditKind("product.update")).toBe("Product edited");
    expect(auditKind("stock.adjust")).toBe("Stock adjusted");
    expect(auditKind("order.confirm")).toBe("Order confirmed");
    expect(auditKind("order.ship")).toBe("Order shipped");
    expect(auditKind("coupon.create")).toBe("Coupon created");
    expect(auditKind("subscriber.export")).toBe("Subscribers exported");
    expect(auditKind("confirm", "order")).toBe("Order confirmed");
  });
});
