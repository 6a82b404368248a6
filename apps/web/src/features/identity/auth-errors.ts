import { IDENTITY_MESSAGES } from "@shop/contracts";

/**
 * What /signin?error=<code> says for each of next-auth's error codes, in the shop's
 * words: the spec's SessionRequired message, and a plain sentence for every other
 * code, including unknown ones and a literal "undefined".
 */
const BY_CODE: Record<string, string> = {
  SessionRequired: IDENTITY_MESSAGES.signInRequired,
  Configuration: IDENTITY_MESSAGES.authConfiguration,
  AccessDenied: IDENTITY_MESSAGES.authAccessDenied,
  Verification: IDENTITY_MESSAGES.authLinkInvalid,
};

export function authErrorMessage(code: string | null | undefined): string | null {
  if (code === null || code === undefined || code === "") return null;
  return BY_CODE[code] ?? IDENTITY_MESSAGES.authFailed;
}
