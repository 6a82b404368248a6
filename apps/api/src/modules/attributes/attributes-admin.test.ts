import { beforeAll, describe, expect, it } from "vitest";
import { adminCategoryAttributesResponse, adminProductAttributesResponse, attributeImportPreviewResponse } from "@shop/contracts/attribute-admin";
import { grantStaffRole, sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";

const t = useTestApp();
type Headers = Record<string, string>;
let staff: Headers;
let shopper: Headers;
let sensors: number;

const LIST = [
  { key: "voltage", name: "Operating voltage", unit: "V", kind: "number", choices: [], filterable: true },
  { key: "interface", name: "Interface", unit: null, kind: "choice", choices: ["I2C", "SPI", "UART", "Analog"], filterable: true },
  { key: "resistance", name: "Resistance", unit: "Ω", kind: "number", choices: [], filterable: false },
  { key: "optocoupler", name: "Optocoupler", unit: null, kind: "boolean", choices: [], filterable: true },
];

beforeAll(async () => {
  const phone = await grantStaffRole(t.db, randomPhone(), "staff", "Test staff");
  staff = (await signInByPhone(t.app, t.db, phone)).headers;
  shopper = (await createSignedInUser(t.db)).headers;
  sensors = (await createCategory(t.db, { name: "Sensors" })).id;
  const res = await t.app.inject({ method: "PUT", url: `/v1/admin/categories/${sensors}/attributes`, headers: staff, payload: { attributes: LIST } });
  expect(res.statusCode, res.body).toBe(200);
});

const putValues = (productId: number, values: Record<string, string>, headers: Headers = staff) =>
  t.app.inject({ method: "PUT", url: `/v1/admin/products/${productId}/attributes`, headers, payload: { values } });

async function valuesOf(productId: number) {
  const res = await t.app.inject({ method: "GET", url: `/v1/admin/products/${productId}/attributes`, headers: staff });
  return Object.fromEntries(adminProductAttributesResponse.parse(res.json()).data.map((v) => [v.key, { raw: v.raw, formatted: v.formatted }]));
}

describe("a category's attributes", () => {
  it("keeps the list in its order with units, kinds, choices and filterable", async () => {
    const res = await t.app.inject({ method: "GET", url: `/v1/admin/categories/${sensors}/attributes`, headers: staff });
    const data = adminCategoryAttributesResponse.parse(res.json()).data;
    expect(data.map((a) => [a.key, a.unit, a.kind, a.position, a.filterable])).toEqual([
      ["voltage", "V", "number", 0, true],
      ["interface", null, "choice", 1, true],
      ["resistance", "Ω", "number", 2, false],
      ["optocoupler", null, "boolean", 3, true],
    ]);
    const audit = await t.db.execute<{ action: string }>(sql`select action from audit_log where entity = 'category' and entity_id = ${String(sensors)}`);
    expect(audit.rows.map((r) => r.action)).toEqual(["category.attributes"]);
  });

  it("refuses a unit the shop does not know, and a kind or unit change while products hold values", async () => {
    const other = await createCategory(t.db, { name: "Odd" });
    const bad = await t.app.inject({
      method: "PUT",
      url: `/v1/admin/categories/${other.id}/attributes`,
      headers: staff,
      payload: { attributes: [{ key: "weight_x", name: "Weight", unit: "furlongs", kind: "number" }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ field: "attributes.0.unit" });
    expect(bad.json().message).toContain("furlongs");

    const product = await createProduct(t.db, { categoryId: sensors });
    expect((await putValues(product.id, { voltage: "5V" })).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: "PUT",
      url: `/v1/admin/categories/${sensors}/attributes`,
      headers: staff,
      payload: { attributes: LIST.map((a) => (a.key === "voltage" ? { ...a, unit: "mV" } : a)) },
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toContain("Operating voltage");
    expect((await valuesOf(product.id)).voltage).toEqual({ raw: "5V", formatted: "5 V" });
  });
});

describe("a product's values", () => {
  it("normalises what staff type and shows it on the product page", async () => {
    const product = await createProduct(t.db, { categoryId: sensors });
    const res = await putValues(product.id, { voltage: "3V3-5v", interface: "i2c / spi", resistance: "10k", optocoupler: "yes" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await valuesOf(product.id)).toEqual({
      voltage: { raw: "3V3-5v", formatted: "3.3–5 V" },
      interface: { raw: "i2c / spi", formatted: "I2C, SPI" },
      resistance: { raw: "10k", formatted: "10 kΩ" },
      optocoupler: { raw: "yes", formatted: "Yes" },
    });
    const rows = await t.db.execute<{ num_min: number; num_max: number }>(
      sql`select v.num_min, v.num_max from product_attribute_values v join attributes a on a.id = v.attribute_id where v.product_id = ${product.id} and a.key = 'resistance'`,
    );
    expect(rows.rows.map((r) => [Number(r.num_min), Number(r.num_max)])).toEqual([[10000, 10000]]);

    // Clearing one leaves the others.
    expect((await putValues(product.id, { optocoupler: "" })).statusCode).toBe(200);
    expect((await valuesOf(product.id)).optocoupler).toEqual({ raw: "", formatted: "" });
    const audit = await t.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'product' and entity_id = ${String(product.id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(["product.attributes", "product.attributes"]);
  });

  it("refuses a value that does not parse, naming the attribute, and changes nothing", async () => {
    const product = await createProduct(t.db, { categoryId: sensors });
    await putValues(product.id, { voltage: "5 V" });
    const res = await putValues(product.id, { voltage: "12V", interface: "CAN bus", optocoupler: "maybe" });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as { field: string; message: string }[];
    expect(errors.map((e) => e.field)).toEqual(["values.interface", "values.optocoupler"]);
    expect(errors[0].message).toContain("Interface");
    expect(errors[1].message).toContain("Optocoupler");
    const notHere = await putValues(product.id, { torque: "2 kg·cm" });
    expect(notHere.statusCode).toBe(422);
    expect(notHere.json().errors[0].field).toBe("values.torque");
    expect((await valuesOf(product.id)).voltage).toEqual({ raw: "5 V", formatted: "5 V" });
  });

  it("answers 401 without a session and 403 to a shopper", async () => {
    const product = await createProduct(t.db, { categoryId: sensors });
    const routes: [method: "GET" | "PUT" | "POST", url: string, payload?: object][] = [
      ["GET", "/v1/admin/attributes"],
      ["GET", `/v1/admin/categories/${sensors}/attributes`],
      ["PUT", `/v1/admin/categories/${sensors}/attributes`, { attributes: [] }],
      ["GET", `/v1/admin/products/${product.id}/attributes`],
      ["PUT", `/v1/admin/products/${product.id}/attributes`, { values: { voltage: "9V" } }],
      ["POST", "/v1/admin/attribute-values/import/preview", { file: "sku,voltage\nX,5V\n" }],
      ["POST", "/v1/admin/attribute-values/import", { file: "sku,voltage\nX,5V\n" }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.app.inject({ method, url, headers: shopper, payload })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await valuesOf(product.id)).voltage.raw).toBe("");
  });
});

describe("every written form of issue 48 is one value, stored as numbers the listing's filter compares", () => {
  it("3V3, 3.3v and 3.3 V are 3.3 V; 5V-12V a range; 10k, 10 kΩ and 10000 one resistance", async () => {
    const forms = await createCategory(t.db, { name: "Forms", slug: "forms-parts" });
    const list = LIST.map((a) => ({ ...a, filterable: true }));
    expect(
      (await t.app.inject({ method: "PUT", url: `/v1/admin/categories/${forms.id}/attributes`, headers: staff, payload: { attributes: list } })).statusCode,
    ).toBe(200);
    const written: [name: string, values: Record<string, string>, key: string, numbers: [number, number], formatted: string][] = [
      ["Form 3V3", { voltage: "3V3" }, "voltage", [3.3, 3.3], "3.3 V"],
      ["Form 3.3v", { voltage: "3.3v" }, "voltage", [3.3, 3.3], "3.3 V"],
      ["Form 3.3 V", { voltage: "3.3 V" }, "voltage", [3.3, 3.3], "3.3 V"],
      ["Form 5V-12V", { voltage: "5V-12V" }, "voltage", [5, 12], "5–12 V"],
      ["Form 10k", { resistance: "10k" }, "resistance", [10000, 10000], "10 kΩ"],
      ["Form 10 kΩ", { resistance: "10 kΩ" }, "resistance", [10000, 10000], "10 kΩ"],
      ["Form 10000", { resistance: "10000" }, "resistance", [10000, 10000], "10 kΩ"],
    ];
    for (const [name, values, key, [lo, hi], formatted] of written) {
      const product = await createProduct(t.db, { categoryId: forms.id, name, images: 0 });
      const res = await putValues(product.id, values);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect((await valuesOf(product.id))[key]?.formatted, name).toBe(formatted);
      const rows = await t.db.execute<{ num_min: number; num_max: number }>(
        sql`select v.num_min, v.num_max from product_attribute_values v join attributes a on a.id = v.attribute_id where v.product_id = ${product.id} and a.key = ${key}`,
      );
      expect(
        rows.rows.map((r) => [Number(r.num_min), Number(r.num_max)]),
        name,
      ).toEqual([[lo, hi]]);
    }
    const listed = async (spec: string) => {
      const res = await t.app.inject({ method: "GET", url: `/v1/products?category=forms-parts&spec=${encodeURIComponent(spec)}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { name: string }[]).map((p) => p.name).sort();
    };
    expect(await listed("voltage:3.3")).toEqual(["Form 3.3 V", "Form 3.3v", "Form 3V3"]);
    expect(await listed("voltage:3V3..3.3V")).toEqual(["Form 3.3 V", "Form 3.3v", "Form 3V3"]);
    expect(await listed("voltage:9")).toEqual(["Form 5V-12V"]);
    expect(await listed("voltage:10..24")).toEqual(["Form 5V-12V"]);
    expect(await listed("resistance:10k")).toEqual(["Form 10 kΩ", "Form 10000", "Form 10k"]);
    expect(await listed("resistance:9999..10001")).toEqual(["Form 10 kΩ", "Form 10000", "Form 10k"]);
  });
});

describe("attribute values by CSV", () => {
  it("previews every row, applies nothing while a row is bad, then applies all in one go", async () => {
    const a = await createProduct(t.db, { categoryId: sensors, sku: "CSV-A" });
    const b = await createProduct(t.db, { categoryId: sensors, sku: "CSV-B" });
    await putValues(b.id, { voltage: "12V" });
    const preview = async (file: string) => {
      const res = await t.app.inject({ method: "POST", url: "/v1/admin/attribute-values/import/preview", headers: staff, payload: { file } });
      expect(res.statusCode, res.body).toBe(200);
      return attributeImportPreviewResponse.parse(res.json()).data;
    };
    const apply = (file: string, hash: string) =>
      t.app.inject({ method: "POST", url: "/v1/admin/attribute-values/import", headers: staff, payload: { file, hash } });

    const badFile = "SKU,voltage,interface\nCSV-A,3.3v,I2C\nCSV-B,5V,CAN\nNOPE,5V,\n";
    const bad = await preview(badFile);
    expect(bad.rows.map((r) => [r.row, r.errors.map((e) => e.column)])).toEqual([
      [2, []],
      [3, ["interface"]],
      [4, ["sku"]],
    ]);
    expect(bad.rows[0].changes).toEqual([
      { key: "voltage", before: "", after: "3.3 V" },
      { key: "interface", before: "", after: "I2C" },
    ]);
    const refused = await apply(badFile, bad.hash);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain("Row 3");
    expect((await valuesOf(a.id)).voltage.raw).toBe("");

    const goodFile = "sku,voltage,interface\nCSV-A,3.3v,I2C\nCSV-B,5V,\n";
    const good = await preview(goodFile);
    expect(good.rows[1].changes).toEqual([{ key: "voltage", before: "12 V", after: "5 V" }]);
    expect((await apply(goodFile, "0".repeat(64))).statusCode).toBe(422);
    const applied = await apply(goodFile, good.hash);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toEqual({ changed: 2 });
    expect((await valuesOf(a.id)).voltage.formatted).toBe("3.3 V");
    expect((await valuesOf(b.id)).voltage.formatted).toBe("5 V");
    const audit = await t.db.execute<{ after: unknown }>(
      sql`select after from audit_log where entity = 'product' and entity_id = ${String(a.id)} and action = 'product.attributes'`,
    );
    const after = audit.rows.map((r) => (typeof r.after === "string" ? JSON.parse(r.after) : r.after));
    expect(after).toEqual([{ voltage: "3.3 V", interface: "I2C", source: "csv_import" }]);

    const unknown = await t.app.inject({
      method: "POST",
      url: "/v1/admin/attribute-values/import/preview",
      headers: staff,
      payload: { file: "sku,colour\nCSV-A,red\n" },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toContain("colour");
  });
});
