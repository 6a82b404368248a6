"use client";

import { Button, buttonClasses } from "@/components/ui/button";
import { useShopSession } from "./session";
import { useSignOut } from "./use-sign-out";

/** Asks before signing out; a guest is told there is nothing to sign out of. */
export function SignOutView() {
  const { status } = useShopSession();
  const signOut = useSignOut();
  if (status === "unauthenticated") {
    return (
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Sign Out</h1>
        <p className="mt-3 text-sm text-slate-600">You are not signed in.</p>
        <a href="/" className={`${buttonClasses({ fullWidth: true })} mt-6`}>
          Continue shopping
        </a>
      </div>
    );
  }
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Sign Out</h1>
      <p className="mt-3 text-sm text-slate-600">Are you sure you want to sign out?</p>
      <div className="mt-6 flex flex-col gap-3">
        <Button fullWidth onClick={() => void signOut()} disabled={status === "loading"}>
          Sign Out
        </Button>
        <a href="/" className={buttonClasses({ variant: "outlined" })}>
          Cancel
        </a>
      </div>
    </div>
  );
}
