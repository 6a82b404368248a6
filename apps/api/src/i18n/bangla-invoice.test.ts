import { beforeAll, describe, expect, it } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { useTestApp } from "../test/app";
import { seedDistricts } from "../test/commerce-fixture";
import { createCategory, createProduct } from "../test/factories";
import { placeOrderCall, shopperReadyToOrder } from "../modules/orders/test-helpers";

const t = useTestApp();
let categoryId: number;
beforeAll(async () => {
  categoryId = (await createCategory(t.db)).id;
  await seedDistricts(t.db);
});

/** The invoice's text as a PDF viewer reads it (pdf.js), pages joined. */
async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const items = (await (await doc.getPage(n)).getTextContent()).items.filter((item) => "str" in item);
    texts.push(items.map((item) => item.str).join(""));
  }
  await doc.destroy();
  return texts.join("\n");
}

describe("the invoice in Bangla (issue 50)", () => {
  it("prints Bangla words and ৳ with Bangla digits for a Bangla caller, today's English otherwise", async () => {
    const product = await createProduct(t.db, { categoryId, price: 123456, stock: 5, name: "Arduino Mega 2560" });
    const shopper = await shopperReadyToOrder(t.app, t.db, [{ slug: product.slug }]);
    const placed = await placeOrderCall(t.app, shopper.headers);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const url = `/v1/orders/invoice/${placed.body.data.order_key as string}`;

    const bangla = await t.app.inject({ method: "GET", url, headers: { ...shopper.headers, "accept-language": "bn" } });
    expect(bangla.statusCode).toBe(200);
    expect(bangla.headers["content-type"]).toContain("application/pdf");
    const text = await pdfText(bangla.rawPayload);
    expect(text).toContain("চালান");
    expect(text).toContain("৳১,২৩,৪৫৬");
    expect(text).toContain("Arduino Mega 2560");
    expect(text).not.toContain("INVOICE");
    expect(text).not.toMatch(/৳\d/);

    const english = await t.app.inject({ method: "GET", url, headers: shopper.headers });
    const englishText = await pdfText(english.rawPayload);
    expect(englishText).toContain("INVOICE");
    expect(englishText).toContain("৳1,23,456");
    expect(englishText).not.toContain("চালান");
  });
});
