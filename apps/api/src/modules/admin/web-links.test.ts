import { beforeAll, describe, expect, it } from "vitest";
import { WEB_LINK_MESSAGE } from "@shop/contracts";
import { grantStaffRole, sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";

// Issue 40: the back office accepted `javascript:` and other non-http addresses as a
// product's datasheet link and an order's courier tracking link (both end up as links
// a shopper clicks). Through the real HTTP stack and database.
const t = useTestApp();
let owner: Record<string, string>;
let categoryId: number;
beforeAll(async () => {
  const phone = await grantStaffRole(t.db, randomPhone(), "owner", "Link Owner");
  owner = (await signInByPhone(t.app, t.db, phone)).headers;
  categoryId = (await createCategory(t.db)).id;
});

const bad = ["javascript:alert(document.cookie)", "data:text/html,<script>alert(1)</script>", "ftp://files.example.com/ds.pdf", "/relative"];
const send = (method: "POST" | "PATCH", url: string, payload: object) => t.app.inject({ method, url, headers: owner, payload });

describe("link fields in the back office take http(s) addresses only", () => {
  it.each(bad)("a new product with the datasheet %j is refused on its field and not created", async (datasheet_url) => {
    const slug = `ds-${Math.random().toString(36).slice(2, 10)}`;
    const res = await send("POST", "/v1/admin/products", {
      name: "L298N motor driver",
      slug,
      sku: slug.toUpperCase(),
      category_id: categoryId,
      price_poisha: 25000,
      datasheet_url,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: "datasheet_url", message: WEB_LINK_MESSAGE, code: "validation_failed" }]);
    const { rows } = await t.db.execute(sql`select 1 from products where slug = ${slug}`);
    expect(rows).toHaveLength(0);
  });

  it("an existing product keeps its datasheet when a change to a javascript: link is refused; an https link is kept", async () => {
    const product = await createProduct(t.db, { categoryId });
    const good = "https://www.st.com/resource/en/datasheet/l298.pdf";
    expect((await send("PATCH", `/v1/admin/products/${product.id}`, { datasheet_url: good })).statusCode).toBe(200);
    const res = await send("PATCH", `/v1/admin/products/${product.id}`, { datasheet_url: "javascript:alert(1)" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: "datasheet_url", message: WEB_LINK_MESSAGE });
    const { rows } = await t.db.execute<{ datasheet_url: string }>(sql`select datasheet_url from products where id = ${product.id}`);
    expect(rows[0].datasheet_url).toBe(good);
  });

  it.each(bad)("a manual shipment with the tracking link %j is refused on its field", async (tracking_url) => {
    const res = await send("POST", "/v1/admin/orders/0000000000/ship", {
      courier: "manual",
      courier_name: "Pathao",
      courier_tracking_number: "PTH-1",
      tracking_url,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: "tracking_url", message: WEB_LINK_MESSAGE, code: "validation_failed" }]);
  });
});
