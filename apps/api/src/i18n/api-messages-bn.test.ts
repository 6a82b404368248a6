import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { API_MESSAGES_BN, hasBanglaMessage, mainMenuResponse, messageShape, translateMessage } from "@shop/contracts";
import { brands, categories } from "@shop/db";
import { useTestApp } from "../test/app";
import { buildCatalogFixture } from "../test/catalog-fixture";
import { guestId } from "../test/factories";
import { findShopperMessages } from "../test/shopper-messages";

/** Texts the code walk finds that are not messages a shopper reads (a MIME prefix, an enum value, a log line). */
const NOT_MESSAGES = new Set(["free_delivery", "image/svg", "image/", "bkash", "ies", "ss", "FST_", "/metrics", "Bearer ", "bKash execute refused ({})"]);

const PLURAL_HOLES = new Set(["{0} must have at least {1} item{2}|2", "{0} added to cart; {1} not in stock {2} in your wishlist|2", "{0} {1} added to cart|1"]);

describe("the Bangla catalogue", () => {
  const found = findShopperMessages();
  const shapes = new Set(Object.keys(API_MESSAGES_BN).map(messageShape));

  it("finds the messages in the code (the walk itself works)", () => {
    const texts = new Set(found.map((m) => m.text));
    expect(texts.size).toBeGreaterThan(250);
    for (const known of ["Added to cart successfully", "Category not found", "Only {} left in stock", "{} is required", "Please sign in to continue"]) {
      expect(texts).toContain(known);
    }
  });

  it("has the Bangla of every message the API can send a shopper", () => {
    const missing = found
      .filter(({ text }) => !NOT_MESSAGES.has(text))
      .filter(({ text }) => (text.includes("{}") ? !shapes.has(text) : !hasBanglaMessage(text)))
      .map(({ text, where }) => `${where}: ${text}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it("keeps every hole of a message in its Bangla, and writes Bangla", () => {
    for (const [english, bangla] of Object.entries(API_MESSAGES_BN)) {
      const holes = (text: string) => [...text.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();
      // English plural endings ("item{2}", "stay{2}", "{0} {1}" = "3 products") have no Bangla: Bangla counts with টি.
      const expected = holes(english).filter((hole) => !PLURAL_HOLES.has(`${english}|${hole}`));
      expect(holes(bangla), english).toEqual(expected);
      expect(bangla, english).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it("fills the holes: numbers in Bangla digits, field names in Bangla, product names as written", () => {
    expect(translateMessage("Only 3 left in stock of Arduino Uno R3. Please update your cart", "bn")).toBe(
      "Arduino Uno R3 স্টকে মাত্র ৩টি আছে। আপনার কার্ট হালনাগাদ করুন",
    );
    expect(translateMessage("Full name is required", "bn")).toBe("পুরো নাম দিতে হবে");
    expect(translateMessage("Quantity must be at most 99", "bn")).toBe("পরিমাণ সর্বোচ্চ ৯৯ হতে পারে");
    expect(translateMessage("Minimum order amount for this coupon is ৳500", "bn")).toBe("এই কুপনের জন্য সর্বনিম্ন অর্ডার ৳৫০০");
    expect(translateMessage("Only 3 left in stock", "en")).toBe("Only 3 left in stock");
    // A message the catalogue does not know stays English rather than empty.
    expect(translateMessage("Body cannot be empty when content-type is set to 'application/json'", "bn")).toBe(
      "Body cannot be empty when content-type is set to 'application/json'",
    );
  });
});

describe("the API in the caller's language", () => {
  const t = useTestApp();
  beforeAll(async () => {
    await buildCatalogFixture(t.db);
    await t.db.update(categories).set({ nameBn: "সেন্সর ও মডিউল", descriptionBn: "সব ধরনের সেন্সর" }).where(eq(categories.slug, "sensors-modules"));
    await t.db.update(categories).set({ nameBn: "আল্ট্রাসনিক সেন্সর" }).where(eq(categories.slug, "ultrasonic-sensors"));
    // A Bangla name of only spaces counts as none.
    await t.db.update(categories).set({ nameBn: "  " }).where(eq(categories.slug, "temperature-sensors"));
    await t.db.update(brands).set({ descriptionBn: "ইতালির বোর্ড নির্মাতা" }).where(eq(brands.slug, "arduino"));
  });

  const bn = { "accept-language": "bn-BD,bn;q=0.9,en;q=0.8" };

  it("refuses bad input in Bangla with bn, in today's English otherwise", async () => {
    const put = (headers: Record<string, string>) =>
      t.app.inject({
        method: "PUT",
        url: "/v2/carts",
        headers: { "x-unique-number": guestId(), ...headers },
        payload: { product: "arduino-uno-r3", quantity: 0 },
      });
    const english = await put({});
    const german = await put({ "accept-language": "de-DE" });
    const bangla = await put(bn);
    expect(english.statusCode).toBe(422);
    expect(german.body).toBe(english.body);
    expect(english.json().errors[0].message).toBe("Quantity must be at least 1");
    expect(bangla.statusCode).toBe(422);
    expect(bangla.json()).toEqual({
      message: "পরিমাণ অন্তত ১ হতে হবে",
      errors: [{ field: "quantity", message: "পরিমাণ অন্তত ১ হতে হবে", code: "validation_failed" }],
    });
    expect(bangla.headers.vary).toMatch(/Accept-Language/);
  });

  it("says a success and a not-found in Bangla", async () => {
    const guest = guestId();
    const added = await t.app.inject({ method: "PUT", url: "/v2/carts", headers: { "x-unique-number": guest, ...bn }, payload: { product: "arduino-uno-r3" } });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe("কার্টে যোগ করা হয়েছে");
    const missing = await t.app.inject({ method: "GET", url: "/v1/products/no-such-part", headers: bn });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "পণ্যটি পাওয়া যায়নি", errors: [{ message: "পণ্যটি পাওয়া যায়নি", code: "not_found" }] });
    const route = await t.app.inject({ method: "GET", url: "/v1/no-such-route", headers: { "accept-language": "bn" } });
    expect(route.json().message).toBe("এই ঠিকানায় কিছু নেই");
    const signIn = await t.app.inject({ method: "GET", url: "/v1/profile", headers: bn });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe("চালিয়ে যেতে সাইন ইন করুন");
  });

  it("says each line of a bulk add in Bangla, names kept", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/v1/cart/items/bulk",
      headers: { "x-unique-number": guestId(), ...bn },
      payload: {
        request_key: "bangla-bulk-1",
        items: [
          { product: "arduino-uno-r3", quantity: 1 },
          { product: "arduino-nano", quantity: 1 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe("১টি পণ্য কার্টে যোগ হয়েছে");
    expect(body.data.results.map((r: { message: string | null }) => r.message)).toEqual([null, "পণ্যটি স্টকে নেই"]);
  });

  it("answers category names and descriptions in Bangla, English where there is none, and caches each language apart", async () => {
    const menu = async (headers: Record<string, string>) =>
      mainMenuResponse.parse((await t.app.inject({ method: "GET", url: "/v1/main-menus", headers })).json());
    const before = await menu({});
    const bangla = await menu(bn);
    const after = await menu({});
    expect(after).toEqual(before);
    const sensorsEn = before.data.main_menu.find((m) => m.slug === "sensors-modules");
    const sensors = bangla.data.main_menu.find((m) => m.slug === "sensors-modules");
    expect(sensorsEn).toMatchObject({ name: "Sensors & Modules", description: null });
    expect(bangla.message).toBe("প্রধান মেনু");
    expect(sensors).toMatchObject({ name: "সেন্সর ও মডিউল", description: "সব ধরনের সেন্সর" });
    expect(sensors?.children.map((c) => c.name)).toEqual(["Temperature Sensors", "আল্ট্রাসনিক সেন্সর"]);
    expect(bangla.data.main_menu.find((m) => m.slug === "microcontroller-boards")?.name).toBe("Microcontroller Boards");
  });

  it("names a product's category in Bangla on its page and cards, the product's own name unchanged", async () => {
    const res = await t.app.inject({ method: "GET", url: "/v1/products?category=sensors-modules", headers: bn });
    const cards = res.json().data as { name: string; category: { name: string } }[];
    expect(cards.map((c) => c.category.name).sort()).toEqual(["Temperature Sensors", "আল্ট্রাসনিক সেন্সর"]);
    const page = await t.app.inject({ method: "GET", url: "/v1/products/hc-sr04", headers: bn });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.product.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(["সেন্সর ও মডিউল", "আল্ট্রাসনিক সেন্সর"]);
    const english = await t.app.inject({ method: "GET", url: "/v1/products/hc-sr04" });
    expect(english.json().data.product.name).toBe(page.json().data.product.name);
    expect(english.json().data.product.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(["Sensors & Modules", "Ultrasonic Sensors"]);
    const brand = await t.app.inject({ method: "GET", url: "/v1/brands/arduino", headers: bn });
    expect(brand.json().data.brand).toMatchObject({ name: "Arduino", description: "ইতালির বোর্ড নির্মাতা" });
  });

  it("documents Accept-Language on every operation", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/openapi.json" })).json();
    expect(doc.components.parameters.AcceptLanguage).toMatchObject({ name: "Accept-Language", in: "header" });
    expect(doc.paths["/v1/main-menus"].get.parameters).toContainEqual({ $ref: "#/components/parameters/AcceptLanguage" });
  });
});
