/**
 * The small HTTP server every local fake of an outside service runs on (bKash,
 * SSLCommerz, Steadfast, the SMS gateways): node:http on 127.0.0.1 (port 0: a free one),
 * the request's body read once and offered as JSON, form fields and query, a route table
 * (exact paths or patterns; anything else is the services' usual 404), answers for the
 * bad cases (never answer, answer late, drop the connection), and the control routes:
 *
 * - GET /__fake/mode: the fake's switches as they are;
 * - POST /__fake/mode (JSON): sets switches, as `setMode` does in-process; a switch the
 *   fake does not have, or a bad value, is 400 {"error": words};
 * - GET /__fake/<name>: what the fake recorded, where it offers it (the SMS fakes' messages).
 *
 * Each fake (./payments, ./couriers, ./sms) then holds only its service's protocol.
 * Nothing here is imported by the API's own code (apps/api/src), so none of it is in
 * the production build.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRequest = {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** The body as received. */
  raw: string;
  /** The body parsed as JSON; undefined when empty or not JSON. */
  json: unknown;
  /** The body read as form fields (application/x-www-form-urlencoded). */
  form: Record<string, string>;
  query: Record<string, string>;
  /** A pattern route's match (its groups from 1). */
  match: RegExpExecArray | null;
};

export type FakeResponse = {
  json(status: number, body: unknown): void;
  html(status: number, body: string): void;
  redirect(location: string, status?: number): void;
  /** Never answered: the client times out; close() drops the connection. */
  hang(): void;
  /** The connection dropped without an answer (after the fake acted on the request). */
  drop(): void;
  /** Answers after `ms` (a timer close() clears), unless the client has gone. */
  later(ms: number, answer: () => void): void;
  /** Runs once the answer is out (e.g. the gateway's own call after the browser's page). */
  afterAnswer(then: () => void): void;
};

export type FakeRoute = {
  method: "GET" | "POST" | readonly ("GET" | "POST")[];
  path: string | RegExp;
  handle(req: FakeRequest, res: FakeResponse): void | Promise<void>;
};

export type FakeControl = {
  /** GET /__fake/mode. */
  mode(): unknown;
  /** POST /__fake/mode: the switches set (the answer), or the problem in words (400). */
  setMode(body: unknown): unknown;
  /** GET /__fake/<name>. */
  records?: Record<string, (query: URLSearchParams) => unknown>;
};

export type FakeServer = {
  /** The fake's origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  close(): Promise<void>;
};

/** A switch the fake does not have, or a value it cannot take: POST /__fake/mode answers 400 with these words. */
export class FakeModeRefused extends Error {}

/**
 * The default check of a POST /__fake/mode body: a JSON object whose keys are the fake's
 * switches, each value of the type that switch has now (booleans and counts alike), or
 * one of `alsoAllowed` (e.g. a delay object where false is the default).
 */
export function switchesFrom<Mode extends object>(body: unknown, mode: Mode, alsoAllowed: Partial<Record<keyof Mode, readonly string[]>> = {}): Partial<Mode> {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new FakeModeRefused("the body must be a JSON object");
  for (const [key, value] of Object.entries(body)) {
    if (!(key in mode)) throw new FakeModeRefused(`no switch "${key}"; the switches are ${Object.keys(mode).join(", ")}`);
    const types = [typeof (mode as Record<string, unknown>)[key], ...(alsoAllowed[key as keyof Mode] ?? [])];
    if (!types.includes(value === null ? "null" : typeof value)) throw new FakeModeRefused(`${key} must be ${types.join(" or ")}`);
  }
  return body as Partial<Mode>;
}

function formOf(raw: string, contentType: string): Record<string, string> {
  if (!raw || contentType.includes("application/json")) return {};
  return Object.fromEntries(new URLSearchParams(raw));
}

function jsonOf(raw: string): unknown {
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

const methodsOf = (route: FakeRoute): readonly string[] => (typeof route.method === "string" ? [route.method] : route.method);

export async function startFakeServer(options: { port?: number; routes: readonly FakeRoute[]; control?: FakeControl }): Promise<FakeServer> {
  const timers = new Set<NodeJS.Timeout>();
  const { routes, control } = options;

  const sendJson = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };

  function respond(res: ServerResponse): FakeResponse {
    return {
      json: (status, body) => sendJson(res, status, body),
      html(status, body) {
        res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
        res.end(body);
      },
      redirect(location, status = 302) {
        res.writeHead(status, { location });
        res.end();
      },
      hang() {},
      drop: () => res.socket?.destroy(),
      later(ms, answer) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) answer();
        }, ms);
        timers.add(timer);
      },
      afterAnswer: (then) => void res.once("finish", then),
    };
  }

  function controlRoute(req: FakeRequest, res: FakeResponse): boolean {
    if (!control || !req.url.pathname.startsWith("/__fake/")) return false;
    const name = req.url.pathname.slice("/__fake/".length);
    if (name === "mode" && req.method === "GET") res.json(200, control.mode());
    else if (name === "mode" && req.method === "POST") {
      try {
        res.json(200, control.setMode(req.raw ? req.json : {}));
      } catch (err) {
        if (!(err instanceof FakeModeRefused)) throw err;
        res.json(400, { error: err.message });
      }
    } else if (req.method === "GET" && control.records?.[name]) res.json(200, control.records[name](req.url.searchParams));
    else return false;
    return true;
  }

  const server = createServer((incoming, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks).toString("utf8");
      const url = new URL(incoming.url ?? "/", "http://fake");
      const req: FakeRequest = {
        method: incoming.method ?? "GET",
        url,
        headers: incoming.headers,
        raw,
        json: jsonOf(raw),
        form: formOf(raw, String(incoming.headers["content-type"] ?? "")),
        query: Object.fromEntries(url.searchParams),
        match: null,
      };
      const reply = respond(res);
      if (controlRoute(req, reply)) return;
      for (const route of routes) {
        if (!methodsOf(route).includes(req.method)) continue;
        const match = typeof route.path === "string" ? route.path === url.pathname : route.path.exec(url.pathname);
        if (!match) continue;
        return route.handle({ ...req, match: match === true ? null : match }, reply);
      }
      sendJson(res, 404, { message: "Not Found" });
    })().catch((err) => {
      if (!res.headersSent) sendJson(res, 500, { message: err instanceof Error ? err.message : "Internal error" });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });

  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/** Text for an HTML page: the five characters that matter escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
