/** The first page on its way: grey lines, announced by the label. */
export function FeedLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      {[0, 1, 2].map((row) => (
        <div key={row} className="space-y-2 motion-safe:animate-pulse">
          <div className="h-3 w-32 rounded bg-slate-200" />
          <div className="h-3 w-full rounded bg-slate-100" />
          <div className="h-3 w-2/3 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
