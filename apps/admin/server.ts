import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildAdminServer } from "./server/admin-server";

export { buildAdminServer, type AdminServerOptions } from "./server/admin-server";

/**
 * The back office's server: `node --import tsx apps/admin/server.ts` (cwd apps/admin);
 * in production its bundle, apps/admin/dist-server/server.js (scripts/build.mjs), calls main().
 * ADMIN_PORT (3001), ADMIN_HOST (0.0.0.0), API_URL (http://127.0.0.1:4000),
 * FORWARDER_SECRET (the API's), ADMIN_SECURE_COOKIES=1 behind a TLS proxy,
 * ADMIN_TRUSTED_PROXY_HOPS=1 behind one reverse proxy of ours (Caddy, deploy/),
 * ADMIN_IMAGE_ORIGINS (space-separated) when the API's images come from another origin.
 */
export async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const port = Number(process.env.ADMIN_PORT ?? 3001);
  const host = process.env.ADMIN_HOST ?? "0.0.0.0";
  const app = await buildAdminServer({
    apiUrl: process.env.API_URL ?? "http://127.0.0.1:4000",
    distDir: path.join(here, "dist"),
    forwarderSecret: process.env.FORWARDER_SECRET || undefined,
    secureCookies: process.env.ADMIN_SECURE_COOKIES === "1",
    trustedProxyHops: Number(process.env.ADMIN_TRUSTED_PROXY_HOPS ?? 0),
    imageOrigins: (process.env.ADMIN_IMAGE_ORIGINS ?? "").split(/\s+/).filter(Boolean),
    logger: process.env.LOG_LEVEL === "silent" ? false : (process.env.LOG_LEVEL ?? "info"),
  });
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);
  await app.listen({ port, host });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
