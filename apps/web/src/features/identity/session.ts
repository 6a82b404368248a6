"use client";

import { useCallback, useEffect } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { SessionUser } from "@shop/contracts";
import { signInHref } from "./callback-url";
import { useSessionState } from "./session-store";

export type ShopSessionStatus = "loading" | "authenticated" | "unauthenticated";
export type ShopSession = { status: ShopSessionStatus; user: SessionUser | null };

/**
 * Who the shopper is, from the next-auth session (spec §3 session user: name, email,
 * phone). The API token stays in the httpOnly session cookie: page scripts never see
 * it (docs/decisions/013-web-edge.md). Every client component reads identity here.
 */
export function useShopSession(): ShopSession {
  const { data, status } = useSessionState();
  if (status !== "authenticated" || !data?.user) return { status: status === "loading" ? "loading" : "unauthenticated", user: null };
  return { status, user: data.user };
}

/**
 * For a protected action by a guest: go to sign-in carrying the current path (with
 * its query) as callbackUrl; on the home page, go without one (spec §2).
 */
export function useSignInRedirect(): () => void {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  return useCallback(() => {
    const query = searchParams?.toString();
    const current = query ? `${pathname}?${query}` : pathname;
    router.push(signInHref(pathname === "/" ? null : current));
  }, [router, pathname, searchParams]);
}

/**
 * For a protected page already open: when the session ends there (a 401 reset it, or
 * another tab signed out), go to sign-in with this page as callbackUrl. Not while the
 * shopper is signing out here (that goes home).
 */
export function useRequireSession(isSigningOut: () => boolean): ShopSession {
  const session = useShopSession();
  const redirect = useSignInRedirect();
  const { status } = session;
  useEffect(() => {
    if (status === "unauthenticated" && !isSigningOut()) redirect();
  }, [status, redirect, isSigningOut]);
  return session;
}
