import type { Locale } from "@shop/contracts";
import { bn } from "./bn";
import type { Messages } from "./catalogue";
import { en } from "./en";

export type { Messages };
export type Namespace = keyof Messages;

export const MESSAGES: Record<Locale, Messages> = { en, bn };

/**
 * The namespaces client components read (through ClientMessages in the layout): only
 * these are sent with a page, in its language only.
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

export function clientMessages(locale: Locale): ClientMessages {
  const all = MESSAGES[locale];
  return Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, all[ns]])) as ClientMessages;
}
