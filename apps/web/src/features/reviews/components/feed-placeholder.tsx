/**
 * Holds a feedback section's place until it is scrolled near and its code has come
 * (nothing to announce yet; the section then shows its own "Loading reviews"). Apart
 * from feedback-states.tsx, whose loading and failed states come with that code.
 */
export function FeedPlaceholder() {
  return <div aria-hidden="true" className="min-h-40 rounded-xl bg-slate-100/70" />;
}
