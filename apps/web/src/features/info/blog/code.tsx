/** A code sample in a post: scrolls sideways on phones instead of widening the page. */
export function Code({ children }: { children: string }) {
  return (
    <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 p-4 text-[13px] leading-6 text-slate-100">
      <code className="!bg-transparent !p-0 !text-slate-100">{children}</code>
    </pre>
  );
}
