import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { buildCatalogFixture } from "../../test/catalog-fixture";
import { queryWords } from "./query";

const t = useTestApp();
beforeAll(() => buildCatalogFixture(t.db));

const slugsFor = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: "GET", url: `/v1/products?query=${encodeURIComponent(query)}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { slug: string }[]).map((p) => p.slug).sort();
};

describe("search in Bangla (issue 50)", () => {
  it("reads Bangla words, their endings and Bangla digits as the catalog's English words", () => {
    expect(queryWords("আল্ট্রাসনিক সেন্সর")).toEqual(["ultrasonic", "sensor"]);
    expect(queryWords("১২ ভোল্ট ব্যাটারি")).toEqual(["12", "volt", "battery"]);
    expect(queryWords("সেন্সরের দাম")).toEqual(["sensor"]);
    expect(queryWords("মোটরগুলো")).toEqual(["motor"]);
    expect(queryWords("ওয়াইফাই মডিউল")).toEqual(["wifi", "module"]);
    // Unknown Bangla is dropped as any other non-[a-z0-9] text: nothing reaches to_tsquery but [a-z0-9].
    expect(queryWords("অজানা শব্দহীন")).toEqual([]);
    for (const word of ["ব্যাটারী", "রেজিস্টার", "ক্যাপাসিটর", "মাল্টিমিটার", "তাপমাত্রা", "ব্রেডবোর্ড"]) expect(queryWords(word), word).toHaveLength(1);
  });

  it("finds the same products for সেন্সর as for sensor, and for আরডুইনো as for arduino", async () => {
    const sensor = await slugsFor("sensor");
    expect(sensor.length).toBeGreaterThan(0);
    expect(await slugsFor("সেন্সর")).toEqual(sensor);
    expect(await slugsFor("আল্ট্রাসনিক সেন্সর", { "accept-language": "bn" })).toEqual(["hc-sr04"]);
    expect(await slugsFor("আরডুইনো")).toEqual(await slugsFor("arduino"));
  });

  it("finds nothing, not everything, for Bangla it does not know", async () => {
    expect(await slugsFor("অজানা")).toEqual([]);
  });

  it("suggests from Bangla words too", async () => {
    const res = await t.app.inject({ method: "GET", url: `/v1/search-suggestion?query=${encodeURIComponent("সেন্সর")}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json().data)).toContain("hc-sr04");
  });
});
