"use client";

import { useEffect, useRef, type RefObject } from "react";

/**
 * While `active`, a press (mouse, touch or pen) anywhere outside `ref` calls
 * `onOutside`: how the header's menus, the search box and its panels close on a click
 * or tap elsewhere. The latest `onOutside` is used without re-subscribing.
 */
export function useOutsidePointerDown(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const handler = useRef(onOutside);
  useEffect(() => {
    handler.current = onOutside;
  });
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) handler.current();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [active, ref]);
}
