/**
 * What the local fake SMS gateways share (sslwireless/fake.ts, bulksmsbd/fake.ts,
 * alpha/fake.ts), on the fakes' one HTTP server (../http.ts): a send's fields (JSON,
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
import { normalizePhone } from "@shop/contracts";
import { asRecord } from "../../src/lib/outside-call";
import { FakeModeRefused, startFakeServer, type FakeRequest, type FakeResponse } from "../http";

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

/** A field as text: what the gateway reads ("" when absent). */
export const field = (fields: Record<string, unknown>, name: string): string => {
  const value = fields[name];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
};

/** Checks a POST /__fake/mode body: the switches to set, or FakeModeRefused with the problem in words. */
function parseMode(body: unknown): Partial<FakeSmsMode> {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new FakeModeRefused("the body must be a JSON object");
  const input = body as Record<string, unknown>;
  const next: Partial<FakeSmsMode> = {};
  if ("refuse" in input) {
    if (input.refuse !== null && !FAKE_REFUSALS.includes(input.refuse as FakeSmsRefusal)) {
      throw new FakeModeRefused(`refuse must be one of ${FAKE_REFUSALS.join(", ")} or null`);
    }
    next.refuse = input.refuse as FakeSmsRefusal | null;
  }
  for (const key of ["hang", "down", "lose"] as const) {
    if (!(key in input)) continue;
    const value = input[key];
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0) throw new FakeModeRefused(`${key} must be a whole number of requests, 0 or more`);
    next[key] = value;
  }
  return next;
}

export async function startFakeSms(protocol: FakeSmsProtocol, options: { port?: number } = {}): Promise<FakeSms> {
  const received: FakeSmsMessage[] = [];
  const requests: FakeSmsRequest[] = [];
  const mode: FakeSmsMode = { ...NORMAL };

  const setMode = (next: Partial<FakeSmsMode>) => Object.assign(mode, next);

  function send(req: FakeRequest, res: FakeResponse) {
    const contentType = String(req.headers["content-type"] ?? "");
    // The gateway reads no fields from a broken JSON body: its missing-field answer follows.
    const body = contentType.includes("application/json") ? (asRecord(req.json) ?? {}) : req.form;
    const fields: Record<string, unknown> = { ...req.query, ...body };
    requests.push({ method: req.method, path: req.url.pathname, contentType, fields });
    if (mode.hang > 0) {
      mode.hang -= 1;
      return res.hang();
    }
    if (mode.down > 0) {
      mode.down -= 1;
      return res.html(500, "<html><body><h1>500 Internal Server Error</h1></body></html>");
    }
    const answer = mode.refuse ? protocol.refusals[mode.refuse] : protocol.send(fields, received);
    if (answer.take) received.push({ ...answer.take, at: new Date().toISOString() });
    if (answer.take && mode.lose > 0) {
      mode.lose -= 1;
      return res.drop(); // taken, but the answer never arrives
    }
    res.json(answer.status ?? 200, answer.body);
  }

  const server = await startFakeServer({
    port: options.port,
    control: {
      mode: () => ({ ...mode }),
      setMode: (body) => ({ ...setMode(parseMode(body)) }),
      records: {
        messages(query) {
          const to = query.get("to");
          return { messages: to ? received.filter((m) => normalizePhone(m.to) === normalizePhone(to)) : received };
        },
      },
    },
    routes: [{ method: protocol.methods, path: protocol.path, handle: send }],
  });

  return {
    url: server.origin,
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
    close: server.close,
  };
}
