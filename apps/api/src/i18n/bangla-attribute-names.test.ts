import { beforeAll, describe, expect, it } from "vitest";
import { compareResponse, productDetailResponse, productListResponse } from "@shop/contracts";
import { adminAttributesResponse, adminCategoryAttributesResponse, adminProductAttributesResponse } from "@shop/contracts/attribute-admin";
import { grantStaffRole, sql } from "@shop/db";
import { useTestApp } from "../test/app";
import { createCategory, createProduct, randomPhone } from "../test/factories";
import { signInByPhone } from "../modules/identity/testing";

/** Typed specifications' names in Bangla (issue 50, migration 0042): the storefront's answers in the caller's language. */
const t = useTestApp();
type Headers = Record<string, string>;
let staff: Headers;
let categoryId: number;
const BN = { "accept-language": "bn" };
const EN = { "accept-language": "en" };

const LIST = [
  { key: "bn_pitch", name: "Pin pitch", name_bn: "পিনের দূরত্ব", unit: "mm", kind: "number", choices: [], filterable: true },
  { key: "bn_pieces", name: "Pieces in pack", name_bn: "প্যাকে কয়টি", unit: null, kind: "number", choices: [], filterable: true },
  // No Bangla name (an empty one is none): the Bangla shop shows the English one.
  { key: "bn_bus", name: "Bus", name_bn: "  ", unit: null, kind: "choice", choices: ["I2C", "SPI"], filterable: true },
];

const putList = (list: object[]) =>
  t.app.inject({ method: "PUT", url: `/v1/admin/categories/${categoryId}/attributes`, headers: staff, payload: { attributes: list } });

beforeAll(async () => {
  const phone = await grantStaffRole(t.db, randomPhone(), "staff", "Test staff");
  staff = (await signInByPhone(t.app, t.db, phone)).headers;
  categoryId = (await createCategory(t.db, { name: "Headers", slug: "bn-headers" })).id;
  const saved = await putList(LIST);
  expect(saved.statusCode, saved.body).toBe(200);
  for (const [slug, values] of [
    ["bn-header-a", { bn_pitch: "2.54 mm", bn_pieces: "10", bn_bus: "I2C" }],
    ["bn-header-b", { bn_pitch: "1.27 mm", bn_pieces: "5", bn_bus: "SPI" }],
  ] as const) {
    const product = await createProduct(t.db, { categoryId, slug });
    const res = await t.app.inject({ method: "PUT", url: `/v1/admin/products/${product.id}/attributes`, headers: staff, payload: { values } });
    expect(res.statusCode, res.body).toBe(200);
  }
});

const detailNames = async (headers: Headers) => {
  const res = await t.app.inject({ method: "GET", url: "/v1/products/bn-header-a", headers });
  expect(res.statusCode, res.body).toBe(200);
  return productDetailResponse.parse(res.json()).data.product.attributes.map((a) => [a.key, a.name, a.value]);
};
const facetNames = async (headers: Headers) => {
  const res = await t.app.inject({ method: "GET", url: "/v1/products?category=bn-headers", headers });
  expect(res.statusCode, res.body).toBe(200);
  return productListResponse.parse(res.json()).meta.attributes.map((a) => [a.key, a.name]);
};
const compareNames = async (headers: Headers) => {
  const res = await t.app.inject({ method: "GET", url: "/v1/compare?products=bn-header-a,bn-header-b", headers });
  expect(res.statusCode, res.body).toBe(200);
  return compareResponse
    .parse(res.json())
    .data.rows.filter((r) => r.kind === "attribute")
    .map((r) => [r.key, r.name]);
};

