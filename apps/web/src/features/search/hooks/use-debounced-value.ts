"use client";

import { useEffect, useRef, useState } from "react";
import { createDebouncer, type Debouncer } from "../lib/debounce";

/**
 * `value`, once it has stopped changing for `ms`. `immediate(value)` true skips the
 * wait (e.g. an emptied search box answers at once).
 */
export function useDebouncedValue<T>(value: T, ms: number, immediate?: (value: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  const debouncer = useRef<Debouncer<[T]> | null>(null);
  const skip = immediate?.(value) ?? false;

  useEffect(() => {
    const d = createDebouncer<[T]>(setSettled, ms);
    debouncer.current = d;
    return () => d.cancel();
  }, [ms]);

  useEffect(() => {
    const d = debouncer.current;
    if (!d) return;
    if (skip) {
      d.cancel();
      setSettled(value);
    } else {
      d.call(value);
    }
  }, [value, skip]);

  return settled;
}
