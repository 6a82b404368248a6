import Form from "next/form";
import { SearchIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";

/**
 * The header search box: a GET form to /search?query= (next/form navigates on the
 * client and still works without JavaScript). Search issue: suggestions and recent
 * searches attach to this input.
 */
export function SearchForm({ className }: { className?: string }) {
  return (
    <Form action="/search" role="search" className={cn("flex h-11 w-full", className)}>
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        id="site-search"
        name="query"
        type="search"
        required
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search Arduino, sensors, motors…"
        className="h-full min-w-0 flex-1 rounded-l-md border border-r-0 border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:-outline-offset-1 focus:outline-brand-600"
      />
      <button
        type="submit"
        aria-label="Search"
        className="inline-flex h-full w-12 shrink-0 items-center justify-center rounded-r-md bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <SearchIcon />
      </button>
    </Form>
  );
}
