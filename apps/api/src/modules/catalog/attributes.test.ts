import { beforeAll, describe, expect, it } from "vitest";
import { normaliseAttributeValue, productDetailResponse, productListResponse } from "@shop/contracts";
import { and, attributes, categoryAttributes, eq, productAttributeValues, products, sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createBrand, createCategory, createProduct, type ProductRecord } from "../../test/factories";

const t = useTestApp();

type Attr = typeof attributes.$inferSelect;
const attr: Record<string, Attr> = {};
const p: Record<string, ProductRecord> = {};

/** Stores what staff would type, normalised as the back office does. */
async function setValue(product: ProductRecord, a: Attr, raw: string) {
  const result = normaliseAttributeValue(a, raw);
  if ("error" in result) throw new Error(result.error);
  await t.db.delete(productAttributeValues).where(and(eq(productAttributeValues.productId, product.id), eq(productAttributeValues.attributeId, a.id)));
  await t.db.insert(productAttributeValues).values(
    result.values.map((v, position) => ({
      productId: product.id,
      attributeId: a.id,
      position,
      raw,
      numMin: "numMin" in v ? v.numMin : null,
      numMax: "numMax" in v ? v.numMax : null,
      choice: "choice" in v ? v.choice : null,
      flag: "flag" in v ? v.flag : null,
    })),
  );
}

