import type { FastifyBaseLogger } from "fastify";
import { FORWARDER_HEADER, REVALIDATE_PATH } from "@shop/contracts";

/**
 * After a catalog change commits, the web app drops its cached catalog data and the
 * named pages (POST /api/revalidate on the web server, proven with the forwarder
 * secret), so the storefront shows the change within seconds instead of after its
 * 30 s revalidation. Never throws: a web app that is down or slow only means the
 * pages age out on their own.
 */
export function webRevalidator(options: { webUrl: string | undefined; secret: string | undefined; log: FastifyBaseLogger }) {
  const { webUrl, secret, log } = options;
  return async (paths: string[]): Promise<void> => {
    if (!webUrl || !secret) return;
    try {
      const response = await fetch(`${webUrl}${REVALIDATE_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", [FORWARDER_HEADER]: secret },
        body: JSON.stringify({ paths }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) log.warn({ status: response.status }, "web revalidation refused");
    } catch (error) {
      log.warn({ err: error }, "web revalidation failed; pages will age out");
    }
  };
}
