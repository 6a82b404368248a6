import { timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";
import { CLIENT_IP_HEADER, FORWARDER_HEADER } from "@shop/contracts";

/**
 * Who is calling (docs/decisions/013-web-edge.md). Browsers reach the API only through
 * the web app's forwarder, which proves itself with the shared FORWARDER_SECRET in
 * `X-Shop-Forwarder` and names the shopper's address, read from the socket by the web
 * server, in `X-Shop-Client-IP`. Nothing a client sends is trusted otherwise: a caller
 * without the secret is the socket's address, whatever X-Forwarded-For it sends.
 */
export type Caller = {
  /** The address limits are keyed on. */
  address: string;
  /** The request came through the web app's forwarder (the secret matched). */
  viaForwarder: boolean;
  /** The web app's own server rendering a page: the forwarder, with no shopper address. */
  internal: boolean;
};

function sameSecret(given: string, expected: Buffer): boolean {
  const buffer = Buffer.from(given);
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
}

export function callerResolver(secret: string | undefined): (request: FastifyRequest) => Caller {
  const expected = secret ? Buffer.from(secret) : null;
  return (request) => {
    const socketAddress = request.socket?.remoteAddress ?? "unknown";
    const given = request.headers[FORWARDER_HEADER];
    if (!expected || typeof given !== "string" || !sameSecret(given, expected)) {
      return { address: socketAddress, viaForwarder: false, internal: false };
    }
    const named = request.headers[CLIENT_IP_HEADER];
    if (typeof named === "string" && isIP(named)) return { address: named, viaForwarder: true, internal: false };
    return { address: socketAddress, viaForwarder: true, internal: named === undefined };
  };
}
