/**
 * Every payment gateway the shop knows, in the order checkout offers them. A new
 * gateway is a folder beside bkash/ implementing `PaymentGateway` and its entry (its
 * settings, its return routes), plus one line here.
 */
import type { Env } from "../../../plugins/env";
import { bkash } from "./bkash/gateway";
import { sslcommerz } from "./sslcommerz/gateway";
import type { PaymentGateway, PaymentGatewayEntry, PaymentGateways, OnlinePaymentMethod } from "./types";

export const PAYMENT_GATEWAYS: readonly PaymentGatewayEntry[] = [bkash, sslcommerz];

/** The gateways whose settings are set: the ones offered. */
export function paymentGatewaysFromEnv(env: Env): PaymentGateways {
  const gateways = new Map<OnlinePaymentMethod, PaymentGateway>();
  for (const entry of PAYMENT_GATEWAYS) {
    const gateway = entry.fromEnv(env);
    if (gateway) gateways.set(entry.method, gateway);
  }
  return gateways;
}
