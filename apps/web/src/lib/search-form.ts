/*
 * The header search form's fixed parts, in a module of their own: the plain box that
 * every page ships imports these and nothing else of the search feature.
 */

/** The API refuses longer queries (422); a longer URL is cut, not failed. */
export const QUERY_MAX_LENGTH = 200;

/**
 * Added by the header box's plain form only (a submit before the page is interactive),
 * so the results page knows to record the search; the box records it itself otherwise.
 */
export const FROM_BOX_PARAM = "from";
export const FROM_BOX_VALUE = "search-box";

/** The id of a plain box's input (PlainSearchForm), from the box's id. */
export const searchInputId = (id: string) => `${id}-input`;

/** The header's plain box and the id of its input, which the results page fills in. */
export const HEADER_SEARCH_ID = "site-search";
export const HEADER_SEARCH_INPUT_ID = searchInputId(HEADER_SEARCH_ID);

/** Set on the header's plain input while it shows a results page's query (QueryInHeaderBox), not typed by the shopper. */
export const SHOWN_QUERY_ATTRIBUTE = "data-shown-query";

/**
 * The shopper used the plain box before the page's scripts ran, which no handler saw:
 * it has the focus, or text they typed (not the query a results page put there).
 */
export function usedBeforeHydration(input: HTMLInputElement): boolean {
  return input === document.activeElement || (input.value !== "" && input.value !== input.getAttribute(SHOWN_QUERY_ATTRIBUTE));
}
