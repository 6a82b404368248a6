/**
 * A local stand-in for Alpha SMS (api.sms.net.bd /sendsms) for tests and local runs: the
 * same path, form fields and answers, messages in memory. It refuses what the real one
 * refuses, with the codes and words of sms.net.bd's error list: a wrong api_key (405), an
 * empty message (414), a sender_id the account was not given (413) and a number that is
 * neither 8801XXXXXXXXX nor 01XXXXXXXXX (416). Without `senderId` the account has no
 * approved sender id and any sender_id is refused. Switches and /__fake routes:
 * ../fake-sms.ts.
 *
 * The HTTP status of a refusal (200 here, the error in the body) is not confirmed from official docs.
 */
import { field, startFakeSms, type FakeSms, type FakeSmsAnswer } from "../fake-sms";
import { ALPHA_SEND_PATH } from "../../../src/modules/outbox/sms/alpha/client";

export type FakeAlphaSms = FakeSms & { credentials: { apiKey: string; senderId: string | null } };

const refused = (code: number, words: string): FakeSmsAnswer => ({ body: { error: code, msg: words } });

export async function startFakeAlphaSms(options: { apiKey?: string; senderId?: string | null; port?: number } = {}): Promise<FakeAlphaSms> {
  const credentials = { apiKey: options.apiKey ?? "fake-alpha-sms-api-key", senderId: options.senderId === undefined ? "FAKESHOP" : options.senderId };
  let nextId = 7_340_001;
  const fake = await startFakeSms(
    {
      path: ALPHA_SEND_PATH,
      methods: ["GET", "POST"],
      refusals: {
        number: refused(416, "No valid number found"),
        balance: refused(417, "Insufficient balance"),
        credentials: refused(405, "Authorization required"),
        sender: refused(413, "Invalid Sender ID"),
      },
      send(fields) {
        const [apiKey, msg, to, senderId] = ["api_key", "msg", "to", "sender_id"].map((name) => field(fields, name));
        if (!apiKey || apiKey !== credentials.apiKey) return refused(405, "Authorization required");
        if (!msg.trim()) return refused(414, "Message is empty");
        if (senderId && senderId !== credentials.senderId) return refused(413, "Invalid Sender ID");
        if (!/^(?:880|0)1[3-9]\d{8}$/.test(to)) return refused(416, "No valid number found");
        return {
          body: { error: 0, msg: "Request successfully submitted", data: { request_id: nextId++ } },
          take: { to, body: msg, reference: null, sender: senderId || null },
        };
      },
    },
    { port: options.port },
  );
  return Object.assign(fake, { credentials });
}
