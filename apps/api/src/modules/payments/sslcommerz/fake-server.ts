// The fake SSLCommerz as a process of its own, for trying SSLCommerz on a local shop and
// for the journeys: FAKE_SSLCOMMERZ_PORT (default 4502).
import { startFakeSslCommerz } from "./fake";

const fake = await startFakeSslCommerz({ port: Number(process.env.FAKE_SSLCOMMERZ_PORT ?? 4502) });
console.log(
  `[fake-sslcommerz] listening on ${fake.baseUrl} (store id ${fake.credentials.storeId}, password ${fake.credentials.storePassword}); its payment page has Pay, Fail and Cancel`,
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
