"use client";

import { useCallback, useEffect } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useSession } from "next-auth/react";
import type { SessionUser } from "@shop/contracts";

export type ShopSessionStatus = "loading" | "authenticated" | "unauthenticated";
export type ShopSession = { status: ShopSessionStatus; user: SessionUser | null; token: string | null };

/**
 * Who the shopper is, from the next-auth session (spec §3 session user: token, name,
 * email, phone). Every client component reads identity through this hook.
 */
export function useShopSession(): ShopSession {
  const { data, status } = useSession();
  if (status !== "authenticated" || !data?.token) return { status: status === "loading" ? "loading" : "unauthenticated", user: null, token: null };
  return { status, user: data.user, token: data.token };
}

/** `/signin?callbackUrl=<path>` for a protected page or action (spec §2). */
export function signInHref(callbackUrl?: string | null): string {
  if (!callbackUrl || callbackUrl === "/" || !callbackUrl.startsWith("/") || callbackUrl.startsWith("//")) return "/signin";
  return `/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`;
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
 * Where to go after sign-in (spec §2): the callbackUrl when it is a path on this site,
 * else home. Absolute URLs are accepted only for `origin` and reduced to their path,
 * so an attacker's link cannot send a fresh session elsewhere.
 */
export function safeCallbackUrl(raw: string | null | undefined, origin?: string): string {
  if (!raw) return "/";
  let path = raw;
  if (origin && /^https?:\/\//i.test(raw)) {
    try {
      const url = new URL(raw);
      if (url.origin !== origin) return "/";
      path = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return "/";
    }
  }
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return "/";
  if (path === "/signin" || path.startsWith("/signin?") || path.startsWith("/api/")) return "/";
  return path;
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
