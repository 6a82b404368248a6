/**
 * What the local fake SMS gateways share (sslwireless/fake.ts, bulksmsbd/fake.ts,
 * alpha/fake.ts): the node:http server on 127.0.0.1, reading a request's fields (JSON,
 * form or query), the record of the messages taken, the switches for the bad cases and
 * the /__fake routes. Each fake adds only its gateway's protocol: its path, checks and
 * answers.
 *
 * Switches, in-process (`setMode`) and over HTTP (POST /__fake/mode, JSON):
 * - `refuse`: "number" | "balance" | "credentials" | "sender" | null: every send is
 *   answered with that documented refusal until set back to null;
 * - `hang: n`: the next n sends are never answered and not taken (the client times out);
 * - `down: n`: the next n sends are answered HTTP 500;
 * - `lose: n`: the next n sends are taken, then the connection is dropped without an
 *   answer: the lost answer a retry must not turn into a second SMS.
 * GET /__fake/messages?to=<01XXXXXXXXX or 8801XXXXXXXXX> answers {"messages": [...]}, oldest first.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_REFUSALS = ["number", "balance", "credentials", "sender"] as const;
export type FakeSmsRefusal = (typeof FAKE_REFUSALS)[number];

export type FakeSmsMode = { refuse: FakeSmsRefusal | null; hang: number; down: number; lose: number };

/** One message the fake took, as the gateway received it (`to` in its format). */
export type FakeSmsMessage = { to: string; body: string; reference: string | null; sender: string | null; at: string };

/** One send request as received: its fields from the JSON body, form body or query. */
export type FakeSmsRequest = { method: string; path: string; contentType: string; fields: Record<string, unknown> };

/** A fake's answer to one send: `take` when the gateway took the message. */
export type FakeSmsAnswer = { status?: number; body: unknown; take?: Omit<FakeSmsMessage, "at"> };

export type FakeSmsProtocol = {
  /** The send endpoint, e.g. "/api/v3/send-sms". */
  path: string;
  methods: readonly ("GET" | "POST")[];
  /** The gateway's answer to each refusal `refuse` forces. */
  refusals: Record<FakeSmsRefusal, FakeSmsAnswer>;
  /** Checks one send as the gateway does; `received` is what it took so far. */
  send(fields: Record<string, unknown>, received: readonly FakeSmsMessage[]): FakeSmsAnswer;
};

export type FakeSms = {
  /** e.g. http://127.0.0.1:41234: the gateway's base URL (SSLWIRELESS_BASE_URL and the like). */
  url: string;
  /** Messages taken, oldest first. */
  received: FakeSmsMessage[];
  /** Every send request as received, refused ones too. */
  requests: FakeSmsRequest[];
  readonly mode: Readonly<FakeSmsMode>;
  setMode(next: Partial<FakeSmsMode>): FakeSmsMode;
  /** Forgets messages, requests and switches (between tests). */
  reset(): void;
  close(): Promise<void>;
};

const NORMAL: FakeSmsMode = { refuse: null, hang: 0, down: 0, lose: 0 };

/** 01XXXXXXXXX for any of the forms a number is written in, to compare them. */
export const localNumber = (value: string) => value.trim().replace(/^\+?(?:0088|88)(?=01)/, "");

/** A field as text: what the gateway reads ("" when absent). */
export const field = (fields: Record<string, unknown>, name: string): string => {
  const value = fields[name];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function fieldsOf(contentType: string, raw: string, query: URLSearchParams): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(query);
  if (!raw) return fields;
  if (contentType.includes("application/json")) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) Object.assign(fields, parsed);
    } catch {
      // the gateway reads no fields from a broken body: its missing-field answer follows
    }
    return fields;
  }
  return Object.assign(fields, Object.fromEntries(new URLSearchParams(raw)));
}

/** Checks a POST /__fake/mode body; the problem in words, or the switches to set. */
function parseMode(body: unknown): Partial<FakeSmsMode> | string {
  if (!body || typeof body !== "object" || Array.isArray(body)) return "the body must be a JSON object";
  const input = body as Record<string, unknown>;
  const next: Partial<FakeSmsMode> = {};
  if ("refuse" in input) {
    if (input.refuse !== null && !FAKE_REFUSALS.includes(input.refuse as FakeSmsRefusal)) {
      return `refuse must be one of ${FAKE_REFUSALS.join(", ")} or null`;
    }
    next.refuse = input.refuse as FakeSmsRefusal | null;
  }
  for (const key of ["hang", "down", "lose"] as const) {
    if (!(key in input)) continue;
    const value = input[key];
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0) return `${key} must be a whole number of requests, 0 or more`;
    next[key] = value;
  }
  return next;
}

export async function startFakeSms(protocol: FakeSmsProtocol, options: { port?: number } = {}): Promise<FakeSms> {
  const received: FakeSmsMessage[] = [];
  const requests: FakeSmsRequest[] = [];
  const mode: FakeSmsMode = { ...NORMAL };

  const setMode = (next: Partial<FakeSmsMode>) => Object.assign(mode, next);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake");
    const raw = await readBody(req);

    if (url.pathname === "/__fake/messages" && req.method === "GET") {
      const to = url.searchParams.get("to");
      const messages = to ? received.filter((m) => localNumber(m.to) === localNumber(to)) : received;
      return json(res, 200, { messages });
    }
    if (url.pathname === "/__fake/mode" && req.method === "POST") {
      let body: unknown;
      try {
        body = JSON.parse(raw || "{}");
      } catch {
        body = undefined;
      }
      const next = parseMode(body);
      if (typeof next === "string") return json(res, 400, { error: next });
      return json(res, 200, setMode(next));
    }
    if (url.pathname !== protocol.path || !protocol.methods.includes(req.method as "GET" | "POST")) {
      return json(res, 404, { message: "Not Found" });
    }

    const contentType = String(req.headers["content-type"] ?? "");
    const fields = fieldsOf(contentType, raw, url.searchParams);
    requests.push({ method: req.method ?? "GET", path: url.pathname, contentType, fields });
    if (mode.hang > 0) {
      mode.hang -= 1;
      return; // never answered: the client gives up; close() drops the socket
    }
    if (mode.down > 0) {
      mode.down -= 1;
      res.writeHead(500, { "content-type": "text/html" });
      res.end("<html><body><h1>500 Internal Server Error</h1></body></html>");
      return;
    }
    const answer = mode.refuse ? protocol.refusals[mode.refuse] : protocol.send(fields, received);
    if (answer.take) received.push({ ...answer.take, at: new Date().toISOString() });
    if (answer.take && mode.lose > 0) {
      mode.lose -= 1;
      req.socket.destroy(); // taken, but the answer never arrives
      return;
    }
    json(res, answer.status ?? 200, answer.body);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) json(res, 500, { message: err instanceof Error ? err.message : "Internal error" });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    requests,
    get mode() {
      return { ...mode };
    },
    setMode: (next) => ({ ...setMode(next) }),
    reset() {
      received.length = 0;
      requests.length = 0;
      Object.assign(mode, NORMAL);
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
