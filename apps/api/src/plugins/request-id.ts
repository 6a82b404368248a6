import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keep a caller's X-Request-Id when it is safe to log and echo; otherwise make one. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
