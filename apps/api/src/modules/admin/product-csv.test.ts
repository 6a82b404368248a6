import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_CSV_MAX_ROWS, PRODUCT_CSV_MESSAGES, productImportPreviewResponse, productImportResultResponse } from "@shop/contracts/product-csv";
import { adminAuditNamedResponse } from "@shop/contracts/audit-named";
import { sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createBrand, createCategory, createProduct, createSignedInUser } from "../../test/factories";
import { auditOf, signInStaff, type Staff } from "./shop-test-helpers";

const t = useTestApp();

let owner: Staff;
let staff: Staff;
let shopper: Record<string, string>;
let categoryId: number;
let brandId: number;
let run = 0;

beforeAll(async () => {
  owner = await signInStaff(t.app, t.db, "owner", "Nadia Owner");
  staff = await signInStaff(t.app, t.db, "staff", "Karim Staff");
  shopper = (await createSignedInUser(t.db)).headers;
  categoryId = (await createCategory(t.db, { name: "Sensors" })).id;
  brandId = (await createBrand(t.db, { name: "Generic" })).id;
});

/** Two products with SKUs of their own for each test. */
async function twoProducts() {
  run += 1;
  const a = await createProduct(t.db, {
    categoryId,
    brandId,
    sku: `HC-SR04-${run}`,
    name: "HC-SR04 Ultrasonic Sensor",
    price: 120,
    stock: 10,
    specs: [{ key: "Range", value: "2-400 cm" }],
  });
  const b = await createProduct(t.db, { categoryId, sku: `DHT11-${run}`, name: "DHT11 Sensor", price: 150, discountPrice: 140, stock: 3 });
  return { a, b };
}

const post = async (url: string, headers: Record<string, string>, payload: unknown) => {
  const res = await t.app.inject({ method: "POST", url, headers, payload: payload as object });
  return { status: res.statusCode, body: res.json() };
};
const preview = (file: string, who: Staff = owner) => post("/v1/admin/products/import/preview", who.headers, { file });
const apply = (file: string, hash: string, who: Staff = owner) => post("/v1/admin/products/import", who.headers, { file, hash });

async function productRow(id: number) {
  const result = await t.db.execute<{ price: number; discount_price: number | null; stock: number; is_active: boolean; weight_grams: number; specs: unknown }>(
    sql`select price, discount_price, stock, is_active, weight_grams, specs from products where id = ${id}`,
  );
  const row = result.rows[0];
  return { ...row, price: Number(row.price), stock: Number(row.stock), specs: typeof row.specs === "string" ? JSON.parse(row.specs) : row.specs };
}
const ledgerOf = async (id: number) =>
  (
    await t.db.execute<{ delta: number; stock_after: number; reason: string; note: string | null; actor_id: string | null }>(
      sql`select delta, stock_after, reason, note, actor_id from stock_movements where product_id = ${id} order by id`,
    )
  ).rows;

