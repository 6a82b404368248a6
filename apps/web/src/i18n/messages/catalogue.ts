import type { en } from "./en";

/** A catalogue shaped like the English one: every key, each a string. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The storefront's words in one language (docs/decisions/051-bangla-storefront.md). */
export type Messages = Catalogue<typeof en>;
