/**
 * A local stand-in for BulkSMSBD (bulksmsbd.net /api/smsapi) for tests and local runs:
 * the same path, form or query fields and answers, messages in memory. It refuses what
 * the real one refuses, with the codes and words of the gateway's API page: a missing
 * field or an unknown `type` (1003), a wrong api_key (1011), a sender id the account
 * does not have (1002) and a number not in 8801XXXXXXXXX form (1001). Switches and
 * /__fake routes: ../fake-sms.ts.
 *
 * The refusal a wrong api_key gets (1011 "User Id not found") and the message_id of an
 * accepted answer are not confirmed from official docs.
 */
import { field, startFakeSms, type FakeSms, type FakeSmsAnswer } from "../fake-sms";
import { BULKSMSBD_ACCEPTED, BULKSMSBD_SEND_PATH } from "../../../src/modules/outbox/sms/bulksmsbd/client";

export type FakeBulkSmsBd = FakeSms & { credentials: { apiKey: string; senderId: string } };

const refused = (code: number, words: string): FakeSmsAnswer => ({ body: { response_code: code, success_message: "", error_message: words } });

export async function startFakeBulkSmsBd(options: { apiKey?: string; senderId?: string; port?: number } = {}): Promise<FakeBulkSmsBd> {
  const credentials = { apiKey: options.apiKey ?? "fake-bulksmsbd-api-key", senderId: options.senderId ?? "8809601000000" };
  let nextId = 48_123_001;
  const fake = await startFakeSms(
    {
      path: BULKSMSBD_SEND_PATH,
      methods: ["GET", "POST"],
      refusals: {
        number: refused(1001, "Invalid Number"),
        balance: refused(1007, "Balance Insufficient"),
        credentials: refused(1011, "User Id not found"),
        sender: refused(1002, "sender id not correct/sender id is disabled"),
      },
      send(fields) {
        const [apiKey, senderId, type, number, message] = ["api_key", "senderid", "type", "number", "message"].map((name) => field(fields, name));
        if (!apiKey || !senderId || !number || !message || !["text", "unicode"].includes(type)) {
          return refused(1003, "Please Required all fields/Contact Your System Administrator");
        }
        if (apiKey !== credentials.apiKey) return refused(1011, "User Id not found");
        if (senderId !== credentials.senderId) return refused(1002, "sender id not correct/sender id is disabled");
        // One number per message here (the client sends one); a list is the gateway's too, but not taken by this fake.
        if (!/^8801[3-9]\d{8}$/.test(number)) return refused(1001, "Invalid Number");
        return {
          body: { response_code: BULKSMSBD_ACCEPTED, message_id: nextId++, success_message: "SMS Submitted Successfully", error_message: "" },
          take: { to: number, body: message, reference: null, sender: senderId },
        };
      },
    },
    { port: options.port },
  );
  return Object.assign(fake, { credentials });
}
