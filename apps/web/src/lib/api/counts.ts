import type { Counts } from "@shop/contracts";
import { api } from "./client";

type CountsAnswer = { message: string; data: Counts };

/**
 * GET /v1/notifications: the header badges, for guests and signed-in shoppers alike.
 * Its own module: every page asks for it, while the cart's calls load on first use.
 */
export async function getCounts(): Promise<Counts> {
  const res = await api.get<CountsAnswer>("/v1/notifications", { cache: "no-store" });
  return res.data.data;
}
