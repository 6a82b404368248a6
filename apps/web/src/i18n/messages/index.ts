import type { Locale } from "@shop/contracts";
import { bn } from "./bn";
import type { Messages } from "./catalogue";
import { en } from "./en";

export type { Messages };
export type Namespace = keyof Messages;

export const MESSAGES: Record<Locale, Messages> = { en, bn };

/**
 * The namespaces client components read (useT). A page is sent, in its language only, the
 * shell's (SHELL_NAMESPACES, by the root layout) and those its route's layout names
 * (wordsLayout in ../page-words.tsx); page-words.test.ts checks that every route gets what
 * its client components read.
 */
export const CLIENT_NAMESPACES = [
  "lang",
  "errors",
  "common",
  "moneyRows",
  "stockRequest",
  "header",
  "menu",
  "newsletter",
  "price",
  "buy",
  "search",
  "cart",
  "checkout",
  "orders",
  "signin",
  "addresses",
  "wishlist",
  "compare",
  "contactForm",
  "orderForms",
  "reviews",
  "returns",
  "askToStock",
  "bom",
  "newsletterPages",
  "coupon",
] as const satisfies readonly Namespace[];
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];
export type ClientMessages = Pick<Messages, ClientNamespace>;

/**
 * The words of the header, footer, cart drawer, compare bar and product cards: on every
 * page. The rest (checkout's, orders', reviews'…: about three quarters of the words) go
 * only with the routes that use them, not in every page's RSC payload (issue 44).
 */
export const SHELL_NAMESPACES = [
  "lang",
  "errors",
  "common",
  "header",
  "menu",
  "newsletter",
  "price",
  "buy",
  "search",
  "cart",
  "compare",
] as const satisfies readonly ClientNamespace[];

/** The words of these namespaces in one language, for a LocaleProvider. */
export function clientMessages(locale: Locale, namespaces: readonly ClientNamespace[]): Partial<ClientMessages> {
  const all = MESSAGES[locale];
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Partial<ClientMessages>;
}
