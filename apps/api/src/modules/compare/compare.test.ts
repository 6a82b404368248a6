import { beforeAll, describe, expect, it } from "vitest";
import { compareResponse } from "@shop/contracts";
import { sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createCategory, createProduct, type ProductRecord } from "../../test/factories";

const t = useTestApp();
let a: ProductRecord, b: ProductRecord, c: ProductRecord, d: ProductRecord, e: ProductRecord;

beforeAll(async () => {
  const categoryId = (await createCategory(t.db)).id;
  a = await createProduct(t.db, { categoryId, name: "OLED 0.96 I2C", price: 350, stock: 12, specs: [{ key: "Colour", value: "White" }] });
  b = await createProduct(t.db, {
    categoryId,
    name: "OLED 0.96 SPI",
    price: 420,
    discountPrice: 399,
    stock: 0,
    specs: [
      { key: "colour", value: "Blue" },
      { key: "Pins", value: "7" },
      { key: "Operating Voltage", value: "3V3" },
    ],
  });
  c = await createProduct(t.db, { categoryId, name: "OLED 1.3 I2C", price: 650, stock: 3 });
  d = await createProduct(t.db, { categoryId, name: "LCD 16x2", price: 250 });
  e = await createProduct(t.db, { categoryId, name: "LCD 20x4", price: 480 });
  const attrs = await t.db.execute<{ id: number; key: string }>(sql`
    insert into attributes (key, name, unit, kind, choices) values
      ('cmp_voltage', 'Operating voltage', 'V', 'number', '{}'), ('cmp_interface', 'Interface', null, 'choice', '{I2C,SPI}'), ('cmp_touch', 'Touch', null, 'boolean', '{}')
    returning id, key`);
  const id = (key: string) => attrs.rows.find((row) => row.key === key)?.id;
  await t.db.execute(
    sql`insert into category_attributes (category_id, attribute_id, position) values (${categoryId}, ${id("cmp_voltage")}, 0), (${categoryId}, ${id("cmp_interface")}, 1), (${categoryId}, ${id("cmp_touch")}, 2)`,
  );
  await t.db.execute(sql`
    insert into product_attribute_values (product_id, attribute_id, position, raw, num_min, num_max, choice, flag) values
      (${a.id}, ${id("cmp_voltage")}, 0, '3.3-5V', 3.3, 5, null, null),
      (${b.id}, ${id("cmp_voltage")}, 0, '3V3', 3.3, 3.3, null, null),
      (${c.id}, ${id("cmp_voltage")}, 0, '3.3 - 5 v', 3.3, 5, null, null),
      (${a.id}, ${id("cmp_interface")}, 0, 'I2C', null, null, 'I2C', null),
      (${b.id}, ${id("cmp_interface")}, 0, 'SPI', null, null, 'SPI', null),
      (${b.id}, ${id("cmp_interface")}, 1, 'I2C', null, null, 'I2C', null),
      (${c.id}, ${id("cmp_interface")}, 0, 'i2c', null, null, 'I2C', null),
      (${a.id}, ${id("cmp_touch")}, 0, 'no', null, null, null, false),
      (${b.id}, ${id("cmp_touch")}, 0, 'no', null, null, null, false),
      (${c.id}, ${id("cmp_touch")}, 0, 'no', null, null, null, false)`);
});

const compare = (slugs: string) => call(t.app, "GET", `/v1/compare?products=${slugs}`);

describe("GET /v1/compare", () => {
  it("puts up to 4 products side by side in the order asked: price, stock, typed attributes in the category's order, then free specs (not those a typed row says), disagreeing values flagged", async () => {
    const res = await compare([c.slug, a.slug, b.slug, d.slug].join(","));
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    const data = compareResponse.parse(res.body).data;
    expect(data.products.map((p) => [p.slug, p.price, p.discount_price, p.current_stock])).toEqual([
      [c.slug, 650, null, 3],
      [a.slug, 350, null, 12],
      [b.slug, 420, 399, 0],
      [d.slug, 250, null, 25],
    ]);
    expect(data.products[0].image).toContain(encodeURIComponent(c.mediaKey));
    expect(data.rows).toEqual([
      { key: "cmp_voltage", name: "Operating voltage (V)", kind: "attribute", values: ["3.3–5 V", "3.3–5 V", "3.3 V", null], differs: true },
      { key: "cmp_interface", name: "Interface", kind: "attribute", values: ["I2C", "I2C", "SPI, I2C", null], differs: true },
      { key: "cmp_touch", name: "Touch", kind: "attribute", values: ["No", "No", "No", null], differs: false },
      { key: "spec:colour", name: "Colour", kind: "spec", values: [null, "White", "Blue", null], differs: true },
      { key: "spec:pins", name: "Pins", kind: "spec", values: [null, null, "7", null], differs: false },
    ]);
    const same = compareResponse.parse((await compare(`${a.slug},${c.slug}`)).body).data;
    expect(same.rows.find((row) => row.key === "cmp_voltage")).toMatchObject({ values: ["3.3–5 V", "3.3–5 V"], differs: false });
    expect(same.rows.find((row) => row.key === "cmp_touch")).toMatchObject({ differs: false });
  });

  it("refuses more than 4, none, and unknown or archived slugs in words; a repeated slug counts once", async () => {
    const five = await compare([a, b, c, d, e].map((p) => p.slug).join(","));
    expect(five.status).toBe(422);
    expect(five.body.errors[0]).toMatchObject({ field: "products", message: "Compare up to 4 products at a time" });
    expect((await compare("")).body.errors[0]).toMatchObject({ field: "products", message: "Choose products to compare" });
    const unknown = await compare(`${a.slug},no-such-part`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Product not found");
    expect(unknown.body.errors[0].message).toBe("Product not found: no-such-part");
    // A Bangla page (/bn/compare) shows the refusal in Bangla, the slug as asked.
    const unknownBn = await call(t.app, "GET", `/v1/compare?products=${a.slug},no-such-part`, { "accept-language": "bn" });
    expect(unknownBn.body.errors[0].message).toBe("পণ্যটি পাওয়া যায়নি: no-such-part");
    await t.db.execute(sql`update products set is_active = false where id = ${e.id}`);
    expect((await compare(`${a.slug},${e.slug}`)).status).toBe(404);
    const twice = await compare(`${a.slug},${a.slug},${b.slug}`);
    expect(compareResponse.parse(twice.body).data.products).toHaveLength(2);
  });
});
