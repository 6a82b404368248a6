"use client";

import { useEffect, type ReactNode } from "react";
import { configureApiClient } from "@/lib/api/client";
import { isSigningOut, signOutToGuest } from "./reset-identity";
import { startSessionSync } from "./session-store";

let resetting: Promise<void> | null = null;

// Browser only: on the server the client module is shared by every shopper's render.
// The browser holds no token or guest id: the forwarder attaches both from httpOnly
// cookies and says when the session's token was refused (docs/decisions/013-web-edge.md).
if (typeof window !== "undefined")
  configureApiClient({
    onUnauthorized: () => {
      if (resetting || isSigningOut()) return;
      resetting = signOutToGuest()
        .catch((error: unknown) => console.error("Sign-out after 401 failed", error))
        .finally(() => {
          resetting = null;
        });
    },
  });

/**
 * The session for client components (spec §4): refetched when the tab becomes
 * visible again, every 5 minutes while open and online, and broadcast to other tabs
 * on sign-in and sign-out (next-auth's storage event). The shop's own small store
 * (./session-store.ts), so next-auth's browser client loads only to sign in or out.
 */
export function IdentityProvider({ children }: { children: ReactNode }) {
  useEffect(startSessionSync, []);
  return children;
}
