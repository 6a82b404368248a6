import { GUEST_ID_PATTERN, type Customer, type SigninData } from "@shop/contracts";
import { ApiError, apiRequest } from "@/lib/api/client";

/**
 * The web server's own calls to the identity API (sign-in, sign-out, profile reads
 * for session refresh). They run inside next-auth's route handler, so the identity
 * is passed explicitly rather than read from the browser hooks.
 */
export async function signInWithOtp(input: {
  phone: string;
  otp: string;
  signature: string;
  guestId?: string | null;
  headers?: Record<string, string>;
}): Promise<SigninData> {
  const res = await apiRequest<{ data: SigninData }>("POST", "/v1/auth/signin", {
    body: { phone: input.phone, otp: input.otp, signature: input.signature },
    headers: input.headers,
    identity: { guestId: input.guestId && GUEST_ID_PATTERN.test(input.guestId) ? input.guestId : null },
    cache: "no-store",
  });
  return res.data.data;
}

export async function revokeToken(token: string): Promise<void> {
  await apiRequest("POST", "/v1/auth/signout", { identity: { token }, cache: "no-store" });
}

export async function readCustomer(token: string): Promise<Customer> {
  const res = await apiRequest<{ data: { customer: Customer } }>("GET", "/v1/profile", { identity: { token }, cache: "no-store" });
  return res.data.data.customer;
}

export { ApiError };