describe("GET /v1/admin/products/export.csv", () => {
  it("every product in the import's columns, prices in taka, specs one per line; staff only", async () => {
    const { a, b } = await twoProducts();
    const res = await t.app.inject({ method: "GET", url: "/v1/admin/products/export.csv", headers: staff.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.slice(1).split("\r\n");
    expect(lines[0]).toBe("ID,SKU,Name,Category,Brand,Price (Tk),Discount price (Tk),Stock,Stock change,Stock reason,Visible,Shipping weight (g),Specs");
    expect(lines).toContain(`${a.id},${a.sku},HC-SR04 Ultrasonic Sensor,Sensors,Generic,120.00,,10,,,yes,100,Range: 2-400 cm`);
    expect(lines).toContain(`${b.id},${b.sku},DHT11 Sensor,Sensors,,150.00,140.00,3,,,yes,100,`);
    expect((await t.app.inject({ method: "GET", url: "/v1/admin/products/export.csv", headers: shopper })).statusCode).toBe(403);
  });

  it("the exported file imports back as no change at all", async () => {
    await twoProducts();
    const file = (await t.app.inject({ method: "GET", url: "/v1/admin/products/export.csv", headers: owner.headers })).body;
    const res = await preview(file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = productImportPreviewResponse.parse(res.body).data;
    expect(data.with_errors).toBe(0);
    expect(data.changed).toBe(0);
  });
});

describe("POST /v1/admin/products/import (preview, then apply)", () => {
  it("the preview says each change before → after and writes nothing; apply writes it all with the ledger and the audit", async () => {
    const { a, b } = await twoProducts();
    const file = [
      "SKU,Price (Tk),Discount price (Tk),Stock change,Stock reason,Visible,Shipping weight (g),Specs",
      `${a.sku},110,,-3,damaged,yes,250,"Range: 2-400 cm\nVoltage: 5 V"`,
      `${b.sku},"1,200.50",,+5,Received from supplier,no,,`,
    ].join("\r\n");
    const res = await preview(file);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = productImportPreviewResponse.parse(res.body).data;
    expect(data).toMatchObject({ changed: 2, with_errors: 0 });
    expect(data.rows[0]).toEqual({
      row: 2,
      sku: a.sku,
      product_id: a.id,
      name: "HC-SR04 Ultrasonic Sensor",
      errors: [],
      changes: [
        { column: "Price (Tk)", before: "120.00", after: "110.00" },
        { column: "Shipping weight (g)", before: "100", after: "250" },
        { column: "Stock", before: "10", after: "7 (Damaged or lost)" },
        { column: "Specs", before: "Range: 2-400 cm", after: "Range: 2-400 cm; Voltage: 5 V" },
      ],
    });
    expect(data.rows[1].changes).toEqual([
      { column: "Price (Tk)", before: "150.00", after: "1200.50" },
      { column: "Discount price (Tk)", before: "140.00", after: "none" },
      { column: "Visible", before: "yes", after: "no" },
      { column: "Stock", before: "3", after: "8 (Received from supplier)" },
    ]);
    // Nothing written by the preview.
    expect(await productRow(a.id)).toMatchObject({ price: 12000, stock: 10 });
    expect(await auditOf(t.db, "product", a.id)).toEqual([]);

    const done = await apply(file, data.hash);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(productImportResultResponse.parse(done.body)).toMatchObject({ message: "2 products changed", data: { changed: 2 } });
    expect(await productRow(a.id)).toEqual({
      price: 11000,
      discount_price: null,
      stock: 7,
      is_active: true,
      weight_grams: 250,
      specs: [
        { key: "Range", value: "2-400 cm" },
        { key: "Voltage", value: "5 V" },
      ],
    });
    expect(await productRow(b.id)).toMatchObject({ price: 120050, discount_price: null, stock: 8, is_active: false, weight_grams: 100 });
    expect((await ledgerOf(a.id)).at(-1)).toEqual({ delta: -3, stock_after: 7, reason: "damaged", note: "CSV import", actor_id: owner.id });
    expect((await ledgerOf(b.id)).at(-1)).toEqual({ delta: 5, stock_after: 8, reason: "received", note: "CSV import", actor_id: owner.id });
    const audit = await auditOf(t.db, "product", a.id);
    expect(audit.map((entry) => entry.action)).toEqual(["product.update", "stock.adjust"]);
    expect(audit[0]).toMatchObject({ actor_id: owner.id, before: { price: 12000 }, after: { price: 11000, source: "csv_import" } });
    expect(audit[1]).toMatchObject({ before: { stock: 10 }, after: { stock: 7, delta: -3, reason: "damaged" } });
    // The audit log names the product, so the back office can say "Price of HC-SR04 … ৳120 → ৳110".
    const read = await t.app.inject({ method: "GET", url: `/v1/admin/audit?entity=product&entity_id=${a.id}`, headers: owner.headers });
    const logged = adminAuditNamedResponse.parse(read.json()).data;
    expect(logged.map((entry) => [entry.action, entry.subject, entry.actor?.full_name])).toEqual([
      ["stock.adjust", "HC-SR04 Ultrasonic Sensor", "Nadia Owner"],
      ["product.update", "HC-SR04 Ultrasonic Sensor", "Nadia Owner"],
    ]);
  });

  it("one bad row applies nothing and the answer names the row and the column", async () => {
    const { a, b } = await twoProducts();
    const file = ["SKU,Price (Tk),Stock change,Stock reason,Shipping weight (g)", `${a.sku},99,2,received,`, `${b.sku},abc,,,1.5kg`, `NO-SUCH-SKU,10,,,`].join(
      "\n",
    );
    const res = await preview(file);
    const data = productImportPreviewResponse.parse(res.body).data;
    expect(data.with_errors).toBe(2);
    expect(data.rows[1].errors).toEqual([
      { column: "Price (Tk)", message: PRODUCT_CSV_MESSAGES.money },
      { column: "Shipping weight (g)", message: PRODUCT_CSV_MESSAGES.weight },
    ]);
    expect(data.rows[2].errors).toEqual([{ column: "SKU", message: PRODUCT_CSV_MESSAGES.skuUnknown }]);

    const auditsBefore = (await auditOf(t.db, "product", a.id)).length;
    const ledgerBefore = (await ledgerOf(a.id)).length;
    const done = await apply(file, data.hash);
    expect(done.status).toBe(422);
    expect(done.body.message).toBe(`Row 3, Price (Tk): ${PRODUCT_CSV_MESSAGES.money}. Nothing was changed`);
    expect(done.body.errors).toEqual([
      { field: "row 3, Price (Tk)", message: PRODUCT_CSV_MESSAGES.money, code: "validation_failed" },
      { field: "row 3, Shipping weight (g)", message: PRODUCT_CSV_MESSAGES.weight, code: "validation_failed" },
      { field: "row 4, SKU", message: PRODUCT_CSV_MESSAGES.skuUnknown, code: "validation_failed" },
    ]);
    expect(await productRow(a.id)).toMatchObject({ price: 12000, stock: 10 });
    expect((await ledgerOf(a.id)).length).toBe(ledgerBefore);
    expect((await auditOf(t.db, "product", a.id)).length).toBe(auditsBefore);
  });

  it("stock never goes below zero, and a change needs a known reason", async () => {
    const { a, b } = await twoProducts();
    const file = ["SKU,Stock change,Stock reason", `${a.sku},-11,damaged`, `${b.sku},4,`, `${a.sku},1,received`].join("\n");
    const data = productImportPreviewResponse.parse((await preview(file)).body).data;
    expect(data.rows.map((row) => row.errors)).toEqual([
      [{ column: "Stock change", message: PRODUCT_CSV_MESSAGES.stockBelowZero(10) }],
      [{ column: "Stock reason", message: PRODUCT_CSV_MESSAGES.reasonRequired }],
      [{ column: "SKU", message: PRODUCT_CSV_MESSAGES.skuTwice(2) }],
    ]);
    expect((await apply(file, data.hash)).status).toBe(422);
    expect(await productRow(a.id)).toMatchObject({ stock: 10 });
    // Sold out between the preview and the apply: the apply plans again over the locked row.
    const sale = ["SKU,Stock change,Stock reason", `${b.sku},-3,correction`].join("\n");
    const ok = productImportPreviewResponse.parse((await preview(sale)).body).data;
    expect(ok.with_errors).toBe(0);
    await t.db.execute(sql`update products set stock = 1 where id = ${b.id}`);
    const late = await apply(sale, ok.hash);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(`Row 2, Stock change: ${PRODUCT_CSV_MESSAGES.stockBelowZero(1)}. Nothing was changed`);
    expect(await productRow(b.id)).toMatchObject({ stock: 1 });
  });

  it("staff change stock and visibility by import but never a price", async () => {
    const { a, b } = await twoProducts();
    const file = ["SKU,Price (Tk),Visible,Stock change,Stock reason", `${a.sku},120.00,no,2,received`, `${b.sku},155,,,`].join("\n");
    const data = productImportPreviewResponse.parse((await preview(file, staff)).body).data;
    expect(data.rows[0].errors).toEqual([]);
    expect(data.rows[1].errors).toEqual([{ column: "Price (Tk)", message: PRODUCT_CSV_MESSAGES.ownerOnlyPrice }]);
    expect((await apply(file, data.hash, staff)).status).toBe(422);
    expect(await productRow(b.id)).toMatchObject({ price: 15000 });
    expect(await productRow(a.id)).toMatchObject({ is_active: true, stock: 10 });

    const allowed = ["SKU,Price (Tk),Visible,Stock change,Stock reason", `${a.sku},120.00,no,2,received`].join("\n");
    const ok = productImportPreviewResponse.parse((await preview(allowed, staff)).body).data;
    expect((await apply(allowed, ok.hash, staff)).status).toBe(200);
    expect(await productRow(a.id)).toMatchObject({ is_active: false, stock: 12, price: 12000 });
    expect((await ledgerOf(a.id)).at(-1)).toMatchObject({ delta: 2, actor_id: staff.id });
  });

  it("the apply needs the previewed file's hash", async () => {
    const { a } = await twoProducts();
    const file = `SKU,Price (Tk)\n${a.sku},100`;
    const data = productImportPreviewResponse.parse((await preview(file)).body).data;
    const changed = await apply(`SKU,Price (Tk)\n${a.sku},1`, data.hash);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(PRODUCT_CSV_MESSAGES.hashMismatch);
    expect((await post("/v1/admin/products/import", owner.headers, { file })).status).toBe(409);
    expect(await productRow(a.id)).toMatchObject({ price: 12000 });
  });

  it("a file of another shape, an empty one or one too long gets a clear 4xx, never a 500", async () => {
    const cases: [string, string][] = [
      ["name,email\nRahim,r@example.com", PRODUCT_CSV_MESSAGES.unknownColumn("email")],
      ["Price (Tk)\n120", PRODUCT_CSV_MESSAGES.noSku],
      ["SKU\n", PRODUCT_CSV_MESSAGES.empty],
      ["", PRODUCT_CSV_MESSAGES.empty],
      ['SKU,Price (Tk)\n"HC-1,120', PRODUCT_CSV_MESSAGES.notCsv],
      ["<html><body>Price list</body></html>", PRODUCT_CSV_MESSAGES.notCsv],
      ['{"sku": "HC-1", "price": 120}', PRODUCT_CSV_MESSAGES.notCsv],
      // A binary file (a photo sent by mistake) is refused by the request rules before it is read.
      ["\u0089PNG\r\n\u001a\n\u0000\u0000binary", "File contains characters that are not allowed"],
      ["SKU,SKU\nA,B", PRODUCT_CSV_MESSAGES.duplicateColumn("SKU")],
      [`SKU\n${Array.from({ length: PRODUCT_CSV_MAX_ROWS + 1 }, (_, i) => `S${i}`).join("\n")}`, PRODUCT_CSV_MESSAGES.tooManyRows],
      [`SKU\n${"x".repeat(1024 * 1024)}`, PRODUCT_CSV_MESSAGES.tooLarge],
    ];
    for (const [file, message] of cases) {
      const res = await preview(file);
      expect(res.status, file.slice(0, 40)).toBe(422);
      expect(res.body.message).toBe(message);
    }
    expect((await post("/v1/admin/products/import/preview", owner.headers, { file: "x".repeat(2 * 1024 * 1024 + 10) })).status).toBe(422);
    const tooBig = await t.app.inject({
      method: "POST",
      url: "/v1/admin/products/import/preview",
      headers: { ...owner.headers, "content-type": "application/json" },
      payload: JSON.stringify({ file: "x".repeat(3 * 1024 * 1024) }),
    });
    expect(tooBig.statusCode).toBe(413);
    expect((await post("/v1/admin/products/import/preview", shopper, { file: "SKU\nA" })).status).toBe(403);
  });
});
