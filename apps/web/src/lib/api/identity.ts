import type { Customer, OtpSentData, ProfileBody } from "@shop/contracts";
import { api } from "./client";

/** Browser-side identity calls (spec §7); the client adds the bearer token / guest id. */
type Envelope<T> = { message: string; data: T };

export async function requestSignInOtp(phone: string) {
  return (await api.post<Envelope<OtpSentData>>("/v1/auth/otp", { phone })).data;
}

export async function getProfile() {
  return (await api.get<Envelope<{ customer: Customer }>>("/v1/profile")).data;
}

export async function updateProfile(body: ProfileBody) {
  return (await api.post<Envelope<{ customer: Customer }>>("/v1/profile", body)).data;
}

export async function requestPhoneChangeOtp(phone: string) {
  return (await api.post<Envelope<OtpSentData>>("/v1/phone-verification", { phone })).data;
}

export async function confirmPhoneChange(body: { phone: string; otp: string; signature: string }) {
  return (await api.post<Envelope<{ phone_number: string; customer: Customer }>>("/v1/phone-update", body)).data;
}

export async function requestEmailChange(email: string) {
  return (await api.post<Envelope<{ email: string }>>("/v1/email-verification", { email })).data;
}

export async function confirmEmailChange(body: { email: string; token: string }) {
  return (await api.post<Envelope<{ customer: Customer }>>("/v1/email-update", body)).data;
}
