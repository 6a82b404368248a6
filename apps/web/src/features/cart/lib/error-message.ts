import { MESSAGES } from "@shop/contracts";
import { ApiError } from "@/lib/api/client";

/** What a toast says when a call fails: the API's own message, else the generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return MESSAGES.somethingWentWrong;
}
