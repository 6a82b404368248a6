// The fake Steadfast as a process of its own, for trying the back office's Ship with
// Steadfast on a local shop: FAKE_STEADFAST_PORT (default 4503). Point the API at it with
// STEADFAST_BASE_URL=<url printed below> and the two keys it prints.
import { startFakeSteadfast } from "./fake";

const fake = await startFakeSteadfast({ port: Number(process.env.FAKE_STEADFAST_PORT ?? 4503) });
console.log(`[fake-steadfast] listening on ${fake.url} (Api-Key ${fake.credentials.apiKey}, Secret-Key ${fake.credentials.secretKey})`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
