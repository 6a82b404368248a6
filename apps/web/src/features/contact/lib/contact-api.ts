import type { ContactBody } from "@shop/contracts";
import { api } from "@/lib/api/client";

/**
 * POST /v1/contact {name, email, title, comment, website}: 201 "Thank You for your
 * message"; `website` is the honeypot, empty for people.
 */
export async function sendContactMessage(body: ContactBody): Promise<void> {
  await api.post<{ message: string }>("/v1/contact", body);
}
