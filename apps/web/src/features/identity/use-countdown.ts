"use client";

import { useCallback, useEffect, useState } from "react";

/**
 * Seconds left before a new code may be asked for (spec §4: 60 s by default).
 * `restart(seconds)` starts it again, e.g. with the API's resend_in.
 */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [left, setLeft] = useState(initialSeconds);

  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback((seconds: number) => {
    setEndsAt(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, []);

  return { left, done: left === 0, restart };
}
