"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback } from "react";
import { signInHref } from "@/features/identity/callback-url";

/**
 * useSignInRedirect's rule (callbackUrl = current path with its query; none on the
 * home page) for buttons on statically rendered pages: the query is read from the
 * location at click time, because useSearchParams would opt a static page out of
 * prerendering unless wrapped in Suspense.
 */
export function useGuestRedirect(): () => void {
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(() => {
    const current = `${pathname}${window.location.search}`;
    router.push(signInHref(pathname === "/" ? null : current));
  }, [router, pathname]);
}
