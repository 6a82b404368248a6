import { describe, expect, it } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { orderMoneyRows, type OrderAmounts } from "@shop/contracts";
import { renderInvoicePdf, type InvoiceInput } from "./invoice";

// The PDFs are read back with a real parser (pdf.js): what a person's viewer would show.

type ParsedPdf = {
  pages: number;
  title: unknown;
  /** Per page: the text items joined with "" and with " ", whitespace collapsed. */
  pageTexts: { tight: string; spaced: string }[];
  /** Every text item's baseline, in PDF points from the page's bottom edge. */
  baselines: { page: number; y: number; x: number }[];
  pageSize: { width: number; height: number };
};

async function parse(buf: Buffer): Promise<ParsedPdf> {
  const pdf = await getDocument({ data: new Uint8Array(buf), verbosity: 0 }).promise;
  try {
    const pageTexts: ParsedPdf["pageTexts"] = [];
    const baselines: ParsedPdf["baselines"] = [];
    let pageSize = { width: 0, height: 0 };
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [, , width, height] = page.view;
      pageSize = { width, height };
      const items = (await page.getTextContent()).items.filter((item) => "str" in item);
      const strings = items.map((item) => item.str);
      const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
      pageTexts.push({ tight: normalise(strings.join("")), spaced: normalise(strings.join(" ")) });
      for (const item of items) if (item.str.trim()) baselines.push({ page: n, x: item.transform[4], y: item.transform[5] });
    }
    const { info } = await pdf.getMetadata();
    return { pages: pdf.numPages, title: (info as { Title?: unknown }).Title, pageTexts, baselines, pageSize };
  } finally {
    await pdf.destroy();
  }
}

const allText = (parsed: ParsedPdf) => parsed.pageTexts.map((p) => `${p.tight}\n${p.spaced}`).join("\n");

function expectText(parsed: ParsedPdf, needle: string): void {
  const haystack = allText(parsed);
  const collapsed = haystack.replace(/\s+/g, "");
  const found = haystack.includes(needle) || collapsed.includes(needle.replace(/\s+/g, ""));
  expect(found, `expected the PDF text to contain ${JSON.stringify(needle)}:\n${haystack}`).toBe(true);
}

// A Bengali consonant cluster: consonant (+ nukta), then any virama + consonant links.
const CLUSTER = "[\u0995-\u09B9\u09CE\u09DC-\u09DF\u09F0\u09F1]\u09BC?(?:\u09CD[\u0995-\u09B9\u09CE\u09DC-\u09DF\u09F0\u09F1]\u09BC?)*";

/** Logical-order Bengali to the order its glyphs are drawn in (enough for the names used here). */
function drawingOrder(text: string): string {
  return text.replace(new RegExp(`(${CLUSTER})([\u09BF\u09C7\u09C8\u09CB\u09CC])`, "gu"), (_, cluster: string, vowel: string) => {
    if (vowel === "\u09CB") return `\u09C7${cluster}\u09BE`; // ো = ে + া around the cluster
    if (vowel === "\u09CC") return `\u09C7${cluster}\u09D7`; // ৌ = ে + ৗ
    return vowel + cluster; // ি ে ৈ before the cluster
  });
}

const money = (amounts: Partial<OrderAmounts>) =>
  orderMoneyRows({ subtotal: 0, product_discount: 0, coupon_discount: 0, coupon_code: null, delivery_discount: 0, shipping_fee: 0, total: 0, ...amounts });

