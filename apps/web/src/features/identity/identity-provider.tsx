"use client";

import { SessionProvider } from "next-auth/react";
import type { ReactNode } from "react";
import { configureApiClient } from "@/lib/api/client";
import { isSigningOut, signOutToGuest } from "./reset-identity";

/** Polling is a backstop; focus/visibility refetch and cross-tab broadcast do the work. */
const SESSION_POLL_SECONDS = 5 * 60;

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
 * on sign-in and sign-out (next-auth's storage event).
 */
export function IdentityProvider({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={SESSION_POLL_SECONDS} refetchWhenOffline={false}>
      {children}
    </SessionProvider>
  );
}
