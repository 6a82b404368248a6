/**
 * Control characters (NUL and the rest of C0 and C1, bar tab and line breaks) have no
 * business in a name, an address or a search, and PostgreSQL refuses NUL outright.
 * Bidirectional controls (U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C) can
 * make a name display as something else ("Trojan Source"): refused too. Bengali and
 * every other script pass untouched. A module of its own: the storefront's search and
 * filters clean their text with it and need none of the request messages
 * (input-rules.ts) in their page's code.
 */
// eslint-disable-next-line no-control-regex
export const FORBIDDEN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
