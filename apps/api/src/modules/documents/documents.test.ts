import { beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, adminProductDocumentsResponse } from "@shop/contracts/product-documents";
import { productDetailResponse } from "@shop/contracts";
import { grantStaffRole, sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { createCategory, createProduct, createSignedInUser, randomPhone } from "../../test/factories";
import { signInByPhone } from "../identity/testing";

const t = useTestApp();
type Headers = Record<string, string>;
let staff: Headers;
let shopper: Headers;
let categoryId: number;

beforeAll(async () => {
  const phone = await grantStaffRole(t.db, randomPhone(), "staff", "Test staff");
  staff = (await signInByPhone(t.app, t.db, phone)).headers;
  shopper = (await createSignedInUser(t.db)).headers;
  categoryId = (await createCategory(t.db, { name: "Microcontrollers" })).id;
});

/** A small but real PDF (one empty page). */
function pdf(text: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    "latin1",
  );
}

function upload(productId: number, body: Buffer, query: string, headers: Headers = staff, type = "application/pdf") {
  return t.app.inject({
    method: "POST",
    url: `/v1/admin/products/${productId}/documents?${query}`,
    headers: { ...headers, "content-type": type },
    payload: body,
  });
}

async function productPage(slug: string) {
  const res = await t.app.inject({ method: "GET", url: `/v1/products/${slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return productDetailResponse.parse(res.json()).data.product;
}

describe("product documents", () => {
  it("uploads a PDF, serves it as application/pdf inline with immutable caching, and lists it on the product", async () => {
    const product = await createProduct(t.db, { categoryId, name: "ESP32 DevKit" });
    const body = pdf("esp32");
    const res = await upload(product.id, body, "kind=datasheet&title=ESP32%20datasheet");
    expect(res.statusCode).toBe(201);
    const [doc] = adminProductDocumentsResponse.parse(res.json()).data;
    expect(doc).toMatchObject({ kind: "datasheet", title: "ESP32 datasheet", file: { size: body.length, content_type: "application/pdf" } });
    expect(doc.url).toMatch(/^\/api\/v1\/media\/docs\/doc-[0-9a-f]{64}\.pdf$/);

    const served = await t.app.inject({ method: "GET", url: doc.url.replace(/^\/api/, "") });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toContain('inline; filename="ESP32 datasheet.pdf"');
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.rawPayload.equals(body)).toBe(true);
    const again = await t.app.inject({ method: "GET", url: doc.url.replace(/^\/api/, ""), headers: { "if-none-match": served.headers.etag as string } });
    expect(again.statusCode).toBe(304);

    const page = await productPage(product.slug);
    expect(page.documents).toEqual([{ kind: "datasheet", title: "ESP32 datasheet", url: doc.url, file_type: "PDF", size: body.length }]);
    const audit = await t.db.execute<{ action: string }>(sql`select action from audit_log where entity = 'product' and entity_id = ${String(product.id)}`);
    expect(audit.rows.map((row) => row.action)).toEqual(["product.document_add"]);
  });

  it("refuses a file that is not a PDF by its bytes, whatever its type says, and changes nothing", async () => {
    const product = await createProduct(t.db, { categoryId });
    const res = await upload(product.id, Buffer.from("<html>not a pdf</html>"), "kind=datasheet&title=Fake");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatchObject({ field: "file", message: DOCUMENT_MESSAGES.notPdf });
    const image = await upload(product.id, Buffer.from([0x89, 0x50, 0x4e, 0x47]), "kind=datasheet&title=Fake", staff, "image/png");
    expect(image.statusCode).toBe(415);
    const tooBig = await upload(product.id, Buffer.concat([pdf("big"), Buffer.alloc(DOCUMENT_MAX_BYTES)]), "kind=manual&title=Big");
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("The file or request is too large: at most 10 MB");
    const noTitle = await upload(product.id, pdf("x"), "kind=datasheet&title=%20");
    expect(noTitle.statusCode).toBe(422);
    expect((await productPage(product.slug)).documents).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/v1/media/docs/doc-nothing.pdf" })).statusCode).toBe(404);
  });

  it("adds https links only, reorders and removes documents", async () => {
    const product = await createProduct(t.db, { categoryId });
    const link = (payload: object) => t.app.inject({ method: "POST", url: `/v1/admin/products/${product.id}/document-links`, headers: staff, payload });
    for (const url of ["http://example.com/a.pdf", "javascript:alert(1)", "/local.pdf"]) {
      const res = await link({ kind: "pinout", title: "Pinout", url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ field: "url", message: DOCUMENT_MESSAGES.link });
    }
    expect((await link({ kind: "pinout", title: "Pinout", url: "https://example.com/pinout.png" })).statusCode).toBe(201);
    expect((await upload(product.id, pdf("manual"), "kind=manual&title=Manual")).statusCode).toBe(201);
    const res = await link({ kind: "library", title: "Arduino library", url: "https://github.com/example/lib" });
    const docs = adminProductDocumentsResponse.parse(res.json()).data;
    expect(docs.map((d) => d.title)).toEqual(["Pinout", "Manual", "Arduino library"]);

    const order = [docs[2].id, docs[0].id, docs[1].id];
    const reordered = await t.app.inject({ method: "PUT", url: `/v1/admin/products/${product.id}/document-order`, headers: staff, payload: { ids: order } });
    expect(reordered.statusCode).toBe(200);
    expect((await productPage(product.slug)).documents.map((d) => d.title)).toEqual(["Arduino library", "Pinout", "Manual"]);
    const partial = await t.app.inject({
      method: "PUT",
      url: `/v1/admin/products/${product.id}/document-order`,
      headers: staff,
      payload: { ids: [docs[0].id] },
    });
    expect(partial.statusCode).toBe(422);

    const removed = await t.app.inject({ method: "DELETE", url: `/v1/admin/products/${product.id}/documents/${docs[0].id}`, headers: staff });
    expect(removed.statusCode).toBe(200);
    expect((await productPage(product.slug)).documents.map((d) => d.title)).toEqual(["Arduino library", "Manual"]);
    // Another product's document id is not this product's.
    const other = await createProduct(t.db, { categoryId });
    expect((await t.app.inject({ method: "DELETE", url: `/v1/admin/products/${other.id}/documents/${docs[1].id}`, headers: staff })).statusCode).toBe(404);
  });

  it("shows the older datasheet link while the product has no datasheet document", async () => {
    const product = await createProduct(t.db, { categoryId });
    await t.db.execute(sql`update products set datasheet_url = 'https://example.com/old.pdf' where id = ${product.id}`);
    expect((await productPage(product.slug)).documents).toEqual([
      { kind: "datasheet", title: "Datasheet", url: "https://example.com/old.pdf", file_type: null, size: null },
    ]);
    await upload(product.id, pdf("new"), "kind=datasheet&title=New%20datasheet");
    expect((await productPage(product.slug)).documents.map((d) => d.title)).toEqual(["New datasheet"]);
  });

  it("answers 401 without a session and 403 to a shopper on every staff route", async () => {
    const product = await createProduct(t.db, { categoryId });
    const routes: [method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object][] = [
      ["GET", `/v1/admin/products/${product.id}/documents`],
      ["POST", `/v1/admin/products/${product.id}/document-links`, { kind: "manual", title: "M", url: "https://example.com/m.pdf" }],
      ["PUT", `/v1/admin/products/${product.id}/document-order`, { ids: [1] }],
      ["DELETE", `/v1/admin/products/${product.id}/documents/1`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.app.inject({ method, url, headers: shopper, payload })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await upload(product.id, pdf("s"), "kind=datasheet&title=S", shopper)).statusCode).toBe(403);
    expect((await productPage(product.slug)).documents).toEqual([]);
  });
});
