import type { SubscriptionBody, SubscriptionResult } from "@shop/contracts";
import { api } from "@/lib/api/client";

/** POST /v1/subscriptions {email, gRecaptchaToken}: 201 created, or 200 with another status and its words. */
export async function subscribe(body: SubscriptionBody): Promise<SubscriptionResult> {
  return (await api.post<SubscriptionResult>("/v1/subscriptions", body)).data;
}

/** The mailed links' pages: POST /v1/subscriptions/confirm or /unsubscribe {token}. */
export type LinkAction = "confirm" | "unsubscribe";

export async function followLink(action: LinkAction, token: string): Promise<SubscriptionResult> {
  return (await api.post<SubscriptionResult>(`/v1/subscriptions/${action}`, { token })).data;
}
