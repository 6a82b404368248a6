import type { FormEvent, ReactNode } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { FROM_BOX_PARAM, FROM_BOX_VALUE, QUERY_MAX_LENGTH, searchInputId } from "@/lib/search-form";

/**
 * What the plain box (before the search code loads) and the full box share, so the swap
 * from one to the other changes nothing a shopper can see: the input's attributes and
 * the GET form to /search around it.
 */
export const SEARCH_INPUT_PROPS = {
  name: "query",
  type: "search",
  required: true,
  maxLength: QUERY_MAX_LENGTH,
  autoComplete: "off",
  autoCorrect: "off",
  autoCapitalize: "none",
  spellCheck: false,
  enterKeyHint: "search",
  "aria-autocomplete": "list",
  className:
    "h-full w-full rounded-l-md border border-r-0 border-slate-300 bg-white pl-3 pr-10 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600 md:text-sm [&::-webkit-search-cancel-button]:appearance-none",
} as const;

/** The box's words and where it searches, in the page's language (the plain box is rendered on the server, the full one in the browser). */
export type SearchWords = { label: string; placeholder: string; submit: string; suggestions: string; action: string };

/** The form: label, the input (children, with its clear button), the marker of a plain submit, the Search button. */
export function SearchFormFrame({
  inputId,
  onSubmit,
  words,
  children,
}: {
  inputId: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  words: SearchWords;
  children: ReactNode;
}) {
  return (
    <form action={words.action} method="get" role="search" onSubmit={onSubmit} className="flex h-11 w-full">
      <label htmlFor={inputId} className="sr-only">
        {words.label}
      </label>
      <div className="relative min-w-0 flex-1">{children}</div>
      <input type="hidden" name={FROM_BOX_PARAM} value={FROM_BOX_VALUE} />
      <button
        type="submit"
        aria-label={words.submit}
        className="inline-flex h-full w-12 shrink-0 items-center justify-center rounded-r-md bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <SearchIcon />
      </button>
    </form>
  );
}

/**
 * The plain box, rendered on the server inside LazySearchBox: the GET form with the
 * full box's input and an empty, hidden popup for its aria-controls.
 */
export function PlainSearchForm({ id, words }: { id: string; words: SearchWords }) {
  return (
    <>
      <SearchFormFrame inputId={searchInputId(id)} words={words}>
        <input
          {...SEARCH_INPUT_PROPS}
          placeholder={words.placeholder}
          id={searchInputId(id)}
          role="combobox"
          aria-expanded={false}
          aria-controls={`${id}-listbox`}
        />
      </SearchFormFrame>
      <div id={`${id}-listbox`} role="listbox" aria-label={words.suggestions} hidden />
    </>
  );
}
