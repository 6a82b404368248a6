import { beforeAll, describe, expect, it } from "vitest";
import { adminBrandsResponse, adminCategoriesResponse, mainMenuResponse } from "@shop/contracts";
import { grantStaffRole, sql } from "@shop/db";
import { useTestApp } from "../test/app";
import { createBrand, createCategory, randomPhone } from "../test/factories";
import { signInByPhone } from "../modules/identity/testing";

const t = useTestApp();
let staff: Record<string, string>;
beforeAll(async () => {
  const phone = await grantStaffRole(t.db, randomPhone(), "staff", "Test staff");
  staff = (await signInByPhone(t.app, t.db, phone)).headers;
});

const send = (method: "GET" | "POST" | "PATCH", url: string, payload?: object, headers: Record<string, string> = staff) =>
  t.app.inject({ method, url, payload, headers });

describe("the back office writes the Bangla catalog text (issue 50)", () => {
  it("creates and edits a category's Bangla name and description, which the Bangla menu shows", async () => {
    const created = await send("POST", "/v1/admin/categories", { name: "Motors", slug: "motors-bn", name_bn: "মোটর", is_active: true });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ name_bn: "মোটর", description_bn: null });

    const edited = await send("PATCH", `/v1/admin/categories/${id}`, { description_bn: "রোবটের মোটর", name_bn: "মোটর ও গিয়ার" });
    expect(edited.statusCode, edited.body).toBe(200);
    const listed = adminCategoriesResponse.parse((await send("GET", "/v1/admin/categories")).json()).data.find((c) => c.id === id);
    expect(listed).toMatchObject({ name: "Motors", name_bn: "মোটর ও গিয়ার", description_bn: "রোবটের মোটর" });
    const audit = await t.db.execute<{ after: Record<string, unknown> }>(
      sql`select after from audit_log where action = 'category.update' and entity_id = ${String(id)}`,
    );
    expect(audit.rows[0]?.after).toMatchObject({ name_bn: "মোটর ও গিয়ার" });

    const menu = async (headers: Record<string, string>) =>
      mainMenuResponse.parse((await t.app.inject({ method: "GET", url: "/v1/main-menus", headers })).json());
    expect((await menu({ "accept-language": "bn" })).data.main_menu.find((m) => m.slug === "motors-bn")).toMatchObject({
      name: "মোটর ও গিয়ার",
      description: "রোবটের মোটর",
    });
    expect((await menu({})).data.main_menu.find((m) => m.slug === "motors-bn")).toMatchObject({ name: "Motors", description: null });

    // Emptied, the Bangla shop falls back to the English name, never an empty one.
    expect((await send("PATCH", `/v1/admin/categories/${id}`, { name_bn: "" })).statusCode).toBe(200);
    expect((await menu({ "accept-language": "bn" })).data.main_menu.find((m) => m.slug === "motors-bn")?.name).toBe("Motors");
  });

  it("refuses a Bangla name longer than a name may be", async () => {
    const category = await createCategory(t.db, { name: "Sensors" });
    const res = await send("PATCH", `/v1/admin/categories/${category.id}`, { name_bn: "স".repeat(81) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe("name_bn");
  });

  it("edits a brand's Bangla description, answered on the Bangla brand page", async () => {
    const brand = await createBrand(t.db, { name: "Espressif", slug: "espressif-bn" });
    const res = await send("PATCH", `/v1/admin/brands/${brand.id}`, { description_bn: "ESP32 চিপের নির্মাতা" });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminBrandsResponse.parse((await send("GET", "/v1/admin/brands")).json()).data.find((b) => b.id === brand.id)?.description_bn).toBe(
      "ESP32 চিপের নির্মাতা",
    );
    const page = await t.app.inject({ method: "GET", url: "/v1/brands/espressif-bn", headers: { "accept-language": "bn" } });
    expect(page.json().data.brand).toMatchObject({ name: "Espressif", description: "ESP32 চিপের নির্মাতা" });
  });
});
