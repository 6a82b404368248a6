import { beforeAll, describe, expect, it } from "vitest";
import { eq, outbox, sql } from "@shop/db";
import { useTestApp } from "../../test/app";
import { call } from "../../test/commerce-fixture";
import { createCategory, createProduct, createSignedInUser } from "../../test/factories";
import { addQuestion, signInStaff, type Staff } from "../admin/shop-test-helpers";

/**
 * Issue 50: the back-in-stock mail and a question's answer go in the account's language
 * (users.locale), linking the product page in it; a back-in-stock request made signed out
 * stays English. (The newsletter's language: newsletter.test.ts; the address check:
 * locale-account.test.ts.)
 */
const WEB = "https://shop.example";
const t = useTestApp({ PUBLIC_WEB_URL: WEB });
let staff: Staff;
let categoryId: number;
beforeAll(async () => {
  staff = await signInStaff(t.app, t.db, "staff", "Karim Staff");
  categoryId = (await createCategory(t.db)).id;
});

const messagesTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
async function banglaShopper(email: string | null) {
  const shopper = await createSignedInUser(t.db, { email, fullName: "Nusrat Jahan" });
  expect((await call(t.app, "PUT", "/v1/profile/locale", shopper.headers, { locale: "bn" })).status).toBe(200);
  return shopper;
}

describe("back in stock in the asker's language", () => {
  it("mails a Bangla account's request in Bangla with the /bn product link; an English account's and a signed-out one's in English", async () => {
    const p = await createProduct(t.db, { categoryId, stock: 0, name: "ESP32 DevKit" });
    const ask = (headers: Record<string, string>, full_name: string, email: string) =>
      call(t.app, "POST", `/v1/products/${p.slug}/stock-request`, headers, { full_name, email });
    const bangla = await banglaShopper(null);
    const english = await createSignedInUser(t.db, { fullName: "Tanvir Ahmed" });
    expect((await ask(bangla.headers, "Nusrat Jahan", "nusrat@example.com")).status).toBe(200);
    expect((await ask(english.headers, "Tanvir Ahmed", "tanvir@example.com")).status).toBe(200);
    // A signed-out visitor on the Bangla page: no account says which language, so English.
    expect((await ask({ "accept-language": "bn" }, "Guest Reader", "guest@example.com")).status).toBe(200);

    const res = await call(t.app, "POST", `/v1/admin/products/${p.id}/stock`, staff.headers, { delta: 4, reason: "received" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.notified).toBe(3);

    const [bn] = await messagesTo("nusrat@example.com");
    expect(bn).toMatchObject({ channel: "email", subject: "ESP32 DevKit আবার স্টকে এসেছে" });
    expect(bn.body).toBe(
      `হ্যালো Nusrat Jahan,\n\nESP32 DevKit আবার ${t.env.SHOP_NAME}-এ স্টকে এসেছে। আপনি আমাদের জানাতে বলেছিলেন; ` +
        `আবার শেষ হয়ে যাওয়ার আগে এখানে অর্ডার করুন:\n${WEB}/bn/product/${p.slug}\n\nএ নিয়ে এটিই আমাদের একমাত্র মেইল।`,
    );
    for (const email of ["tanvir@example.com", "guest@example.com"]) {
      const [en] = await messagesTo(email);
      expect(en).toMatchObject({ channel: "email", subject: "ESP32 DevKit is back in stock" });
      expect(en.body).toContain(`order it here before it runs out again:\n${WEB}/product/${p.slug}\n`);
      expect(en.body).not.toMatch(/[\u0980-\u09FF]/);
    }
  });
});

describe("a question's answer in the asker's language", () => {
  it("mails a Bangla account the answer in Bangla with the /bn product link", async () => {
    const p = await createProduct(t.db, { categoryId, name: "HC-SR04 Ultrasonic Sensor" });
    const asker = await banglaShopper("asker.bn@example.com");
    const id = await addQuestion(t.db, { productId: p.id, userId: asker.user.id, title: "৫ V ছাড়া চলবে?" });
    expect((await call(t.app, "POST", `/v1/admin/questions/${id}/answer`, staff.headers, { answer: "না, এটি ৫ V লাগে।" })).status).toBe(200);

    const mails = await messagesTo("asker.bn@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: "email", subject: `${t.env.SHOP_NAME}: HC-SR04 Ultrasonic Sensor নিয়ে আপনার প্রশ্নের উত্তর দেওয়া হয়েছে` });
    expect(mails[0].body).toBe(
      [
        "হ্যালো Nusrat Jahan,",
        "",
        "HC-SR04 Ultrasonic Sensor নিয়ে আপনার প্রশ্নের উত্তর দেওয়া হয়েছে।",
        "",
        "প্রশ্ন: ৫ V ছাড়া চলবে?",
        "উত্তর: না, এটি ৫ V লাগে।",
        "",
        `পণ্যের পেজে দেখুন: ${WEB}/bn/product/${p.slug}`,
        "",
        t.env.SHOP_NAME,
      ].join("\n"),
    );
    expect(await messagesTo(asker.user.phone)).toEqual([]);
  });

  it("texts a Bangla account with no email in Bangla; an English account still gets English", async () => {
    const p = await createProduct(t.db, { categoryId, name: "HC-05 module" });
    const bnAsker = await banglaShopper(null);
    const enAsker = await createSignedInUser(t.db, { email: "asker.en@example.com" });
    const bnId = await addQuestion(t.db, { productId: p.id, userId: bnAsker.user.id });
    const enId = await addQuestion(t.db, { productId: p.id, userId: enAsker.user.id });
    for (const id of [bnId, enId]) {
      expect((await call(t.app, "POST", `/v1/admin/questions/${id}/answer`, staff.headers, { answer: "It works at 3.3 V logic." })).status).toBe(200);
    }

    expect((await messagesTo(bnAsker.user.phone)).map((m) => [m.channel, m.body])).toEqual([
      ["sms", `${t.env.SHOP_NAME}: HC-05 module নিয়ে আপনার প্রশ্নের উত্তর দেওয়া হয়েছে। ${WEB}/bn/product/${p.slug}`],
    ]);
    const [en] = await messagesTo("asker.en@example.com");
    expect(en.subject).toBe(`${t.env.SHOP_NAME}: your question about HC-05 module was answered`);
    expect(en.body).toContain(`See it on the product page: ${WEB}/product/${p.slug}`);
    const locales = await t.db.execute<{ locale: string }>(sql`select locale from users where id = ${enAsker.user.id}`);
    expect(locales.rows[0].locale).toBe("en");
  });
});
