"use client";

import { signOut } from "next-auth/react";
import { useCountsStore } from "@/lib/stores/counts-store";
import { storeFreshGuestId } from "./guest-cookie";
import { clearUserStorage } from "./user-storage";

let signingOut = false;

/** True while a sign-out is running, so page guards do not race it with a redirect. */
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Ends the session (next-auth revokes the API token in events.signOut) and makes the
 * browser a fresh guest: counters to 0, per-user stored values gone, a new guest id
 * (the old one may be tied to the account). Rejects when the sign-out call failed, in
 * which case nothing is reset.
 */
export async function signOutToGuest(): Promise<void> {
  signingOut = true;
  try {
    await signOut({ redirect: false });
    useCountsStore.getState().resetCounts();
    clearUserStorage();
    storeFreshGuestId();
  } finally {
    // Let the session change settle before guards may redirect again.
    setTimeout(() => {
      signingOut = false;
    }, 1000);
  }
}
