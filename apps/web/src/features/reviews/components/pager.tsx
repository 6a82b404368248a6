import { Button } from "@/components/ui/button";

type Props = { page: number; lastPage: number; onChange: (page: number) => void; label: string };

/** Previous / Page n of m / Next for a list read page by page in place (the product page itself stays cached). */
export function Pager({ page, lastPage, onChange, label }: Props) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="outlined" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous<span className="sr-only"> page</span>
      </Button>
      <p className="text-sm text-slate-700" data-pages="">
        Page {page} of {lastPage}
      </p>
      <Button variant="outlined" size="sm" disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
        Next<span className="sr-only"> page</span>
      </Button>
    </nav>
  );
}
