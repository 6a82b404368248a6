"use client";

import { usePathname } from "next/navigation";
import { useShopSession } from "@/features/identity/session";
import { useLocale, useT } from "@/i18n/client";
import { switchHref } from "@/i18n/paths";
import { cn } from "@/lib/cn";

/**
 * The language switch (issue 50): the same page in the other language, "/category/x" ⇄
 * "/bn/category/x". A plain link the browser follows (its hreflang keeps LinkNavigation
 * off it): the proxy remembers the choice in the language cookie on that page load, and
 * the other language is another root layout. The query is not carried over. A signed-in
 * shopper's account takes the language too (PUT /v1/profile/locale, decision 050: their
 * SMS and mails), sent so that it outlives the page (keepalive).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const t = useT("lang");
  const other = locale === "bn" ? "en" : "bn";
  const href = switchHref(other, usePathname() || "/");
  const { status } = useShopSession();
  const remember = () => {
    if (status !== "authenticated") return;
    void fetch("/api/v1/profile/locale", {
      method: "PUT",
      keepalive: true,
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-Requested-With": "XMLHttpRequest" },
      body: JSON.stringify({ locale: other }),
    }).catch(() => undefined);
  };
  return (
    <a
      href={href}
      onClick={remember}
      hrefLang={other}
      lang={other}
      aria-label={t("switchToName")}
      title={t("switchToName")}
      className={cn("whitespace-nowrap", className)}
      data-language-switch=""
    >
      {t("switchTo")}
    </a>
  );
}
