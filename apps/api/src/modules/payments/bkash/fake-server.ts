// The fake bKash as a process of its own, for trying bKash on a local shop
// (`DEMO_PAYMENTS=1 npm start`) and for the journeys: FAKE_BKASH_PORT (default 4501).
import { startFakeBkash } from "./fake";

const fake = await startFakeBkash({ port: Number(process.env.FAKE_BKASH_PORT ?? 4501) });
console.log(`[fake-bkash] listening on ${fake.baseUrl} (app key ${fake.credentials.appKey}); its payment page has Pay, Fail and Cancel`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
