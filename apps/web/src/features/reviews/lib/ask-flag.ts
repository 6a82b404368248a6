/**
 * The query that opens the Ask Question dialog on a product page: /product/{slug}?ask=1
 * (spec §2: the question form reads the product from the route). A guest's sign-in
 * comes back here, so the dialog is open again when they return. Apart from the links
 * (ask-link.ts): the product page's first load needs only this check.
 */
export const ASK_PARAM = "ask";

export function isAskRequested(params: Pick<URLSearchParams, "get"> | null): boolean {
  const value = params?.get(ASK_PARAM);
  return value !== null && value !== undefined && value !== "0";
}
