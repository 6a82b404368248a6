import type { Locale } from "@shop/contracts";
import { bn } from "./bn";
import type { Messages } from "./catalogue";
import { en } from "./en";

export type { Messages };
export type Namespace = keyof Messages;

export const MESSAGES: Record<Locale, Messages> = { en, bn };

/**
 * The words of the header, footer, cart drawer, compare bar and product cards: on every
 * page, from the root layout. The rest (ROUTE_NAMESPACES: checkout's, orders', reviews'…,
 * about three quarters of the words) go only with the routes that use them, named by the
 * route's layout (wordsLayout in ../page-words.tsx), not in every page's RSC payload (issue
 * 44). page-words.test.ts checks that every route gets what its client components read.
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
] as const satisfies readonly Namespace[];

const ROUTE_NAMESPACES = [
  "moneyRows",
  "stockRequest",
  "checkout",
  "orders",
  "signin",
  "addresses",
  "wishlist",
  "contactForm",
  "orderForms",
  "reviews",
  "returns",
  "askToStock",
  "bom",
  "newsletterPages",
  "coupon",
] as const satisfies readonly Namespace[];

/** The namespaces client components read (useT), each sent in the page's language only. */
export const CLIENT_NAMESPACES = [...SHELL_NAMESPACES, ...ROUTE_NAMESPACES] as const;
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];
export type ClientMessages = Pick<Messages, ClientNamespace>;

/** The words of these namespaces in one language, for a LocaleProvider. */
export function clientMessages(locale: Locale, namespaces: readonly ClientNamespace[]): Partial<ClientMessages> {
  const all = MESSAGES[locale];
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Partial<ClientMessages>;
}
