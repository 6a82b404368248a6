// The web server's edge (apps/web/server.mjs, docs/decisions/013-web-edge.md): the one
// place that sees the shopper's socket. Plain JavaScript: it runs before Next.js.

/** Headers a client could use to claim an address: all dropped on arrival. */
export const CLIENT_ADDRESS_HEADERS = ["x-shop-client-ip", "x-forwarded-for", "x-real-ip", "forwarded"];

/**
 * The shopper's address: the socket's, or, behind `proxyHops` reverse proxies of our
 * own, the X-Forwarded-For entry the outermost of them appended (entries to its left
 * are whatever the client claimed).
 */
export function clientAddress(req, proxyHops = 0) {
  const socket = req.socket?.remoteAddress ?? "";
  if (proxyHops <= 0) return socket;
  const chain = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return chain.length >= proxyHops ? chain[chain.length - proxyHops] : socket;
}

/** Wraps Next.js's request handler: every request carries the address read here, and only it. */
export function withClientAddress(handle, { proxyHops = 0 } = {}) {
  return (req, res) => {
    const address = clientAddress(req, proxyHops);
    for (const name of CLIENT_ADDRESS_HEADERS) delete req.headers[name];
    req.headers["x-shop-client-ip"] = address;
    return handle(req, res);
  };
}
