"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { cn } from "@/lib/cn";
import type { SearchBox as FullSearchBox } from "./search-box";
import { SEARCH_INPUT_PROPS, SearchFormFrame } from "./search-field";

type Props = { className?: string; autoFocus?: boolean };

let loaded: Promise<typeof FullSearchBox> | null = null;
const loadSearchBox = () => (loaded ??= import("./search-box").then((m) => m.SearchBox));

/**
 * The header search box as every page first ships it: the plain GET form to /search,
 * looking exactly like the full box. The full box's code (suggestions, recent searches,
 * keyboard navigation) loads when the shopper first points at, taps or focuses it, and
 * then takes over the text typed so far and the focus (issue 15: the search box's code
 * loaded when first used). On a results page it loads at once, to show the query.
 */
export function LazySearchBox({ className, autoFocus = false }: Props) {
  const id = useId();
  const plain = useRef<HTMLInputElement>(null);
  const [Box, setBox] = useState<ComponentType<Parameters<typeof FullSearchBox>[0]> | null>(null);
  const onResults = usePathname() === "/search";

  const load = () => void loadSearchBox().then((box) => setBox(() => box));

  useEffect(() => {
    if (onResults) void loadSearchBox().then((box) => setBox(() => box));
  }, [onResults]);

  if (Box) return <Box className={className} autoFocus={autoFocus} adopt={plain.current} />;
  return (
    <div className={cn("relative", className)} onPointerEnter={load} onTouchStart={load} onFocus={load}>
      <SearchFormFrame inputId={`${id}-input`}>
        <input
          {...SEARCH_INPUT_PROPS}
          ref={plain}
          id={`${id}-input`}
          autoFocus={autoFocus}
          role="combobox"
          aria-expanded={false}
          aria-controls={`${id}-listbox`}
        />
      </SearchFormFrame>
      {/* The popup the full box fills, empty and hidden until then. */}
      <div id={`${id}-listbox`} role="listbox" aria-label="Product suggestions" hidden />
    </div>
  );
}
