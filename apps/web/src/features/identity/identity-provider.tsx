"use client";

import { SessionProvider } from "next-auth/react";
import { useEffect, type ReactNode } from "react";
import { configureApiClient } from "@/lib/api/client";
import { ensureGuestId, readGuestId, storeFreshGuestId } from "./guest-cookie";
import { isSigningOut, signOutToGuest } from "./reset-identity";
import { useShopSession } from "./session";

/** Polling is a backstop; focus/visibility refetch and cross-tab broadcast do the work. */
const SESSION_POLL_SECONDS = 5 * 60;

let currentToken: string | null = null;
let resetting: Promise<void> | null = null;

// Browser only: on the server the client module is shared by every shopper's render.
if (typeof window !== "undefined") configureApiClient({
  // API.md: the user wins when both are sent; a guest always has an id to send.
  identity: () => (currentToken ? { token: currentToken, guestId: readGuestId() } : { guestId: ensureGuestId() }),
  // A 401 to a call that carried a token: the session is dead (expired or revoked).
  onUnauthorized: () => {
    if (resetting || isSigningOut()) return;
    currentToken = null;
    resetting = signOutToGuest()
      .catch((error: unknown) => console.error("Sign-out after 401 failed", error))
      .finally(() => {
        resetting = null;
      });
  },
  onInvalidGuestId: () => {
    storeFreshGuestId();
  },
});

function IdentityBridge() {
  const { status, token } = useShopSession();
  // Read by every API call made after this render (set before children's effects run).
  if (typeof window !== "undefined") currentToken = token;
  useEffect(() => {
    if (status === "unauthenticated") ensureGuestId();
  }, [status]);
  return null;
}

/**
 * The session for client components (spec §4): refetched when the tab becomes
 * visible again, every 5 minutes while open and online, and broadcast to other tabs
 * on sign-in and sign-out (next-auth's storage event).
 */
export function IdentityProvider({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={SESSION_POLL_SECONDS} refetchWhenOffline={false}>
      <IdentityBridge />
      {children}
    </SessionProvider>
  );
}
