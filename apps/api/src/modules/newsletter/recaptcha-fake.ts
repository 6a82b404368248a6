/**
 * A local stand-in for Google's reCAPTCHA siteverify endpoint, for tests: the same
 * form-encoded request (`secret`, `response`, `remoteip`) and JSON answer
 * (`success`, `score`, `action`, `hostname`, `error-codes`). Token "pass" is a person
 * (score 0.9), "low-score" a likely bot (0.1); anything else is refused with
 * `invalid-input-response`, and a wrong secret with `invalid-input-secret`, as Google does.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRecaptcha = { url: string; calls: Array<Record<string, string>>; close(): Promise<void> };

export async function startFakeRecaptcha(secret: string): Promise<FakeRecaptcha> {
  const calls: Array<Record<string, string>> = [];
  const server = createServer((request, response) => {
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (raw += chunk));
    request.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(raw));
      calls.push(form);
      const answer =
        request.method !== "POST" || request.url !== "/recaptcha/api/siteverify"
          ? { success: false, "error-codes": ["bad-request"] }
          : form.secret !== secret
            ? { success: false, "error-codes": ["invalid-input-secret"] }
            : form.response === "pass" || form.response === "low-score"
              ? {
                  success: true,
                  score: form.response === "pass" ? 0.9 : 0.1,
                  action: "newsletter",
                  hostname: "localhost",
                  challenge_ts: new Date().toISOString(),
                }
              : { success: false, "error-codes": ["invalid-input-response"] };
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
