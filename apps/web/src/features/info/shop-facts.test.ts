import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OFFICE_PICKUP, STORE_HOURS, toBanglaDigits } from "@shop/contracts";
import { DELIVERY } from "./shop-facts";
import { DELIVERY_BN } from "./shop-facts.bn";

const root = path.resolve(import.meta.dirname, "../../../../..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "node_modules" || name === ".next") return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("the pickup address and the store hours live in one place (packages/contracts)", () => {
  it("no other source spells them out", () => {
    const spelled = [OFFICE_PICKUP.address, "Elephant Road", STORE_HOURS.time, "9:00 AM", `${OFFICE_PICKUP.latitude}`];
    const offenders: string[] = [];
    for (const dir of ["apps/web/src", "apps/web/app", "apps/api/src", "packages/contracts/src"]) {
      for (const file of sources(path.join(root, dir))) {
        if (file.endsWith(path.join("contracts", "src", "cart-words.ts")) || file.endsWith(path.join("contracts", "src", "messages.ts"))) continue;
        const text = readFileSync(file, "utf8");
        for (const needle of spelled) if (text.includes(needle)) offenders.push(`${path.relative(root, file)}: ${needle}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe("the Bangla delivery facts (issue 50)", () => {
  it("state the same fees and the same numbers of days and hours as the English ones", () => {
    const numbers = (text: string) => toBanglaDigits(text).match(/[০-৯]+/g) ?? [];
    for (const key of Object.keys(DELIVERY) as (keyof typeof DELIVERY)[]) {
      expect(DELIVERY_BN[key].fee, key).toBe(DELIVERY[key].fee);
      expect(numbers(DELIVERY_BN[key].days), key).toEqual(numbers(DELIVERY[key].days).filter((n) => n !== "০০"));
    }
  });
});
