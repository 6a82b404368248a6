import type { AddressBody, District, ShippingAddress } from "@shop/contracts";
import { api } from "./client";

type AddressAnswer = { message: string; data: { address: ShippingAddress } };

/** GET /v1/addresses (signed-in only). */
export async function getAddresses(): Promise<ShippingAddress[]> {
  const res = await api.get<{ message: string; data: { addresses: ShippingAddress[] } }>("/v1/addresses", { cache: "no-store" });
  return res.data.data.addresses;
}

/** POST /v1/addresses */
export async function createAddress(body: AddressBody): Promise<AddressAnswer> {
  return (await api.post<AddressAnswer>("/v1/addresses", body)).data;
}

/** PUT /v1/addresses/{uuid} */
export async function updateAddress({ uuid, body }: { uuid: string; body: AddressBody }): Promise<AddressAnswer> {
  return (await api.put<AddressAnswer>(`/v1/addresses/${encodeURIComponent(uuid)}`, body)).data;
}

/** DELETE /v1/addresses/{uuid} */
export async function deleteAddress({ uuid }: { uuid: string }): Promise<{ message: string }> {
  return (await api.delete<{ message: string }>(`/v1/addresses/${encodeURIComponent(uuid)}`)).data;
}

/** GET /v1/districts: Bangladesh's 64 districts for the address form. */
export async function getDistricts(): Promise<District[]> {
  const res = await api.get<{ message: string; data: { districts: District[] } }>("/v1/districts");
  return res.data.data.districts;
}
