/**
 * The query that opens the Ask Question dialog on a product page: /product/{slug}?ask=1
 * (spec §2: the question form reads the product from the route). A guest's sign-in
 * comes back here, so the dialog is open again when they return.
 */
export const ASK_PARAM = "ask";

/** This page's address with ask=1 added (other query values kept). */
export function askQuestionHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set(ASK_PARAM, "1");
  return `${pathname}?${params.toString()}`;
}

/** This page's address without the ask flag (after the dialog closes, so a reload does not reopen it). */
export function withoutAskHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ASK_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

export function isAskRequested(params: Pick<URLSearchParams, "get"> | null): boolean {
  const value = params?.get(ASK_PARAM);
  return value !== null && value !== undefined && value !== "0";
}
