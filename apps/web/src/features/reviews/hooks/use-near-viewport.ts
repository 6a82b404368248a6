"use client";

import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * True once the element comes within `margin` of the viewport (or at once when `eager`):
 * the product page's reviews and questions load only when the shopper scrolls toward
 * them, so they never compete with the first paint.
 */
export function useNearViewport<T extends Element>(eager = false, margin = "400px 0px"): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (eager || !element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, eager, margin]);

  return [ref, near];
}
