"use client";

import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { usePressGate } from "@/lib/hooks/use-press-gate";
import { usedBeforeHydration } from "@/lib/search-form";
import type { SearchBox as FullSearchBox } from "./search-box";

type Props = {
  className?: string;
  autoFocus?: boolean;
  /** The plain box rendered on the server (PlainSearchForm); without it the full box loads at once. */
  children?: ReactNode;
};

let loaded: Promise<typeof FullSearchBox> | null = null;
const loadSearchBox = () => (loaded ??= import("./search-box").then((m) => m.SearchBox));

/**
 * The header search box as every page first ships it: the plain GET form to /search
 * (`children`, rendered on the server, so none of its code is in the first load),
 * looking exactly like the full box. The full box's code (suggestions, recent searches,
 * keyboard navigation) loads when the shopper first points at, taps or focuses it, and
 * then takes over the text typed so far and the focus (issue 15: the search box's code
 * loaded when first used). On a results page the plain box shows the query
 * (QueryInHeaderBox). Text typed or a focus given before the page hydrated (no handler
 * saw it) loads the full box at once. Where no plain box is given (the sticky bar's, opened by a button
 * press) the full box loads at once.
 */
export function LazySearchBox({ className, autoFocus = false, children }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [Box, setBox] = useState<ComponentType<Parameters<typeof FullSearchBox>[0]> | null>(null);
  const atOnce = children === undefined;

  // A press on the plain box (its search button, say) keeps it until the press's click (usePressGate).
  const { onPointerDown, afterPress } = usePressGate();
  const load = useCallback(() => void loadSearchBox().then((box) => afterPress(() => setBox(() => box))), [afterPress]);
  const press = () => {
    onPointerDown();
    load();
  };

  useEffect(() => {
    // Keys typed or a focus given before the page's scripts ran count as first use, as
    // presses do: the full box takes the text over and, in focus, shows its suggestions.
    const input = wrapper.current?.querySelector("input");
    if (atOnce || (input && usedBeforeHydration(input))) load();
  }, [atOnce, load]);

  if (Box) return <Box className={className} autoFocus={autoFocus} adopt={wrapper.current?.querySelector("input") ?? null} />;
  if (children === undefined) return null;
  return (
    <div ref={wrapper} className={cn("relative", className)} onPointerEnter={load} onPointerDown={press} onFocus={load}>
      {children}
    </div>
  );
}
