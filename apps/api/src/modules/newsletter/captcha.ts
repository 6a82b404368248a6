import type { FastifyBaseLogger } from "fastify";

/**
 * reCAPTCHA v3 on the newsletter signup, behind one small interface. With a secret,
 * each token is checked at the provider's siteverify endpoint (form-encoded `secret`,
 * `response`, `remoteip`; JSON `success`, `score`, `error-codes`); without one the
 * check is off and start-up says so. A provider that does not answer in time counts
 * as a failed check: a signup can wait for the next try, a bot flood cannot.
 */
export type CaptchaVerdict = "pass" | "fail" | "off";
export type Captcha = { verify(token: string | undefined, remoteIp: string): Promise<CaptchaVerdict> };

const TIMEOUT_MS = 5000;

type SiteverifyAnswer = { success?: unknown; score?: unknown; "error-codes"?: unknown };

export function createCaptcha(
  config: { secret?: string; verifyUrl: string; minScore: number },
  log: FastifyBaseLogger,
  fetchImpl: typeof fetch = fetch,
): Captcha {
  const { secret } = config;
  if (!secret) {
    log.info("captcha: RECAPTCHA_SECRET is not set, newsletter signups are not checked");
    return { verify: async () => "off" };
  }
  return {
    async verify(token, remoteIp) {
      if (!token) return "fail";
      try {
        const response = await fetchImpl(config.verifyUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        const answer = (await response.json()) as SiteverifyAnswer;
        const score = typeof answer.score === "number" ? answer.score : undefined;
        if (answer.success === true && (score === undefined || score >= config.minScore)) return "pass";
        log.info({ errorCodes: answer["error-codes"], score }, "captcha: token refused");
        return "fail";
      } catch (err) {
        log.warn({ err }, "captcha: siteverify unreachable, signup refused");
        return "fail";
      }
    },
  };
}
