// One fake SMS gateway as a process of its own, for trying SMS on a local shop
// (`DEMO_SMS=1 npm start` runs it): FAKE_SMS_PROVIDER (sslwireless, bulksmsbd or alpha;
// default sslwireless), FAKE_SMS_PORT (default 4504). Point the API at it with the
// settings printed below; read what it took at <url>/__fake/messages.
import { startFakeAlphaSms } from "./alpha/fake";
import { startFakeBulkSmsBd } from "./bulksmsbd/fake";
import type { FakeSms } from "./fake-common";
import { startFakeSslWireless } from "./sslwireless/fake";

/** Each fake with the settings that point the API at it. */
const FAKES: Record<string, (port: number) => Promise<{ fake: FakeSms; settings: Record<string, string> }>> = {
  sslwireless: async (port) => {
    const fake = await startFakeSslWireless({ port });
    return { fake, settings: { SSLWIRELESS_BASE_URL: fake.url, SSLWIRELESS_API_TOKEN: fake.credentials.apiToken, SSLWIRELESS_SID: fake.credentials.sid } };
  },
  bulksmsbd: async (port) => {
    const fake = await startFakeBulkSmsBd({ port });
    return { fake, settings: { BULKSMSBD_BASE_URL: fake.url, BULKSMSBD_API_KEY: fake.credentials.apiKey, BULKSMSBD_SENDER_ID: fake.credentials.senderId } };
  },
  alpha: async (port) => {
    const fake = await startFakeAlphaSms({ port });
    return {
      fake,
      settings: { ALPHA_SMS_BASE_URL: fake.url, ALPHA_SMS_API_KEY: fake.credentials.apiKey, ALPHA_SMS_SENDER_ID: fake.credentials.senderId ?? "" },
    };
  },
};

const name = process.env.FAKE_SMS_PROVIDER ?? "sslwireless";
const start = FAKES[name];
if (!start) {
  console.error(`[fake-sms] FAKE_SMS_PROVIDER must be one of ${Object.keys(FAKES).join(", ")}, not "${name}"`);
  process.exit(1);
}
const { fake, settings } = await start(Number(process.env.FAKE_SMS_PORT ?? 4504));
const lines = Object.entries({ SMS_PROVIDER: name, ...settings }).map(([key, value]) => `${key}=${value}`);
console.log(`[fake-sms] fake ${name} listening on ${fake.url} (messages: ${fake.url}/__fake/messages); the API's settings: ${lines.join(" ")}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
