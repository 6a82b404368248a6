import { IDENTITY_MESSAGES } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { authErrorMessage } from "./auth-errors";

describe("/signin?error= codes", () => {
  it("says something in the shop's words for every code, known or not", () => {
    expect(authErrorMessage("SessionRequired")).toBe(IDENTITY_MESSAGES.signInRequired);
    expect(authErrorMessage("Configuration")).toBe(IDENTITY_MESSAGES.authConfiguration);
    for (const code of ["undefined", "OAuthSignin", "Callback", "CredentialsSignin", "Default", "<script>"]) {
      expect(authErrorMessage(code)).toBe(IDENTITY_MESSAGES.authFailed);
    }
    expect(authErrorMessage(null)).toBeNull();
  });
});
