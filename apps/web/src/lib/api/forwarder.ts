import { CLIENT_IP_HEADER, FORWARDER_HEADER } from "@shop/contracts";
import { serverEnv } from "../env";

/**
 * What the forwarder, the web server as the API's one trusted caller, tells the API
 * about a call (docs/decisions/013-web-edge.md): on the relayed /api/* calls
 * (forward.ts) and on the calls of its own page renders (client.ts). The API trusts a
 * named shopper address only next to FORWARDER_SECRET, and this server names one only
 * when it runs under apps/web/server.mjs (SHOP_FORWARDER), which replaced any
 * client-sent address with the socket's (src/lib/server/client-address.mjs). Anywhere else (a bare
 * `next start`) nothing is vouched for and the API keys limits on this server's
 * address: safe, if coarse.
 */

function forwarderSecret(): string | undefined {
  const env = serverEnv();
  return env.SHOP_FORWARDER === "1" ? env.FORWARDER_SECRET : undefined;
}

/**
 * Headers for a call made on behalf of the shopper whose request is `incoming`;
 * with no incoming request, a call of the web server's own (a page render).
 */
export function forwarderHeaders(incoming?: Headers | Record<string, string | string[] | undefined>): Record<string, string> {
  const secret = forwarderSecret();
  if (!secret) return {};
  const headers: Record<string, string> = { [FORWARDER_HEADER]: secret };
  if (incoming) {
    const address = incoming instanceof Headers ? incoming.get(CLIENT_IP_HEADER) : incoming[CLIENT_IP_HEADER];
    // Always name someone for a shopper's call, so it can never pass as the server's own.
    headers[CLIENT_IP_HEADER] = typeof address === "string" && address ? address : "unknown";
  }
  return headers;
}

/** The API base URL, read at request time so `API_URL`/`API_PORT` given to `npm start` apply. */
export function apiBase(): string {
  return serverEnv().apiUrl;
}
