import { useCallback, useEffect, useState } from "react";
import { api } from "./api";

export type ApiState<T> = {
  data: T | null;
  error: unknown;
  loading: boolean;
  /** Fetch again (after a change). */
  reload: () => void;
  /** Replace the data with what a change answered, without another fetch. */
  setData: (data: T) => void;
};

/**
 * GET `path` (null: nothing to fetch yet) and keep its answer. A new path fetches again;
 * an older answer that arrives late is dropped.
 */
export function useApi<T>(path: string | null): ApiState<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean; key: string | null }>({
    data: null,
    error: null,
    loading: path !== null,
    key: null,
  });
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    api
      .get<T>(path, undefined, controller.signal)
      .then((data) => setState({ data, error: null, loading: false, key: path }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ data: previous.key === path ? previous.data : null, error, loading: false, key: path }));
      });
    return () => controller.abort();
  }, [path, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const setData = useCallback((data: T) => setState((previous) => ({ ...previous, data, error: null, loading: false })), []);
  return { data: state.data, error: state.error, loading: state.loading, reload, setData };
}
