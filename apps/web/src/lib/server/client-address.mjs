// The shopper's address, read by the web server (apps/web/server.mjs, decision 013) in
// the one place that sees the shopper's socket, before Next.js: the forwarder vouches for
// it to the API. Here too: HSTS, and one public host name. Plain JavaScript: it runs
// before Next.js.

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

/** A year, subdomains included: once a browser has seen the shop over https, never http again. */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Wraps Next.js's request handler: every request carries the address read here, and
 * only it. `https` (the shop's public URL is https): answers carry HSTS. `canonical`:
 * the shop's public URL.
 */
export function withClientAddress(handle, { proxyHops = 0, https = false, canonical } = {}) {
  const home = canonical ? new URL(canonical) : null;
  return (req, res) => {
    if (https || req.socket?.encrypted) res.setHeader("strict-transport-security", HSTS);
    // One public address: a browser that came by another host name (127.0.0.1 for
    // localhost) is sent to it, so its session cookie, sign-in and mailed links agree.
    if (home && proxyHops <= 0 && (req.method === "GET" || req.method === "HEAD") && req.headers.host && req.headers.host !== home.host) {
      res.writeHead(308, { location: `${home.origin}${req.url ?? "/"}` }).end();
      return;
    }
    const address = clientAddress(req, proxyHops);
    for (const name of CLIENT_ADDRESS_HEADERS) delete req.headers[name];
    req.headers["x-shop-client-ip"] = address;
    return handle(req, res);
  };
}
