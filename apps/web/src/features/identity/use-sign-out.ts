"use client";

import { MESSAGES } from "@shop/contracts";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { toast } from "@/lib/toast";
import { signOutToGuest, withSigningOut } from "./reset-identity";

/** Sign Out (spec §4): home, counters 0, per-user values cleared, a toast either way. */
export function useSignOut(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    await withSigningOut(async () => {
      try {
        await signOutToGuest();
      } catch (error) {
        console.error("Sign out failed", error);
        toast.error(MESSAGES.signOutFailed);
        return;
      }
      router.push("/");
      router.refresh();
      toast.success(MESSAGES.signOutSuccess);
    });
  }, [router]);
}
