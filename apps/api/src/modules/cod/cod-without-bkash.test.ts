import { beforeAll, describe, expect, it } from "vitest";
import { grantStaffRole, sql } from "@shop/db";
import { cartResponse } from "@shop/contracts";
import { useTestApp } from "../../test/app";
import { call, seedDistricts } from "../../test/commerce-fixture";
import { createCategory, createProduct, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";
import { placeOrderCall, shopperReadyToOrder } from "../orders/test-helpers";

// A shop without bKash set up (no BKASH_* settings) whose owner has switched an advance rule
// on: no advance can be taken, so the cart promises none and the order is plain cash on
// delivery, the cart and the order saying the same (decision 041).
const t = useTestApp({ PUBLIC_WEB_URL: "http://shop.test" });

let owner: Record<string, string>;
let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
  const phone = await grantStaffRole(t.db, randomPhone(), "owner", "Rahim Owner");
  owner = (await signInByPhone(t.app, t.db, phone)).headers;
});

describe("cash on delivery's advance without bKash", () => {
  it("is neither promised by the cart nor asked by the order, though a rule matches", async () => {
    expect((await call(t.app, "PUT", "/v1/admin/cod-rules", owner, { advance_above: 100, advance_after_refused: null })).status).toBe(200);
    const p = await createProduct(t.db, { categoryId, price: 1500, stock: 10 });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: p.slug }]);
    const cart = cartResponse.parse((await call(t.app, "GET", "/v2/carts", shopper.headers)).body).data.cart;
    expect(cart.cart_total_amount).toBeGreaterThan(100);
    expect(cart.cod_advance).toBeNull();
    const placed = await placeOrderCall(t.app, shopper.headers, { payment_method: "cash_on_delivery" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.payment_url).toBeNull();
    const row = await t.db.execute<{ advance_amount: number; payment_status: string }>(
      sql`select advance_amount, payment_status from orders where order_key = ${placed.body.data.order_key}`,
    );
    expect(row.rows[0]).toMatchObject({ advance_amount: 0, payment_status: "unpaid" });
  });
});
