import { isLocale, DEFAULT_LOCALE } from "@shop/contracts";
import type { ReactNode } from "react";
import { LocaleProvider } from "./client";
import { clientMessages, type ClientNamespace } from "./messages";

type LayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * A route's layout that sends the words its client components read beyond the shell's
 * (SHELL_NAMESPACES): `export default wordsLayout(["checkout", "addresses"])` in the
 * route's layout.tsx. page-words.test.ts checks every route's list against the
 * components its page imports.
 */
export function wordsLayout(namespaces: readonly ClientNamespace[]) {
  return async function WordsLayout({ children, params }: LayoutProps) {
    const asked = (await params).locale;
    const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
    return (
      <LocaleProvider locale={locale} messages={clientMessages(locale, namespaces)}>
        {children}
      </LocaleProvider>
    );
  };
}
