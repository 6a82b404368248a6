import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A client component whose code loads the first time it renders (React.lazy), shown as
 * `fallback` (nothing unless given) until it arrives. For overlays and panels mounted only
 * after a shopper opens them, and sections mounted only when scrolled near, so never
 * rendered on the server: `next/dynamic` did the same with `ssr: false` but brings about
 * 4 KB of its own helpers into every page that uses it.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode = null): ComponentType<Props> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
