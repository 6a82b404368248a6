import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as SessionStore from "./session-store";

// Outside a component, the hook reads the store's state as it is now.
vi.mock("react", () => ({ useSyncExternalStore: (_subscribe: unknown, getState: () => unknown) => getState() }));

const SHOPPER = { user: { name: "Rahim", email: null, phone: "01712345678" }, expires: "2026-12-31T00:00:00.000Z" };

/** A fetch whose answers the test hands out one by one, in the order they were asked for. */
function pendingFetch() {
  const calls: { url: string; init?: RequestInit; answer: (body: unknown, status?: number) => void; fail: () => void }[] = [];
  const fetch = vi.fn(
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) =>
        calls.push({
          url,
          init,
          answer: (body, status = 200) => resolve(new Response(JSON.stringify(body), { status })),
          fail: () => reject(new TypeError("Failed to fetch")),
        }),
      ),
  );
  return { fetch, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const status = () => store.useSessionState().status;

let store: typeof SessionStore;
let net: ReturnType<typeof pendingFetch>;
let stop: () => void;
const stored = new Map<string, string>();
const win = new EventTarget();
const doc = Object.assign(new EventTarget(), { visibilityState: "visible" });

function storageEvent(key: string, newValue: string | null) {
  return Object.assign(new Event("storage"), { key, newValue });
}

beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  net = pendingFetch();
  stored.clear();
  vi.stubGlobal("fetch", net.fetch);
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", doc);
  vi.stubGlobal("navigator", { onLine: true });
  vi.stubGlobal("localStorage", { setItem: (key: string, value: string) => void stored.set(key, value) });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  store = await import("./session-store");
  stop = store.startSessionSync();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the session store (spec §4)", () => {
  it("is loading until the first read; {} is a guest, { user } a shopper", async () => {
    expect(status()).toBe("loading");
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0].url).toBe("/api/auth/session");
    expect(net.calls[0].init).toMatchObject({ credentials: "same-origin", cache: "no-store" });
    net.calls[0].answer({});
    await settle();
    expect(store.useSessionState()).toEqual({ status: "unauthenticated", data: null });
    doc.dispatchEvent(new Event("visibilitychange"));
    net.calls[1].answer(SHOPPER);
    await settle();
    expect(store.useSessionState()).toEqual({ status: "authenticated", data: SHOPPER });
  });

  it("settles as a guest when the first read fails, and keeps a shopper through a later failure", async () => {
    net.calls[0].fail();
    await settle();
    expect(status()).toBe("unauthenticated");
    const signedIn = store.refreshSession();
    net.calls[1].answer(SHOPPER);
    expect(await signedIn).toEqual(SHOPPER);
    doc.dispatchEvent(new Event("visibilitychange"));
    net.calls[2].fail();
    await settle();
    expect(status()).toBe("authenticated");
    const refreshed = store.refreshSession();
    net.calls[3].answer({}, 500);
    expect(await refreshed).toEqual(SHOPPER);
    expect(status()).toBe("authenticated");
  });

  it("joins a read under way instead of starting another", async () => {
    doc.dispatchEvent(new Event("visibilitychange"));
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(net.calls).toHaveLength(1);
  });

  it("lets a refresh overrule an older read that answers after it", async () => {
    const refreshed = store.refreshSession();
    expect(net.calls).toHaveLength(2);
    net.calls[1].answer(SHOPPER);
    expect(await refreshed).toEqual(SHOPPER);
    // The read from before sign-in answers late: it must not sign the shopper out.
    net.calls[0].answer({});
    await settle();
    expect(status()).toBe("authenticated");
  });

  it("tells other tabs on refresh, and reads again when another tab says so", async () => {
    net.calls[0].answer({});
    await settle();
    const refreshed = store.refreshSession();
    net.calls[1].answer(SHOPPER);
    await refreshed;
    expect(JSON.parse(stored.get("nextauth.message") ?? "null")).toMatchObject({ event: "session", data: { trigger: "getSession" } });

    win.dispatchEvent(storageEvent("other-key", "{}"));
    win.dispatchEvent(storageEvent("nextauth.message", "not json"));
    expect(net.calls).toHaveLength(2);
    win.dispatchEvent(storageEvent("nextauth.message", JSON.stringify({ event: "session", data: { trigger: "signout" } })));
    expect(net.calls).toHaveLength(3);
  });

  it("asks the server to re-read the profile on update, with the CSRF token", async () => {
    net.calls[0].answer(SHOPPER);
    await settle();
    const refreshed = store.refreshSession({ update: true });
    expect(net.calls[1].url).toBe("/api/auth/csrf");
    net.calls[1].answer({ csrfToken: "abc" });
    await settle();
    expect(net.calls[2].url).toBe("/api/auth/session");
    expect(net.calls[2].init).toMatchObject({ method: "POST", body: JSON.stringify({ csrfToken: "abc" }) });
    const renamed = { ...SHOPPER, user: { ...SHOPPER.user, name: "Karim" } };
    net.calls[2].answer(renamed);
    expect(await refreshed).toEqual(renamed);
  });

  it("polls every 5 minutes only while signed in, visible and online", async () => {
    net.calls[0].answer({});
    await settle();
    vi.advanceTimersByTime(5 * 60 * 1000);
    expect(net.calls).toHaveLength(1);
    const refreshed = store.refreshSession();
    net.calls[1].answer(SHOPPER);
    await refreshed;
    vi.advanceTimersByTime(5 * 60 * 1000);
    expect(net.calls).toHaveLength(3);
    net.calls[2].answer(SHOPPER);
    await settle();
    doc.visibilityState = "hidden";
    vi.advanceTimersByTime(5 * 60 * 1000);
    doc.visibilityState = "visible";
    expect(net.calls).toHaveLength(3);
  });

  it("stops listening when stopped", async () => {
    stop();
    doc.dispatchEvent(new Event("visibilitychange"));
    win.dispatchEvent(storageEvent("nextauth.message", JSON.stringify({ event: "session", data: {} })));
    expect(net.calls).toHaveLength(1);
    stop = () => {};
  });
});
