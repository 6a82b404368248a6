import type { FastifyInstance, InjectOptions } from "fastify";
import { addresses, coupons, type Database } from "@shop/db";
import { seedReferenceData } from "@shop/db/seed/reference-data";

/** District numbers of the seed: Dhaka (the only inside-Dhaka one) and Chattogram. */
export const DHAKA = 47;
export const OUTSIDE_DHAKA = 1;

/** The 8 divisions and 64 districts (test databases are migrated, not seeded). */
export async function seedDistricts(db: Database): Promise<void> {
  await seedReferenceData(db);
}

export async function createAddress(
  db: Database,
  userId: string,
  input: { districtId?: number; fullName?: string; area?: string; address?: string; label?: "home" | "office" | "other" } = {},
) {
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      label: input.label ?? "home",
      fullName: input.fullName ?? "Test Shopper",
      phone: "01712345678",
      districtId: input.districtId ?? DHAKA,
      area: input.area ?? "Mirpur",
      address: input.address ?? "House 1, Road 2",
    })
    .returning();
  return row;
}

let couponCounter = 0;
export async function createCoupon(db: Database, input: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({ code: `TEST${++couponCounter}${Date.now() % 10000}`, name: "Test coupon", kind: "percentage", amount: 10, ...input })
    .returning();
  return row;
}

type Headers = Record<string, string>;

/** app.inject with a JSON body; answers status and parsed body. */
export async function call(app: FastifyInstance, method: InjectOptions["method"], url: string, headers: Headers = {}, payload?: unknown) {
  const res = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