describe("typed specifications' names in the caller's language (issue 50)", () => {
  it("names them in Bangla on the Bangla product page (numbers in Bangla digits), falling back to English where there is no Bangla name", async () => {
    expect(await detailNames(BN)).toEqual([
      ["bn_pitch", "পিনের দূরত্ব", "২.৫৪ mm"],
      ["bn_pieces", "প্যাকে কয়টি", "১০"],
      ["bn_bus", "Bus", "I2C"],
    ]);
    expect(await detailNames(EN)).toEqual([
      ["bn_pitch", "Pin pitch", "2.54 mm"],
      ["bn_pieces", "Pieces in pack", "10"],
      ["bn_bus", "Bus", "I2C"],
    ]);
    expect(await detailNames({})).toEqual(await detailNames(EN));
  });

  it("names the listing's facets and the compare rows in the caller's language", async () => {
    expect(await facetNames(BN)).toEqual([
      ["bn_pitch", "পিনের দূরত্ব"],
      ["bn_pieces", "প্যাকে কয়টি"],
      ["bn_bus", "Bus"],
    ]);
    expect(await facetNames(EN)).toEqual([
      ["bn_pitch", "Pin pitch"],
      ["bn_pieces", "Pieces in pack"],
      ["bn_bus", "Bus"],
    ]);
    expect(await compareNames(BN)).toEqual([
      ["bn_pitch", "পিনের দূরত্ব (mm)"],
      ["bn_pieces", "প্যাকে কয়টি"],
      ["bn_bus", "Bus"],
    ]);
    expect(await compareNames(EN)).toEqual([
      ["bn_pitch", "Pin pitch (mm)"],
      ["bn_pieces", "Pieces in pack"],
      ["bn_bus", "Bus"],
    ]);
  });

  it("shows an owner's edit of a Bangla name at once in Bangla (the in-memory facet index follows), audited; left out, it is kept", async () => {
    await facetNames(BN); // the index is built before the edit
    const edited = LIST.map((a) => (a.key === "bn_bus" ? { ...a, name_bn: "বাস" } : a.key === "bn_pieces" ? { ...a, name_bn: "প্যাকে কতগুলো" } : a));
    const res = await putList(edited);
    expect(res.statusCode, res.body).toBe(200);
    expect(adminCategoryAttributesResponse.parse(res.json()).data.map((a) => a.name_bn)).toEqual(["পিনের দূরত্ব", "প্যাকে কতগুলো", "বাস"]);
    expect(await facetNames(BN)).toEqual([
      ["bn_pitch", "পিনের দূরত্ব"],
      ["bn_pieces", "প্যাকে কতগুলো"],
      ["bn_bus", "বাস"],
    ]);
    expect((await detailNames(BN)).map(([, name]) => name)).toEqual(["পিনের দূরত্ব", "প্যাকে কতগুলো", "বাস"]);

    type Summary = { attributes: { key: string; name_bn: string | null }[] };
    const audit = await t.db.execute<{ before: Summary; after: Summary }>(
      sql`select before, after from audit_log where action = 'category.attributes' and entity_id = ${String(categoryId)} order by id desc limit 1`,
    );
    expect(audit.rows[0]?.before.attributes.find((a) => a.key === "bn_bus")?.name_bn).toBeNull();
    expect(audit.rows[0]?.after.attributes.find((a) => a.key === "bn_bus")?.name_bn).toBe("বাস");

    // A client that does not send name_bn (older form, another category's list) keeps the Bangla name.
    const kept = await putList(LIST.map(({ name_bn: _bn, ...a }) => a));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(adminCategoryAttributesResponse.parse(kept.json()).data.map((a) => a.name_bn)).toEqual(["পিনের দূরত্ব", "প্যাকে কতগুলো", "বাস"]);
    // Emptied, it is none again and English shows.
    const emptied = await putList(edited.map((a) => (a.key === "bn_bus" ? { ...a, name_bn: "" } : a)));
    expect(adminCategoryAttributesResponse.parse(emptied.json()).data.find((a) => a.key === "bn_bus")?.name_bn).toBeNull();
    expect((await facetNames(BN)).find(([key]) => key === "bn_bus")?.[1]).toBe("Bus");
  });

  it("answers the Bangla name in the back office's lists and refuses one longer than a name may be", async () => {
    const all = adminAttributesResponse.parse((await t.app.inject({ method: "GET", url: "/v1/admin/attributes", headers: staff })).json()).data;
    expect(all.find((a) => a.key === "bn_pitch")?.name_bn).toBe("পিনের দূরত্ব");
    const product = await t.db.execute<{ id: number }>(sql`select id from products where slug = 'bn-header-a'`);
    const values = await t.app.inject({ method: "GET", url: `/v1/admin/products/${product.rows[0]!.id}/attributes`, headers: staff });
    expect(adminProductAttributesResponse.parse(values.json()).data.find((a) => a.key === "bn_pitch")?.name_bn).toBe("পিনের দূরত্ব");

    const long = await putList([{ ...LIST[0], name_bn: "দ".repeat(61) }]);
    expect(long.statusCode, long.body).toBe(422);
    expect(long.json().errors, long.body).toHaveLength(1);
    expect(long.json().errors[0], long.body).toMatchObject({ field: "attributes", message: "Name bn must be at most 60 characters" });
  });
});
