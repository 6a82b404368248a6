/** A dependency that does not answer within this is reported down (/health/ready, /metrics): a check never hangs on it. */
export const DEPENDENCY_CHECK_MS = 2000;

/** `work`, or a rejection once `ms` have passed (work that answers later is ignored). */
export function withinMs<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
