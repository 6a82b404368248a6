"use client";

import type { Locale } from "@shop/contracts";
import { createContext, useCallback, useContext, type ReactNode } from "react";
import type { ClientMessages, ClientNamespace } from "./messages";
import { fill } from "./messages/fill";
import { localizePath } from "./paths";

interface LocaleContext {
  locale: Locale;
  messages: ClientMessages;
}

const Context = createContext<LocaleContext | null>(null);

/**
 * The page's language and the words client components need (CLIENT_NAMESPACES), given
 * by the layout: a plain object lookup, so no message-format runtime is sent to phones
 * (decision 025's budget; docs/decisions/051-bangla-storefront.md).
 */
export function LocaleProvider({ locale, messages, children }: LocaleContext & { children: ReactNode }) {
  return <Context.Provider value={{ locale, messages }}>{children}</Context.Provider>;
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
  const words = messages[namespace] as Record<string, string>;
  // Stable while the page's words are: effects may list it.
  return useCallback((key: string, values?: Record<string, string | number>) => fill(words[key] ?? key, values), [words]);
}

/** A path of this site in the page's language ("/cart" → "/bn/cart" on a Bangla page). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(locale, path), [locale]);
}
