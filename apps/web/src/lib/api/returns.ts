import {
  MESSAGES,
  RETURN_PHOTOS_MAX,
  RETURN_WINDOW_DAYS_DEFAULT,
  type ApiErrorBody,
  type CreateReturnBody,
  type OrderReturns,
  type ReturnPolicy,
  type ShopperReturn,
} from "@shop/contracts";
import { api, ApiError } from "./client";

type ReturnsAnswer = { message: string; data: OrderReturns };
type CreateAnswer = { message: string; data: { return: ShopperReturn; returns: OrderReturns } };
type PhotoAnswer = { message: string; data: { position: number; return: ShopperReturn } };

const returnsPath = (orderKey: string) => `/v1/orders/${encodeURIComponent(orderKey)}/returns`;

/** GET /v1/orders/{order_key}/returns: the order's returns, what may still be returned, the window (owner only). */
export async function getOrderReturns(orderKey: string): Promise<OrderReturns> {
  return (await api.get<ReturnsAnswer>(returnsPath(orderKey), { cache: "no-store" })).data.data;
}

/** POST /v1/orders/{order_key}/returns */
export async function createReturn(orderKey: string, body: CreateReturnBody): Promise<CreateAnswer["data"]> {
  return (await api.post<CreateAnswer>(returnsPath(orderKey), body)).data.data;
}

/**
 * POST /v1/orders/{order_key}/returns/{id}/photos through the forwarder: one photo per
 * request, the raw image as the body (a dropped connection on mobile data loses one
 * photo, sent again alone, never the request). Rejects with the API's words.
 */
export async function uploadReturnPhoto(orderKey: string, returnId: number, photo: Blob): Promise<PhotoAnswer["data"]> {
  let response: Response;
  try {
    response = await fetch(`/api${returnsPath(orderKey)}/${returnId}/photos`, {
      method: "POST",
      headers: { "content-type": photo.type || "image/jpeg", accept: "application/json", "x-requested-with": "XMLHttpRequest" },
      body: photo,
    });
  } catch {
    throw new ApiError(MESSAGES.somethingWentWrong, 0);
  }
  const body = (await response.json().catch(() => null)) as (PhotoAnswer & ApiErrorBody) | null;
  if (response.ok && body) return body.data;
  const message = body?.errors?.[0]?.message ?? body?.message ?? MESSAGES.somethingWentWrong;
  throw new ApiError(message, response.status, body?.errors ?? []);
}

/** A photo of the shopper's return, through the forwarder (the session cookie names the owner); `w` for a thumbnail. */
export function returnPhotoHref(orderKey: string, returnId: number, position: number, width?: number): string {
  return `/api${returnsPath(orderKey)}/${returnId}/photos/${position}${width ? `?w=${width}` : ""}`;
}

/** GET /v1/returns/policy on the server (the policy page): the owner's window, else the default when the API is away. */
export async function getReturnPolicy(): Promise<ReturnPolicy> {
  try {
    return (await api.get<{ data: ReturnPolicy }>("/v1/returns/policy", { next: { revalidate: 300 } })).data.data;
  } catch {
    return { window_days: RETURN_WINDOW_DAYS_DEFAULT, photos_max: RETURN_PHOTOS_MAX };
  }
}
