// One local fake as a process of its own, for trying an outside service on a local shop
// and for the journeys (scripts/start.mjs runs them for DEMO_PAYMENTS, DEMO_COURIER and
// DEMO_SMS): `node --import tsx fakes/run.ts <name>`, the name and its port below.
// Point the API at it with the settings it prints; its switches are at <url>/__fake/mode.
import { startFakePathao } from "./couriers/pathao/fake";
import { startFakeSteadfast } from "./couriers/steadfast/fake";
import { startFakeBkash } from "./payments/bkash/fake";
import { startFakeSslCommerz } from "./payments/sslcommerz/fake";
import { startFakeAlphaSms } from "./sms/alpha/fake";
import { startFakeBulkSmsBd } from "./sms/bulksmsbd/fake";
import { startFakeSslWireless } from "./sms/sslwireless/fake";

type Started = { close(): Promise<void>; line: string };

/** The SMS fakes, by FAKE_SMS_PROVIDER, each with the settings that point the API at it. */
const SMS: Record<string, (port: number) => Promise<{ fake: { url: string; close(): Promise<void> }; settings: Record<string, string> }>> = {
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

/** Each fake: the variable naming its port, the default port, and how it starts. */
const FAKES: Record<string, { portVariable: string; port: number; start(port: number): Promise<Started> }> = {
  bkash: {
    portVariable: "FAKE_BKASH_PORT",
    port: 4501,
    async start(port) {
      const fake = await startFakeBkash({ port });
      return { close: fake.close, line: `listening on ${fake.baseUrl} (app key ${fake.credentials.appKey}); its payment page has Pay, Fail and Cancel` };
    },
  },
  sslcommerz: {
    portVariable: "FAKE_SSLCOMMERZ_PORT",
    port: 4502,
    async start(port) {
      const fake = await startFakeSslCommerz({ port });
      const { storeId, storePassword } = fake.credentials;
      return {
        close: fake.close,
        line: `listening on ${fake.baseUrl} (store id ${storeId}, password ${storePassword}); its payment page has Pay, Fail and Cancel`,
      };
    },
  },
  steadfast: {
    portVariable: "FAKE_STEADFAST_PORT",
    port: 4503,
    async start(port) {
      const fake = await startFakeSteadfast({ port });
      return { close: fake.close, line: `listening on ${fake.url} (Api-Key ${fake.credentials.apiKey}, Secret-Key ${fake.credentials.secretKey})` };
    },
  },
  pathao: {
    portVariable: "FAKE_PATHAO_PORT",
    port: 4505,
    async start(port) {
      const fake = await startFakePathao({ port });
      const c = fake.credentials;
      return {
        close: fake.close,
        line: `listening on ${fake.url} (client id ${c.clientId}, secret ${c.clientSecret}, user ${c.username}, password ${c.password}, store ${c.storeId})`,
      };
    },
  },
  // FAKE_SMS_PROVIDER: sslwireless (default), bulksmsbd or alpha.
  sms: {
    portVariable: "FAKE_SMS_PORT",
    port: 4504,
    async start(port) {
      const name = process.env.FAKE_SMS_PROVIDER ?? "sslwireless";
      if (!SMS[name]) throw new Error(`FAKE_SMS_PROVIDER must be one of ${Object.keys(SMS).join(", ")}, not "${name}"`);
      const { fake, settings } = await SMS[name](port);
      const lines = Object.entries({ SMS_PROVIDER: name, ...settings }).map(([key, value]) => `${key}=${value}`);
      return {
        close: fake.close,
        line: `fake ${name} listening on ${fake.url} (messages: ${fake.url}/__fake/messages); the API's settings: ${lines.join(" ")}`,
      };
    },
  },
};

const name = process.argv[2] ?? "";
const entry = FAKES[name];
if (!entry) {
  console.error(`[fakes] which fake? one of ${Object.keys(FAKES).join(", ")}, not "${name}"`);
  process.exit(1);
}
try {
  const fake = await entry.start(Number(process.env[entry.portVariable] ?? entry.port));
  console.log(`[fake-${name}] ${fake.line}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (err) {
  console.error(`[fake-${name}] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
