import { beforeAll, describe, expect, it } from "vitest";
import { normaliseAttributeValue, productListResponse } from "@shop/contracts";
import { attributes, categoryAttributes, productAttributeValues } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct } from "../../test/factories";
import type { AttributeRow } from "../catalog/attribute-filters";
import { readAttributeWords } from "./attribute-words";

const t = useTestApp();
const attr: Record<string, typeof attributes.$inferSelect> = {};

async function make(categoryId: number, name: string, values: Record<string, string>) {
  const product = await createProduct(t.db, { categoryId, name, images: 0 });
  for (const [key, raw] of Object.entries(values)) {
    const a = attr[key]!;
    const result = normaliseAttributeValue(a, raw);
    if ("error" in result) throw new Error(result.error);
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
}

async function found(text: string) {
  const res = await t.app.inject({ method: "GET", url: `/v1/products?query=${encodeURIComponent(text)}` });
  expect(res.statusCode, res.body).toBe(200);
  return productListResponse
    .parse(res.json())
    .data.map((p) => p.name)
    .sort();
}

beforeAll(async () => {
  const rows = await t.db
    .insert(attributes)
    .values([
      { key: "voltage", name: "Operating voltage", unit: "V", kind: "number" },
      { key: "interface", name: "Interface", kind: "choice", choices: ["I2C", "SPI", "UART", "Digital"] },
      { key: "speed", name: "Speed", unit: "RPM", kind: "number" },
    ])
    .returning();
  for (const row of rows) attr[row.key] = row;
  const parts = await createCategory(t.db, { name: "Wordy Parts", slug: "wordy-parts" });
  await t.db.insert(categoryAttributes).values(rows.map((r, position) => ({ categoryId: parts.id, attributeId: r.id, position })));
  await make(parts.id, "Relay Module 1 Channel", { voltage: "5V" });
  await make(parts.id, "Relay Module 12V Coil", { voltage: "12V" });
  await make(parts.id, "OLED Display Yellow", { voltage: "3.3-5V", interface: "I2C" });
  await make(parts.id, "OLED Display Colour", { voltage: "3.3-5V", interface: "SPI" });
  await make(parts.id, "OLED Display Mono", { voltage: "5V", interface: "I2C" });
  await make(parts.id, "DC Gear Motor Slow", { voltage: "12V", speed: "100 RPM" });
  await make(parts.id, "DC Gear Motor Fast", { voltage: "12V", speed: "300RPM" });
  await make(parts.id, "DC Gear Motor Small", { voltage: "6V", speed: "100rpm" });
  await make(parts.id, "Digital Multimeter", {});
});

describe("search reads attribute words", () => {
  it("'5v relay' lists relays whose voltage includes 5 V, even without 5V in the name", async () => {
    expect(await found("relay")).toEqual(["Relay Module 1 Channel", "Relay Module 12V Coil"]);
    expect(await found("5v relay")).toEqual(["Relay Module 1 Channel"]);
  });

  it("'3.3v oled i2c' narrows by voltage and interface", async () => {
    expect(await found("3.3v oled i2c")).toEqual(["OLED Display Yellow"]);
    expect(await found("3v3 oled")).toEqual(["OLED Display Colour", "OLED Display Yellow"]);
  });

  it("'12v dc motor 100 rpm' reads a number and its unit as two words", async () => {
    expect(await found("12v dc motor 100 rpm")).toEqual(["DC Gear Motor Slow"]);
  });

  it("searches as before when the attribute reading finds nothing", async () => {
    expect(await found("digital multimeter")).toEqual(["Digital Multimeter"]);
  });
});

describe("search results show the facets of the products found", () => {
  it("counts what the words found, each facet under the other filters only", async () => {
    const res = await t.app.inject({ method: "GET", url: `/v1/products?query=oled` });
    expect(res.statusCode, res.body).toBe(200);
    const body = productListResponse.parse(res.json());
    expect(body.meta.total).toBe(3);
    const facet = (b: typeof body, key: string) => b.meta.attributes.find((f) => f.key === key);
    expect(facet(body, "interface")?.values).toEqual([
      { value: "I2C", count: 2 },
      { value: "SPI", count: 1 },
    ]);
    expect(facet(body, "voltage")).toMatchObject({ kind: "number", count: 3, min: 3.3, max: 5 });
    // Ticking SPI leaves one OLED; the interface facet still counts every OLED, the voltage facet only the SPI one.
    const ticked = productListResponse.parse(
      (await t.app.inject({ method: "GET", url: `/v1/products?query=oled&spec=${encodeURIComponent("interface:SPI")}` })).json(),
    );
    expect(ticked.data.map((p) => p.name)).toEqual(["OLED Display Colour"]);
    expect(facet(ticked, "interface")?.values).toEqual([
      { value: "I2C", count: 2 },
      { value: "SPI", count: 1 },
    ]);
    expect(facet(ticked, "voltage")).toMatchObject({ count: 1, min: 3.3, max: 5 });
  });
});

describe("readAttributeWords", () => {
  const rows: AttributeRow[] = [
    { id: 1, key: "voltage", name: "Operating voltage", unit: "V", kind: "number", choices: [] },
    { id: 2, key: "current", name: "Current", unit: "mA", kind: "number", choices: [] },
    { id: 3, key: "interface", name: "Interface", unit: null, kind: "choice", choices: ["I2C", "SPI"] },
  ];
  it("turns values into filters in the attribute's unit and keeps the other words", () => {
    expect(readAttributeWords("3.3V OLED i2c 1A", rows)).toEqual({
      filters: [
        { attributeId: 1, key: "voltage", kind: "number", lo: 3.3, hi: 3.3 },
        { attributeId: 3, key: "interface", kind: "choice", choices: ["I2C"] },
        { attributeId: 2, key: "current", kind: "number", lo: 1000, hi: 1000 },
      ],
      rest: "oled",
    });
    expect(readAttributeWords("esp32 board", rows)).toEqual({ filters: [], rest: "esp32 board" });
    // An attribute the shopper filtered already is not read again from a word.
    expect(readAttributeWords("5v relay", rows, new Set([1]))).toEqual({ filters: [], rest: "5v relay" });
  });
});
