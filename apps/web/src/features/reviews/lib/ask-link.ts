import { ASK_PARAM } from "./ask-flag";

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
