"use client";

import type { Locale } from "@shop/contracts";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import type { ClientMessages, ClientNamespace } from "./messages";
import { fill } from "./messages/fill";
import { localizePath } from "./paths";

interface LocaleContext {
  locale: Locale;
  /** The shell's namespaces, and a route's own where its layout added them (../page-words.tsx). */
  messages: Partial<ClientMessages>;
}

const Context = createContext<LocaleContext | null>(null);

/**
 * The page's language and the words client components need, given by the root layout (the
 * shell's namespaces) and again by a route's layout (its own, added to the shell's): a
 * plain object lookup, so no message-format runtime is sent to phones (decision 025's
 * budget; docs/decisions/051-bangla-storefront.md).
 */
export function LocaleProvider({ locale, messages, children }: LocaleContext & { children: ReactNode }) {
  const outer = useContext(Context);
  const value = useMemo(() => ({ locale, messages: outer ? { ...outer.messages, ...messages } : messages }), [locale, messages, outer]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

const reported = new Set<string>();

/**
 * A namespace this route's layout does not send: its keys show instead of words, and the
 * error is reported as uncaught (the journeys fail on it) without breaking the page.
 * page-words.test.ts is meant to catch it before then.
 */
function reportMissing(namespace: string) {
  if (reported.has(namespace)) return;
  reported.add(namespace);
  const error = new Error(`The words "${namespace}" are not sent with this page: name them in its route's wordsLayout (src/i18n/page-words.tsx)`);
  if (typeof reportError === "function") reportError(error);
  else console.error(error.message);
}

function useLocaleContext(): LocaleContext {
  const value = useContext(Context);
  if (!value) throw new Error("LocaleProvider is missing above this component");
  return value;
}

export function useLocale(): Locale {
  return useLocaleContext().locale;
}

/** `t(key, values)` for one client namespace; `{name}` placeholders filled from values. */
export function useT<N extends ClientNamespace>(namespace: N): (key: keyof ClientMessages[N] & string, values?: Record<string, string | number>) => string {
  const { messages } = useLocaleContext();
  const words = messages[namespace] as Record<string, string> | undefined;
  if (!words) reportMissing(namespace);
  // Stable while the page's words are: effects may list it.
  return useCallback((key: string, values?: Record<string, string | number>) => fill(words?.[key] ?? key, values), [words]);
}

/** A path of this site in the page's language ("/cart" → "/bn/cart" on a Bangla page). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}
