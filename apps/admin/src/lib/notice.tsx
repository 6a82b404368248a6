import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

type Notice = { id: number; text: string; kind: "success" | "error" };
type NoticeValue = { notify: (text: string, kind?: Notice["kind"]) => void };

const NoticeContext = createContext<NoticeValue>({ notify: () => undefined });

export function useNotice(): NoticeValue {
  return useContext(NoticeContext);
}

/**
 * Success and error messages after an action, read out by screen readers: the live
 * regions are in the page from the start (a region added together with its text is
 * often not announced), and the text goes away after a while.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const notify = useCallback((text: string, kind: Notice["kind"] = "success") => {
    window.clearTimeout(timer.current);
    setNotice({ id: Date.now(), text, kind });
    timer.current = window.setTimeout(() => setNotice(null), kind === "error" ? 10_000 : 6_000);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const value = useMemo(() => ({ notify }), [notify]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center px-4 print:hidden">
        <div role="status" aria-live="polite" className="w-full max-w-md">
          {notice?.kind === "success" ? (
            <p key={notice.id} className="pointer-events-auto rounded-md border border-green-700 bg-green-50 px-4 py-3 text-sm text-green-900 shadow-lg">
              {notice.text}
            </p>
          ) : null}
        </div>
        <div role="alert" aria-live="assertive" className="w-full max-w-md">
          {notice?.kind === "error" ? (
            <p key={notice.id} className="pointer-events-auto rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900 shadow-lg">
              {notice.text}
            </p>
          ) : null}
        </div>
      </div>
    </NoticeContext.Provider>
  );
}
