"use client";

import { useCountsStore } from "@/lib/stores/counts-store";
import { refreshSession } from "./session-store";
import { clearUserStorage } from "./user-storage";

let leaving = false;

/**
 * True while the shopper's own Sign Out runs (it goes home), so protected-page guards
 * do not race it with a redirect to /signin. A sign-out forced by a 401 leaves this
 * false: the guard then sends the shopper to sign in again.
 */
export function isSigningOut(): boolean {
  return leaving;
}

export async function withSigningOut<T>(work: () => Promise<T>): Promise<T> {
  leaving = true;
  try {
    return await work();
  } finally {
    // Let the session change reach every component before guards may redirect again.
    setTimeout(() => {
      leaving = false;
    }, 1000);
  }
}

/**
 * Ends the session (next-auth revokes the API token in events.signOut) and makes the
 * browser a fresh guest: counters to 0, per-user stored values gone, and a new guest id
 * (the old one was seen with the account), which the sign-out route sets as an
 * httpOnly cookie. Rejects when the sign-out call failed, in
 * which case nothing is reset. next-auth's client loads only now (it is not in the
 * pages' first load), and our session store is read again so the header shows the guest.
 */
export async function signOutToGuest(): Promise<void> {
  const { signOut } = await import("next-auth/react");
  await signOut({ redirect: false });
  await refreshSession();
  useCountsStore.getState().resetCounts();
  clearUserStorage();
}
