"use client";

import { useEffect, type RefObject } from "react";

/**
 * Moves focus to `ref` once a dialog's body has mounted. The native dialog focuses its
 * first control when it opens, and it opens after its body's effects have run, so the
 * move waits one frame.
 */
export function useFocusOnOpen(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [ref]);
}
