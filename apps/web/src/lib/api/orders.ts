import type { CancelOrderBody, CreateOrderBody, Order, OrderListFilter, OrderListStatus, OrdersListResponse, PaymentMethodsResponse } from "@shop/contracts";
import { IDEMPOTENCY_KEY_HEADER } from "@shop/contracts";
import { api } from "./client";

type OrderAnswer = { message: string; data: { order: Order } };
type CreateAnswer = { message: string; data: { order_key: string; order: Order; payment_url: string | null } };
type TrackAnswer = { message: string; data: { order_key: string; order: Order } };

/** POST /v1/orders: one Idempotency-Key per attempt (a retry sends the same key). */
export async function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<CreateAnswer> {
  return (await api.post<CreateAnswer>("/v1/orders", body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })).data;
}

/** GET /v1/orders?page&status&filter: the shopper's orders, list in data (spec: data.data). */
export async function getOrders(query: { page: number; status: OrderListStatus; filter: OrderListFilter }): Promise<OrdersListResponse> {
  return (await api.get<OrdersListResponse>("/v1/orders", { query, cache: "no-store" })).data;
}

/** GET /v1/orders/{order_key} */
export async function getOrder(orderKey: string): Promise<Order> {
  return (await api.get<OrderAnswer>(`/v1/orders/${encodeURIComponent(orderKey)}`, { cache: "no-store" })).data.data.order;
}

/** POST /v1/orders/cancel/{order_key} {reason, notes} */
export async function cancelOrder(orderKey: string, body: CancelOrderBody): Promise<OrderAnswer> {
  return (await api.post<OrderAnswer>(`/v1/orders/cancel/${encodeURIComponent(orderKey)}`, body)).data;
}

/** POST /v1/orders/tracking {tracking_number}: the order number, under API.md's wire name; answers data.order_key. */
export async function trackOrder(orderNumber: string): Promise<TrackAnswer> {
  return (await api.post<TrackAnswer>("/v1/orders/tracking", { tracking_number: orderNumber })).data;
}

/** The invoice PDF through the forwarder (the session cookie names the owner). */
export function invoiceHref(orderKey: string): string {
  return `/api/v1/orders/invoice/${encodeURIComponent(orderKey)}`;
}

/** GET /v1/payment-methods from the browser (the payment selector). */
export async function getPaymentMethodsInBrowser(): Promise<PaymentMethodsResponse["data"]["payment_methods"]> {
  return (await api.get<PaymentMethodsResponse>("/v1/payment-methods")).data.data.payment_methods;
}
