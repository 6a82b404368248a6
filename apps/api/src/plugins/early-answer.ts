import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type EarlyAnswerOptions = {
  /** How long the rest of an unread body is read and thrown away before the socket is cut. */
  drainMs: number;
};

/**
 * An answer given before the request's body was read (413 for a body over the route's
 * limit, 401 or 403 before an upload is parsed) reads the rest of the body and throws it
 * away, for at most `drainMs`, before the socket may close. Fastify marks such answers
 * `Connection: close` and Node then closes the socket with the client's bytes unread:
 * the kernel answers those bytes with a reset, and a client still sending (fetch with a
 * 30 MB body) saw "connection reset" instead of the 413 it had been sent. Reading on
 * lets it finish sending and read the answer; the connection is then kept for its next
 * request (keepAliveTimeout), and a client that sends on past `drainMs` is cut off.
 */
export const earlyAnswerPlugin = fp<EarlyAnswerOptions>(
  async (app: FastifyInstance, { drainMs }) => {
    app.addHook("onSend", (request, reply, payload, done) => {
      const raw = request.raw;
      const announced = raw.headers["content-length"] !== undefined || raw.headers["transfer-encoding"] !== undefined;
      // A request made in-process (app.inject, the tests' way in) has a stand-in socket
      // with nothing to drain or destroy.
      const onSocket = typeof raw.socket?.destroy === "function";
      if (announced && onSocket && !raw.complete) {
        // Kept alive, Node reads the unread body to its end (IncomingMessage._dump) instead
        // of closing on it; said even to a client that asked to close: it closes after reading.
        reply.header("connection", "keep-alive");
        const socket = raw.socket;
        const cut = setTimeout(() => {
          if (!raw.complete) socket.destroy();
        }, drainMs);
        cut.unref();
        const stop = () => clearTimeout(cut);
        raw.once("end", stop);
        socket.once("close", stop);
      }
      done(null, payload);
    });
  },
  { name: "early-answer" },
);
