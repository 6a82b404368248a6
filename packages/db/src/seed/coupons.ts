import type { Database } from "../client";
import { coupons } from "../schema";
import type { Tx } from "./util";

const TAKA = 100;

/**
 * Demo coupons covering each rule the cart must enforce: percentage with a cap,
 * fixed amount, minimum subtotal, expired, not yet started and usage limits.
 * Dates are relative to `now` so EXPIRED5 stays expired and FUTURE15 stays ahead.
 */
export function demoCoupons(now = new Date()) {
  const year = now.getUTCFullYear();
  const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
  return [
    { code: "WELCOME10", name: "Welcome 10% off", kind: "percentage" as const, amount: 10, minSubtotal: 500 * TAKA, maxDiscount: 300 * TAKA },
    { code: "FLAT100", name: "Flat Tk 100 off", kind: "fixed" as const, amount: 100 * TAKA, minSubtotal: 1000 * TAKA },
    { code: "ROBO20", name: "Robotics 20% off", kind: "percentage" as const, amount: 20, minSubtotal: 2000 * TAKA, maxDiscount: 1000 * TAKA, usageLimit: 100 },
    { code: "EXPIRED5", name: "Last year's 5% off", kind: "percentage" as const, amount: 5, startsAt: utc(year - 1, 0, 1), endsAt: utc(year - 1, 11, 31) },
    { code: "FUTURE15", name: "Next year's 15% off", kind: "percentage" as const, amount: 15, startsAt: utc(year + 1, 0, 1) },
    { code: "LIMITED", name: "One-time Tk 200 off", kind: "fixed" as const, amount: 200 * TAKA, minSubtotal: 1500 * TAKA, usageLimit: 1, perUserLimit: 1 },
  ];
}

export async function seedDemoCoupons(db: Database): Promise<void> {
  await db.transaction((tx) => insertDemoCoupons(tx));
}

export async function insertDemoCoupons(tx: Tx): Promise<void> {
  await tx.insert(coupons).values(demoCoupons()).onConflictDoNothing({ target: coupons.code });
}