async function list(qs: string) {
  const res = await t.app.inject({ method: "GET", url: `/v1/products${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return productListResponse.parse(res.json());
}
const names = async (qs: string) => (await list(qs)).data.map((x) => x.name).sort();
const spec = (text: string) => `?category=spec-parts&spec=${encodeURIComponent(text)}`;

beforeAll(async () => {
  const main = await createCategory(t.db, { name: "Spec Parts", slug: "spec-parts" });
  const child = await createCategory(t.db, { name: "Spec Modules", slug: "spec-modules", parentId: main.id });
  const acme = await createBrand(t.db, { name: "Acme Spec", slug: "acme-spec" });
  const rows = await t.db
    .insert(attributes)
    .values([
      { key: "voltage", name: "Operating voltage", unit: "V", kind: "number" },
      { key: "interface", name: "Interface", kind: "choice", choices: ["I2C", "SPI", "UART"] },
      { key: "optocoupler", name: "Optocoupler", kind: "boolean" },
      { key: "weight", name: "Weight", unit: "g", kind: "number" },
    ])
    .returning();
  for (const row of rows) attr[row.key] = row;
  await t.db.insert(categoryAttributes).values([
    { categoryId: child.id, attributeId: attr.voltage!.id, position: 0 },
    { categoryId: child.id, attributeId: attr.interface!.id, position: 1 },
    { categoryId: child.id, attributeId: attr.optocoupler!.id, position: 2 },
    { categoryId: child.id, attributeId: attr.weight!.id, position: 3, filterable: false },
  ]);
  const make = (name: string, brandId?: number) => createProduct(t.db, { categoryId: child.id, name, brandId, images: 0 });
  p.a = await make("Alpha OLED", acme.id);
  p.b = await make("Bravo Relay", acme.id);
  p.c = await make("Charlie Relay");
  p.d = await make("Delta Display");
  p.e = await make("Echo Plain");
  await setValue(p.a, attr.voltage!, "3.3-5V");
  await setValue(p.a, attr.interface!, "i2c");
  await setValue(p.b, attr.voltage!, "5 V");
  await setValue(p.b, attr.interface!, "I2C/SPI");
  await setValue(p.b, attr.optocoupler!, "yes");
  await setValue(p.c, attr.voltage!, "12V");
  await setValue(p.c, attr.interface!, "UART");
  await setValue(p.c, attr.optocoupler!, "no");
  await setValue(p.d, attr.voltage!, "3V3");
  await setValue(p.d, attr.interface!, "SPI");
  await setValue(p.d, attr.weight!, "9g");
});

describe("listing filters by typed specification", () => {
  it("a number range matches every product whose own range overlaps it, units or not", async () => {
    expect(await names(spec("voltage:4..6"))).toEqual(["Alpha OLED", "Bravo Relay"]);
    expect(await names(spec("voltage:..3.3"))).toEqual(["Alpha OLED", "Delta Display"]);
    expect(await names(spec("voltage:6.."))).toEqual(["Charlie Relay"]);
    expect(await names(spec("voltage:3V3..5V"))).toEqual(["Alpha OLED", "Bravo Relay", "Delta Display"]);
    expect(await names(spec("voltage:5"))).toEqual(["Alpha OLED", "Bravo Relay"]);
  });

  it("choices match any ticked one, in any spelling; yes/no matches the flag", async () => {
    expect(await names(spec("interface:spi,UART"))).toEqual(["Bravo Relay", "Charlie Relay", "Delta Display"]);
    expect(await names(spec("optocoupler:yes"))).toEqual(["Bravo Relay"]);
    expect(await names(spec("optocoupler:no"))).toEqual(["Charlie Relay"]);
  });

  it("counts each facet under every other filter, not its own, and brands under all attribute filters", async () => {
    const body = await list(spec("voltage:4..6;interface:SPI"));
    expect(body.data.map((x) => x.name)).toEqual(["Bravo Relay"]);
    expect(body.meta.total).toBe(1);
    const facet = (key: string) => body.meta.attributes.find((f) => f.key === key);
    // Interface under the voltage filter only: Alpha (I2C) and Bravo (I2C, SPI).
    expect(facet("interface")).toMatchObject({
      kind: "choice",
      count: 2,
      values: [
        { value: "I2C", count: 2 },
        { value: "SPI", count: 1 },
      ],
    });
    // Voltage under the interface filter only: Bravo (5) and Delta (3.3).
    expect(facet("voltage")).toMatchObject({ kind: "number", unit: "V", count: 2, min: 3.3, max: 5 });
    // Optocoupler under both: Bravo.
    expect(facet("optocoupler")).toMatchObject({ kind: "boolean", values: [{ value: "yes", count: 1 }] });
    expect(body.meta.brands).toEqual([{ name: "Acme Spec", slug: "acme-spec", count: 1 }]);
    // Weight is not filterable in this category: no facet.
    expect(facet("weight")).toBeUndefined();
    expect(body.meta.attributes.map((f) => f.key)).toEqual(["voltage", "interface", "optocoupler"]);
  });

  it("keeps a ticked choice with 0 so it can be unticked", async () => {
    const body = await list(spec("voltage:10..20;interface:I2C"));
    expect(body.data).toEqual([]);
    const iface = body.meta.attributes.find((f) => f.key === "interface");
    expect(iface?.values).toEqual([
      { value: "UART", count: 1 },
      { value: "I2C", count: 0 },
    ]);
  });

  it("without filters, facets cover the listing and a main category includes its children's", async () => {
    const body = await list("?category=spec-parts");
    expect(body.meta.total).toBe(5);
    expect(body.meta.attributes.find((f) => f.key === "voltage")).toMatchObject({ count: 4, min: 3.3, max: 12 });
    expect(body.meta.attributes.find((f) => f.key === "interface")?.values).toEqual([
      { value: "I2C", count: 2 },
      { value: "SPI", count: 2 },
      { value: "UART", count: 1 },
    ]);
  });

  it("facets and filters under a brand or price filter count only what those leave, and a hidden product leaves them", async () => {
    const body = await list(`${spec("interface:I2C,SPI")}&brand=acme-spec`);
    expect(body.data.map((x) => x.name).sort()).toEqual(["Alpha OLED", "Bravo Relay"]);
    // Voltage under the brand and the interface: Alpha (3.3-5) and Bravo (5); Delta has no brand.
    expect(body.meta.attributes.find((f) => f.key === "voltage")).toMatchObject({ count: 2, min: 3.3, max: 5 });
    // Interface under the brand alone: Charlie (UART) is brandless, so only I2C and SPI.
    expect(body.meta.attributes.find((f) => f.key === "interface")?.values).toEqual([
      { value: "I2C", count: 2 },
      { value: "SPI", count: 1 },
    ]);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, p.d.id));
    try {
      const after = await list(spec("interface:SPI"));
      expect(after.data.map((x) => x.name)).toEqual(["Bravo Relay"]);
      expect(after.meta.attributes.find((f) => f.key === "voltage")).toMatchObject({ count: 1, min: 5, max: 5 });
    } finally {
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, p.d.id));
    }
    expect(await names(spec("interface:SPI"))).toEqual(["Bravo Relay", "Delta Display"]);
  });

  it.each([
    ["voltage:abc", "“abc” is not a range of Operating voltage"],
    ["voltage:abc..5", "“abc..5” is not a range of Operating voltage"],
    ["voltage:5..3", "The lowest Operating voltage must not be above the highest"],
    ["voltage:3A..5", "“3A..5” is not a range of Operating voltage"],
    ["nosuch:1", "There is no specification “nosuch” to filter by"],
    ["interface:CAN", "“CAN” is not one of Interface: I2C, SPI, UART"],
    ["optocoupler:maybe", "Optocoupler takes yes or no"],
    ["voltage", "Give a value for the specification “voltage”"],
    ["Bad Key:1", "“bad key” is not a specification name"],
  ])("refuses spec=%s with a clear 400", async (text, words) => {
    const res = await t.app.inject({ method: "GET", url: `/v1/products${spec(text)}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(words);
    expect(res.json().errors[0]).toMatchObject({ field: "spec", code: "bad_request" });
  });

  it("a changed value is seen at once: the catalog cache moves with it", async () => {
    const url = spec("voltage:12..12");
    expect(await names(url)).toEqual(["Charlie Relay"]);
    await setValue(p.e, attr.voltage!, "9-24V");
    expect(await names(url)).toEqual(["Charlie Relay", "Echo Plain"]);
    await t.db.delete(productAttributeValues).where(eq(productAttributeValues.productId, p.e.id));
    expect(await names(url)).toEqual(["Charlie Relay"]);
  });
});

describe("the product page's typed specifications", () => {
  it("lists the values formatted with units, in the category's order, keeping free specs", async () => {
    await t.db
      .update(products)
      .set({ specs: [{ key: "Driver", value: "SSD1306" }] })
      .where(eq(products.id, p.b.id));
    const res = await t.app.inject({ method: "GET", url: `/v1/products/${p.b.slug}` });
    expect(res.statusCode, res.body).toBe(200);
    const product = productDetailResponse.parse(res.json()).data.product;
    expect(product.attributes).toEqual([
      { key: "voltage", name: "Operating voltage", value: "5 V" },
      { key: "interface", name: "Interface", value: "I2C, SPI" },
      { key: "optocoupler", name: "Optocoupler", value: "Yes" },
    ]);
    expect(product.specs).toEqual([{ key: "Driver", value: "SSD1306" }]);
    const a = productDetailResponse.parse((await t.app.inject({ method: "GET", url: `/v1/products/${p.a.slug}` })).json()).data.product;
    expect(a.attributes[0]).toEqual({ key: "voltage", name: "Operating voltage", value: "3.3–5 V" });
    const [{ n }] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from product_attribute_values`)).rows;
    expect(Number(n)).toBeGreaterThan(0);
  });
});
