import type { AddressOption, CartData, DeliveryMethod } from "@shop/contracts";
import { api } from "./client";

/** Every cart write answers the whole cart and the counts (contracts cartResponse). */
export type CartAnswer = { message: string; data: CartData };

/** GET /v2/carts */
export async function getCart(): Promise<CartAnswer> {
  return (await api.get<CartAnswer>("/v2/carts", { cache: "no-store" })).data;
}

/** PUT /v2/carts: adds `quantity` (default 1) of a product. */
export async function addToCart({ product, quantity = 1 }: { product: string; quantity?: number }): Promise<CartAnswer> {
  return (await api.put<CartAnswer>("/v2/carts", { product, quantity })).data;
}

/** PUT /v2/carts with from_cart: sets a cart line's quantity. */
export async function setCartQuantity({ product, quantity }: { product: string; quantity: number }): Promise<CartAnswer> {
  return (await api.put<CartAnswer>("/v2/carts", { product, quantity, from_cart: true })).data;
}

/** DELETE /v2/carts */
export async function removeFromCart({ product }: { product: string }): Promise<CartAnswer> {
  return (await api.delete<CartAnswer>("/v2/carts", { product })).data;
}

/** POST /v1/carts-delivery-method */
export async function setDeliveryMethod({ deliveryMethod }: { deliveryMethod: DeliveryMethod }): Promise<CartAnswer> {
  return (await api.post<CartAnswer>("/v1/carts-delivery-method", { delivery_method: deliveryMethod })).data;
}

/** POST /v1/carts-address: the saved address the cart ships to. */
export async function setCartAddress({ uuid }: { uuid: string }): Promise<CartAnswer> {
  return (await api.post<CartAnswer>("/v1/carts-address", { uuid })).data;
}

/** GET /v1/express-addresses: the shipping address chooser's options. */
export async function getAddressOptions(): Promise<AddressOption[]> {
  const res = await api.get<{ message: string; data: { addresses: AddressOption[] } }>("/v1/express-addresses", { cache: "no-store" });
  return res.data.data.addresses;
}

/** POST /v1/coupons (signed-in only). */
export async function applyCoupon({ code }: { code: string }): Promise<CartAnswer> {
  return (await api.post<CartAnswer>("/v1/coupons", { code })).data;
}

/** DELETE /v1/coupons */
export async function removeCoupon({ code }: { code: string }): Promise<CartAnswer> {
  return (await api.delete<CartAnswer>("/v1/coupons", { code })).data;
}
