import { SearchBox } from "@/features/search/components/search-box";

/**
 * The header search box (spec §2 Search): suggestions, recent searches and the plain
 * GET form to /search?query= underneath live in the search feature. One component for
 * the desktop bar and the phone layout (there a full-width row under the logo).
 */
export function SearchForm({ className }: { className?: string }) {
  return <SearchBox className={className} />;
}
