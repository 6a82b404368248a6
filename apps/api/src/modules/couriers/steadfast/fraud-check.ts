/**
 * Steadfast's fraud check of a phone (issue 47): GET /fraud_check/{phone} with the same
 * `Api-Key` and `Secret-Key` headers as the courier adapter (./client.ts) answers the
 * phone's parcels across Steadfast's merchants:
 * { total_parcels, total_delivered, total_cancelled, total_fraud_reports }
 * (research 03-couriers.md "Additions"; the official API document's section 6). Read
 * only by staff on the back office's order page. Tested against the fake,
 * apps/api/fakes/couriers/steadfast/fake.ts.
 */
import { asRecord, callOutside } from "../../../lib/outside-call";

export type SteadfastFraudConfig = { baseUrl: string; apiKey: string; secretKey: string; timeoutMs?: number; fetch?: typeof fetch };
export type SteadfastFraudRecord = { total: number; delivered: number; cancelled: number };

const count = (value: unknown): number | null => {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 ? n : null;
};

/** The phone's record at Steadfast, or null when Steadfast does not answer one (timeout, refusal, an answer without the counts). */
export async function steadfastFraudCheck(config: SteadfastFraudConfig, phone: string): Promise<SteadfastFraudRecord | null> {
  const base = config.baseUrl.replace(/\/+$/, "");
  try {
    const answer = await callOutside({
      url: `${base}/fraud_check/${encodeURIComponent(phone)}`,
      method: "GET",
      headers: { "api-key": config.apiKey, "secret-key": config.secretKey, "content-type": "application/json" },
      timeoutMs: config.timeoutMs ?? 5_000,
      fetch: config.fetch,
    });
    const body = asRecord(answer.json);
    if (answer.status < 200 || answer.status > 299 || !body) return null;
    const total = count(body.total_parcels);
    const delivered = count(body.total_delivered);
    const cancelled = count(body.total_cancelled);
    if (total === null || delivered === null || cancelled === null) return null;
    return { total, delivered, cancelled };
  } catch {
    return null;
  }
}
