/** Timer functions, injectable so tests and callers can swap them. */
export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type Debouncer<A extends unknown[]> = {
  /** Schedule `fn(...args)` after `ms` of quiet; a new call restarts the wait with the new arguments. */
  call: (...args: A) => void;
  /** Drop the pending call, if any. */
  cancel: () => void;
  /** Run the pending call now, if any. */
  flush: () => void;
  pending: () => boolean;
};

/**
 * The debounce under the search box (spec §9: 500 ms): `fn` runs once, with the last
 * arguments, after `ms` without another call.
 */
export function createDebouncer<A extends unknown[]>(fn: (...args: A) => void, ms: number, timers: Timers = globalTimers): Debouncer<A> {
  let handle: unknown = null;
  let lastArgs: A | null = null;

  const run = () => {
    const args = lastArgs;
    handle = null;
    lastArgs = null;
    if (args) fn(...args);
  };

  return {
    call: (...args) => {
      if (handle !== null) timers.clearTimeout(handle);
      lastArgs = args;
      handle = timers.setTimeout(run, ms);
    },
    cancel: () => {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      lastArgs = null;
    },
    flush: () => {
      if (handle === null) return;
      timers.clearTimeout(handle);
      run();
    },
    pending: () => handle !== null,
  };
}
