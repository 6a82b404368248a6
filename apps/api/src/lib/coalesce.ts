/**
 * Share one read among concurrent callers without ever answering a caller with a
 * read that started before it asked: callers arriving while a read is in flight
 * wait for the next read, which starts as soon as the current one settles. Under
 * load this keeps at most two reads outstanding instead of one per request.
 */
export function coalesceReads<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  let next: Promise<T> | null = null;

  const start = (): Promise<T> => {
    const promise: Promise<T> = read().finally(() => {
      if (current === promise) current = null;
    });
    current = promise;
    return promise;
  };

  return () => {
    if (!current) return start();
    if (!next) {
      const settled = current.then(
        () => undefined,
        () => undefined,
      );
      next = settled.then(() => {
        next = null;
        return start();
      });
    }
    return next;
  };
}

/**
 * Reuse a value read less than `ttlMs` ago (measured from when its read started);
 * otherwise read again through `coalesceReads`. With ttlMs 0 every caller gets a
 * read that started after it asked.
 */
export function cachedReads<T>(read: () => Promise<T>, ttlMs: number, now: () => number = performance.now.bind(performance)): () => Promise<T> {
  const timed = coalesceReads(async () => {
    const startedAt = now();
    return { value: await read(), startedAt };
  });
  let last: { value: T; startedAt: number } | null = null;
  return async () => {
    if (ttlMs > 0 && last && now() - last.startedAt < ttlMs) return last.value;
    const result = await timed();
    if (!last || result.startedAt >= last.startedAt) last = result;
    return result.value;
  };
}
