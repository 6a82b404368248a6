import type { Session } from "next-auth";
import { useSyncExternalStore } from "react";

export type SessionState = { status: "loading" | "authenticated" | "unauthenticated"; data: Session | null };

const SESSION_URL = "/api/auth/session";
/** next-auth's cross-tab channel: its signIn and signOut write this key, and so do we. */
const BROADCAST_KEY = "nextauth.message";
/** Polling is a backstop; visibility refetch and cross-tab broadcast do the work. */
const POLL_MS = 5 * 60 * 1000;

const LOADING: SessionState = { status: "loading", data: null };
const GUEST: SessionState = { status: "unauthenticated", data: null };

let state = LOADING;
const subscribers = new Set<() => void>();
let inflight: Promise<Session | null> | null = null;
/** The newest read: an older one answering later must not overwrite it. */
let latest = 0;

function setState(next: SessionState) {
  state = next;
  for (const notify of subscribers) notify();
}

/** The session next-auth's route answers: `{}` for a guest. It never holds the API token. */
async function read(update: boolean): Promise<Session | null> {
  const init: RequestInit = { credentials: "same-origin", cache: "no-store" };
  const res = update
    ? // next-auth's update(): a POST with the CSRF token makes its jwt callback re-read the profile.
      await fetch(SESSION_URL, {
        ...init,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ csrfToken: await csrfToken() }),
      })
    : await fetch(SESSION_URL, init);
  if (!res.ok) throw new Error(`${SESSION_URL} answered ${res.status}`);
  const body = (await res.json()) as Partial<Session>;
  return body.user ? (body as Session) : null;
}

async function csrfToken(): Promise<string> {
  const res = await fetch("/api/auth/csrf", { credentials: "same-origin", cache: "no-store" });
  if (!res.ok) throw new Error(`/api/auth/csrf answered ${res.status}`);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/**
 * Background reads join the one under way; `fresh` starts a new one (the session has
 * just changed, so a read begun before may be stale). A failed read keeps the state, so
 * a network blip does not sign the shopper out, except the first, which settles as a guest.
 */
function load({ fresh = false, update = false } = {}): Promise<Session | null> {
  if (inflight && !fresh) return inflight;
  const seq = ++latest;
  const run = read(update)
    .then(
      (data) => {
        if (seq === latest) setState(data ? { status: "authenticated", data } : GUEST);
        return data;
      },
      (error: unknown) => {
        if (seq === latest && state.status === "loading") setState(GUEST);
        throw error;
      },
    )
    .finally(() => {
      if (inflight === run) inflight = null;
    });
  inflight = run;
  return run;
}

function loadQuietly(options?: { fresh?: boolean }) {
  load(options).catch((error: unknown) => console.warn("Session refetch failed", error));
}

/**
 * Reads the session again after this tab changed it (sign-in, sign-out, a profile
 * change: `update` has the server re-read the profile first) and tells the other tabs.
 * Resolves to the new session, or on a failed read to the one held before.
 */
export async function refreshSession({ update = false } = {}): Promise<Session | null> {
  try {
    return await load({ fresh: true, update });
  } catch (error) {
    console.warn("Session refresh failed", error);
    return state.data;
  } finally {
    try {
      localStorage.setItem(BROADCAST_KEY, JSON.stringify({ event: "session", data: { trigger: "getSession" }, timestamp: Math.floor(Date.now() / 1000) }));
    } catch {
      // Storage off (private mode, quota): the other tabs catch up when shown again.
    }
  }
}

/**
 * Reads the session, then again when the tab is shown, when another tab signs in or out,
 * and every 5 minutes while a signed-in tab is visible and online (a guest's session
 * cannot lapse). Returns the function that stops it.
 */
export function startSessionSync(): () => void {
  loadQuietly();
  const onVisible = () => {
    if (document.visibilityState === "visible") loadQuietly();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== BROADCAST_KEY || !event.newValue) return;
    try {
      const message = JSON.parse(event.newValue) as { event?: string; data?: unknown } | null;
      if (message?.event === "session" && message.data) loadQuietly({ fresh: true });
    } catch {
      // Not a message of ours.
    }
  };
  const poll = setInterval(() => {
    if (state.status === "authenticated" && document.visibilityState === "visible" && navigator.onLine) loadQuietly();
  }, POLL_MS);
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("storage", onStorage);
  return () => {
    clearInterval(poll);
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("storage", onStorage);
  };
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

const getState = () => state;
const getServerState = () => LOADING;

/** The session as next-auth's useSession() gave it: status and data. */
export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, getState, getServerState);
}
