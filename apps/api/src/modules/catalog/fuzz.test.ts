import { describe, expect, it } from "vitest";
import { beforeAll } from "vitest";
import { useTestApp } from "../../test/app";
import { buildCatalogFixture } from "../../test/catalog-fixture";

const t = useTestApp();
beforeAll(() => buildCatalogFixture(t.db));

const WEIRD = [
  "/v1/products?min_price=-1",
  "/v1/products?min_price=1e400",
  "/v1/products?max_price=NaN",
  "/v1/products?brand=%00",
  "/v1/products?query=%00",
  "/v1/products?query=a%00b",
  "/v1/products?query=%ED%A0%80",
  "/v1/products?query=%E0%A6%85%E0%A6%B0%E0%A7%8D%E0%A6%A1%E0%A7%81%E0%A6%87%E0%A6%A8%E0%A7%8B",
  "/v1/products?query=%F0%9F%A4%96",
  "/v1/products?query=%",
  "/v1/products?query=%5C",
  "/v1/products?query='%20OR%201=1--",
  `/v1/products?query=${"x".repeat(5000)}`,
  `/v1/products?query=${"word%20".repeat(150)}`,
  "/v1/products?sort[]=x",
  "/v1/products?sort=newest&sort=popular",
  "/v1/products?page=1&page=2",
  "/v1/products?page=99999999999999999999",
  "/v1/products?page=1.5",
  "/v1/products?per_page=-5",
  "/v1/products?per_page=",
  "/v1/products?category=",
  "/v1/products?category[a]=b",
  "/v1/products?brand=,,,",
  `/v1/products?brand=${Array.from({ length: 40 }, (_, i) => `b${i}`).join(",")}`,
  "/v1/products?in_stock=maybe",
  "/v1/products?on_sale[]=1",
  "/v1/products?tag=__proto__",
  "/v1/products?__proto__[x]=1",
  "/v1/products?constructor=1",
  "/v1/categories?category_slug=%00",
  "/v1/categories?category_slug[]=a",
  `/v1/products/${"a".repeat(300)}`,
  "/v1/products/%00",
  "/v1/products/%E0%A4%A",
  "/v1/products/..%2F..%2Fetc",
  "/v1/brands/%F0%9F%A4%96",
  "/v1/media/%00?w=64",
  "/v1/media/x.svg?w[]=1",
  "/v1/products?%=%",
];

describe("weird input never answers 500", () => {
  it.each(WEIRD)("%s", async (url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.headers["content-type"]).toMatch(/json/);
    const body = res.json();
    if (res.statusCode >= 400) {
      expect(typeof body.message).toBe("string");
      expect(body.errors[0]).toHaveProperty("code");
    }
  });

  it("odd headers never answer 500", async () => {
    const cases: Record<string, string>[] = [
      { authorization: "Bearer " + "x".repeat(4000) },
      { authorization: "Bearer \u00e9" },
      { authorization: "" },
      { "if-none-match": "*" },
      { "if-none-match": "W/" },
      { "x-request-id": "x".repeat(500) },
      { "content-type": "application/json" },
    ];
    for (const headers of cases) {
      const res = await t.app.inject({ method: "GET", url: "/v1/products?per_page=1", headers });
      expect(res.statusCode, JSON.stringify(headers)).toBeLessThan(500);
    }
  });
});