// 10,000,000 + 2,300,000 + 3 × 18,200 = 12,354,600 poisha; + ৳60 shipping − ৳150 coupon = 12,345,600 (৳1,23,456).
function order(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  return {
    shop: {
      name: "Robodoc Shop",
      address: "House 12, Road 5, Dhanmondi, Dhaka 1205",
      phone: "+880 1711-000000",
      email: "help@robodoc.example",
      website: "robodoc.example",
    },
    orderNumber: "4829301746",
    placedAt: new Date("2026-11-23T10:05:00Z"), // 4:05 PM in Dhaka (UTC+6)
    status: "pending",
    paymentMethod: "Cash On Delivery",
    paymentStatus: "unpaid",
    deliveryMethod: "Home Delivery",
    address: { fullName: "রহিম উদ্দিন", phone: "01711-123456", fullAddress: "বাসা ৭, রোড ৩, Mirpur 10", district: "Dhaka" },
    lines: [
      { name: "Arduino Uno R3 compatible development board", quantity: 2, unitPricePoisha: 5_000_000, totalPoisha: 10_000_000 },
      {
        name: "Raspberry Pi 5 8GB starter kit with an official case, a 27W USB-C power supply, a 64GB card and a long name that wraps",
        quantity: 1,
        unitPricePoisha: 2_300_000,
        totalPoisha: 2_300_000,
      },
      { name: "Jumper wires 40 pcs", quantity: 3, unitPricePoisha: 18_200, totalPoisha: 54_600 },
    ],
    money: money({ subtotal: 12_354_600, shipping_fee: 6_000, coupon_discount: 15_000, coupon_code: "EID150", total: 12_345_600 }),
    note: "Please call before delivery.",
    ...overrides,
  };
}

function longOrder(count: number): InvoiceInput {
  const lines = Array.from({ length: count }, (_, i) => ({
    name: `Item ${i + 1} resistor pack assorted values`,
    quantity: 1,
    unitPricePoisha: 10_000,
    totalPoisha: 10_000,
  }));
  lines[count - 1].name = "The very last product ZX-9000";
  const subtotal = count * 10_000;
  return order({ lines, money: money({ subtotal, shipping_fee: 6_000, coupon_discount: 15_000, coupon_code: "EID150", total: subtotal + 6_000 - 15_000 }) });
}

