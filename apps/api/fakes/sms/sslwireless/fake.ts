/**
 * A local stand-in for SSL Wireless ISMS Plus (API v3) for tests and local runs: the
 * same path, JSON body and answers as the client (./client.ts) expects, messages in
 * memory. It refuses what the real one refuses: a wrong api_token (4001), a sid the
 * account may not use (4002), a missing field (4022), a csms_id that is not 1-20 letters
 * and digits (4020), a number not in 8801XXXXXXXXX form (4025) and a csms_id used before
 * (4023, the message not taken again). Switches and /__fake routes: ../fake-sms.ts.
 *
 * The words of 4001, 4002, 4020, 4022, 4023, 4025 and 4030 are those public clients
 * list; only "IP Blacklisted" (4003) is seen in an answer. Not confirmed from official docs.
 */
import { randomBytes } from "node:crypto";
import { isGsm7 } from "../../../src/modules/outbox/sms/segments";
import { field, startFakeSms, type FakeSms, type FakeSmsAnswer } from "../fake-sms";
import { SSLWIRELESS_SEND_PATH } from "../../../src/modules/outbox/sms/sslwireless/client";

export type FakeSslWireless = FakeSms & { credentials: { apiToken: string; sid: string } };

const failed = (code: number, words: string): FakeSmsAnswer => ({ body: { status: "FAILED", status_code: code, error_message: words } });

export async function startFakeSslWireless(options: { apiToken?: string; sid?: string; port?: number } = {}): Promise<FakeSslWireless> {
  const credentials = { apiToken: options.apiToken ?? "fake-sslwireless-api-token", sid: options.sid ?? "FAKESHOP" };
  const fake = await startFakeSms(
    {
      path: SSLWIRELESS_SEND_PATH,
      methods: ["POST"],
      refusals: {
        number: failed(4025, "Invalid MSISDN"),
        balance: failed(4030, "Account Limit Exceeded"),
        credentials: failed(4003, "IP Blacklisted"),
        sender: failed(4002, "SID Not Permitted"),
      },
      send(fields, received) {
        const [apiToken, sid, msisdn, sms, csmsId] = ["api_token", "sid", "msisdn", "sms", "csms_id"].map((name) => field(fields, name));
        if (!apiToken || !sid || !msisdn || !sms || !csmsId) return failed(4022, "Required Parameter Missing");
        if (apiToken !== credentials.apiToken) return failed(4001, "Unauthorized");
        if (sid !== credentials.sid) return failed(4002, "SID Not Permitted");
        if (!/^[A-Za-z0-9]{1,20}$/.test(csmsId)) return failed(4020, "Invalid CSMS ID");
        if (!/^8801[3-9]\d{8}$/.test(msisdn)) return failed(4025, "Invalid MSISDN");
        if (sms.length > 1000) return failed(4027, "Message Length Exceeded");
        if (received.some((m) => m.reference === csmsId)) return failed(4023, "Duplicate CSMS ID");
        const referenceId = randomBytes(10).toString("hex").slice(0, 19);
        return {
          body: {
            status: "SUCCESS",
            status_code: 200,
            error_message: "",
            smsinfo: [
              {
                sms_status: "SUCCESS",
                status_message: "Success",
                msisdn,
                sms_type: isGsm7(sms) ? "EN" : "BN",
                sms_body: sms,
                csms_id: csmsId,
                reference_id: referenceId,
              },
            ],
          },
          take: { to: msisdn, body: sms, reference: csmsId, sender: sid },
        };
      },
    },
    { port: options.port },
  );
  return Object.assign(fake, { credentials });
}
