"use client";

import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "@/features/cart/lib/error-message";

type Phase = { phase: "loading" } | { phase: "ready" } | { phase: "failed"; message: string };

export type PagedFeed<T> = {
  page: number;
  /** The last page that arrived: kept on screen (dimmed) while the next one loads. */
  data: T | null;
  state: Phase;
  goTo: (page: number) => void;
  /** Reads `page` again (page 1 unless given), e.g. after the shopper added to the list. */
  reload: (page?: number) => void;
};

/**
 * One paged list of a product (its reviews or its questions) read from the browser. A
 * newer request aborts the older one, so a quick Next, Next never shows a stale page.
 * `load` must be stable (a module-level function).
 */
export function usePagedFeed<T>(slug: string, load: (slug: string, page: number, signal: AbortSignal) => Promise<T>): PagedFeed<T> {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [data, setData] = useState<T | null>(null);
  const [state, setState] = useState<Phase>({ phase: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setState({ phase: "loading" });
    load(slug, page, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setData(answer);
        setState({ phase: "ready" });
      },
      (error: unknown) => {
        // Aborted: a newer request (or the section leaving the page) owns the state now.
        if (controller.signal.aborted) return;
        setState({ phase: "failed", message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [slug, page, attempt, load]);

  const goTo = useCallback((next: number) => setPage(Math.max(1, next)), []);
  const reload = useCallback((next = 1) => {
    setPage(next);
    setAttempt((n) => n + 1);
  }, []);
  return { page, data, state, goTo, reload };
}