describe("renderInvoicePdf", () => {
  it("renders a normal order on one page with its details, amounts and metadata", async () => {
    const buf = await renderInvoicePdf(order());
    expect(buf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const parsed = await parse(buf);
    expect(parsed.pages).toBe(1);
    expect(parsed.title).toBe("Invoice 4829301746");

    for (const text of [
      "Robodoc Shop",
      "House 12, Road 5, Dhanmondi, Dhaka 1205",
      "+880 1711-000000",
      "help@robodoc.example",
      "robodoc.example",
      "INVOICE",
      "4829301746",
      "23 Nov 2026, 4:05 PM",
      "Pending",
      "Cash On Delivery",
      "Unpaid",
      "Home Delivery",
      "Ship to",
      "01711-123456",
      "Product",
      "Qty",
      "Unit price",
      "Arduino Uno R3 compatible development board",
      "৳50,000", // unit price of line 1
      "৳1,00,000", // its total
      "৳182", // unit price of line 3
      "৳546",
      "Subtotal",
      "৳1,23,546",
      "Shipping",
      "৳60",
      "Coupon (EID150)",
      "-৳150",
      "Total",
      "৳1,23,456",
      "Please call before delivery.",
      "Thank you for shopping with Robodoc Shop.",
    ]) {
      expectText(parsed, text);
    }
  });

  it("draws Bengali text, the taka sign and Latin text, each with a font that has them", async () => {
    const buf = await renderInvoicePdf(order());
    // Both Noto families are embedded (as subsets: "ABCDEF+Name").
    for (const font of ["NotoSans-Regular", "NotoSans-Bold", "NotoSansBengali-Regular", "NotoSansBengali-Bold"]) {
      expect(buf.toString("latin1")).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}\\b`));
    }
    const parsed = await parse(buf);
    // The Bengali is really there, but as drawn: pdfkit shapes it (fontkit), and pdf.js maps
    // each glyph back to its characters in drawing order, so a pre-base vowel sign (ি ে ৈ)
    // comes out before its consonant cluster and a two-part vowel (ো ৌ) as its two halves
    // around it: "রহিম উদ্দিন" reads back as "রিহম উিদ্দন". So the text is compared in that order.
    const text = allText(parsed);
    for (const bengali of ["রহিম উদ্দিন", "বাসা ৭, রোড ৩"]) {
      const drawn = drawingOrder(bengali);
      const found = text.includes(drawn) || text.replace(/\s+/g, "").includes(drawn.replace(/\s+/g, ""));
      expect(found, `expected ${JSON.stringify(bengali)} (drawn as ${JSON.stringify(drawn)}) in:\n${text}`).toBe(true);
    }
    expectText(parsed, "৳1,23,456");
    expectText(parsed, "Mirpur 10");
    // A character drawn with a font that lacks it becomes glyph 0, which reads back as U+0000.
    expect(text).not.toContain("\u0000");
    expect(text).not.toContain("\uFFFD");
  });

  it("prints poisha only when there are some, and an office pickup without an address", async () => {
    const parsed = await parse(
      await renderInvoicePdf(
        order({
          address: null,
          deliveryMethod: "Office Pickup",
          note: null,
          money: money({ subtotal: 12_345_650, total: 12_345_650 }),
        }),
      ),
    );
    expectText(parsed, "Office pickup");
    expectText(parsed, "৳1,23,456.50");
    // Office pickup ships nothing: its Shipping row says so rather than disappearing.
    expectText(parsed, "Shipping Free");
    expect(allText(parsed)).not.toContain("Note");
  });

  it("prints the district once, and leaves out the emoji its fonts cannot draw while Bengali stays", async () => {
    const parsed = await parse(
      await renderInvoicePdf(
        order({
          address: { fullName: "রহিম 😀 উদ্দিন", phone: "01711-123456", fullAddress: "House 3, Lane 2, Zindabazar, Sylhet", district: "Sylhet" },
          lines: [{ name: "Gift box 🎁 👍🏽 for Eid 👨‍👩‍👧", quantity: 1, unitPricePoisha: 10_000, totalPoisha: 10_000 }],
          note: "Ring the bell 🔔 twice ❤️ © shop",
          money: money({ subtotal: 10_000, total: 10_000 }),
        }),
      ),
    );
    const text = allText(parsed);
    expect(parsed.pageTexts[0].spaced.match(/Sylhet/g)).toHaveLength(1);
    expectText(parsed, "House 3, Lane 2, Zindabazar, Sylhet");
    expectText(parsed, "Gift box for Eid");
    expectText(parsed, "Ring the bell twice © shop");
    const drawn = drawingOrder("রহিম উদ্দিন");
    expect(text.replace(/\s+/g, "")).toContain(drawn.replace(/\s+/g, ""));
    // An emoji drawn with a face that lacks it is glyph 0 (an empty box), which reads back as U+0000.
    expect(text).not.toContain("\u0000");
    expect(text).not.toMatch(/\p{Extended_Pictographic}(?<![©®™])/u);
  });

  it("keeps an order of 15 lines on one page", async () => {
    expect((await parse(await renderInvoicePdf(longOrder(15)))).pages).toBe(1);
  });

  it("continues a long order on more pages, repeating the table header and staying inside the margins", async () => {
    const buf = await renderInvoicePdf(longOrder(120));
    const parsed = await parse(buf);
    expect(parsed.pages).toBeGreaterThan(1);
    expectText(parsed, "The very last product ZX-9000");
    expectText(parsed, "Item 1 resistor pack assorted values");
    expectText(parsed, "Thank you for shopping with Robodoc Shop.");

    // Every page that holds line items starts them under the table header.
    for (const page of parsed.pageTexts) {
      if (page.spaced.includes("resistor pack") || page.spaced.includes("ZX-9000")) expect(page.spaced).toContain("Unit price");
    }
    // Nothing in the 40 pt margins: baselines sit above the bottom margin and below the top one.
    const { width, height } = parsed.pageSize;
    for (const { page, x, y } of parsed.baselines) {
      expect(y, `page ${page}`).toBeGreaterThanOrEqual(40);
      expect(y, `page ${page}`).toBeLessThanOrEqual(height - 40);
      expect(x, `page ${page}`).toBeGreaterThanOrEqual(40);
      expect(x, `page ${page}`).toBeLessThan(width - 40);
    }
  });

  it("gives the same bytes for the same order", async () => {
    const [a, b] = [await renderInvoicePdf(order()), await renderInvoicePdf(order())];
    expect(a.equals(b)).toBe(true);
  });
});
