import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorItem, NEWSLETTER_RESULTS, subscriptionBody, subscriptionTokenBody } from "@shop/contracts";
import type { Database } from "@shop/db";
import type { Env } from "../../plugins/env";
import { requestLocale } from "../../plugins/locale";
import { createCaptcha, type Captcha } from "./captcha";
import { createLinkSigner } from "./links";
import { confirmSubscription, subscribe, unsubscribe, unsubscribePage, type NewsletterAnswer, type NewsletterCtx } from "./service";

/** Every newsletter answer is `{status, message}`; refusals add the envelope's `errors` (validation has no status). */
const newsletterAnswer = z.object({ status: z.string().optional(), message: z.string(), errors: z.array(apiErrorItem).optional() });
const responses = {
  200: newsletterAnswer,
  201: newsletterAnswer,
  400: newsletterAnswer,
  404: newsletterAnswer,
  410: newsletterAnswer,
  422: newsletterAnswer,
  429: newsletterAnswer,
};
const SIGNUP_WINDOW_MS = 10 * 60_000;

type Options = {
  db: Database;
  env: Pick<
    Env,
    | "NEWSLETTER_SECRET"
    | "PUBLIC_WEB_URL"
    | "SHOP_NAME"
    | "SHOP_EMAIL"
    | "RECAPTCHA_SECRET"
    | "RECAPTCHA_VERIFY_URL"
    | "RECAPTCHA_MIN_SCORE"
    | "NEWSLETTER_RATE_LIMIT"
  >;
  /** Tests pass their own; otherwise built from RECAPTCHA_*. */
  captcha?: Captcha;
};

function body(reply: { code(status: number): unknown }, result: NewsletterAnswer) {
  reply.code(result.httpStatus);
  const { status, message } = result;
  return result.httpStatus >= 400 ? { status, message, errors: [{ message, code: status }] } : { status, message };
}

/** API.md "Newsletter and contact": signup with double opt-in, the confirm and unsubscribe links. */
export async function newsletterRoutes(app: FastifyInstance, { db, env, captcha: givenCaptcha }: Options) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  if (!env.NEWSLETTER_SECRET) app.log.warn("newsletter: NEWSLETTER_SECRET is not set, links in mails stop working when the API restarts");
  const ctx: NewsletterCtx = {
    db,
    links: createLinkSigner(env.NEWSLETTER_SECRET),
    webUrl: env.PUBLIC_WEB_URL,
    shopName: env.SHOP_NAME,
    shopEmail: env.SHOP_EMAIL,
  };
  const captcha =
    givenCaptcha ?? createCaptcha({ secret: env.RECAPTCHA_SECRET, verifyUrl: env.RECAPTCHA_VERIFY_URL, minScore: env.RECAPTCHA_MIN_SCORE }, app.log);

  r.post(
    "/v1/subscriptions",
    {
      config: env.NEWSLETTER_RATE_LIMIT > 0 ? { rateLimit: { max: env.NEWSLETTER_RATE_LIMIT, timeWindow: SIGNUP_WINDOW_MS } } : {},
      schema: {
        tags: ["newsletter"],
        summary: "Signs an address up for the newsletter (guests too): 201 created and a confirmation mail, or 200 with the address's state",
        body: subscriptionBody,
        response: responses,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const verdict = await captcha.verify(request.body.gRecaptchaToken, request.caller.address);
      if (verdict === "fail") return body(reply, { httpStatus: 422, status: "unable_to_process", message: NEWSLETTER_RESULTS.unable_to_process });
      const result = await subscribe(ctx, request.body.email, requestLocale(request));
      app.outbox.kick();
      return body(reply, result);
    },
  );

  r.post(
    "/v1/subscriptions/confirm",
    {
      schema: { tags: ["newsletter"], summary: "Confirms a subscription from the mailed link's token", body: subscriptionTokenBody, response: responses },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const result = await confirmSubscription(ctx, request.body.token);
      app.outbox.kick();
      return body(reply, result);
    },
  );

  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` as a form to
  // the List-Unsubscribe address; a client that opens the address instead gets the page.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, raw, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(raw))));
  });
  const oneClick = { tags: ["newsletter"], querystring: subscriptionTokenBody };
  r.post(
    "/v1/subscriptions/one-click",
    { schema: { ...oneClick, summary: "RFC 8058 one-click unsubscribe from a mail client (List-Unsubscribe-Post)", response: responses } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return body(reply, await unsubscribe(ctx, request.query.token));
    },
  );
  r.get(
    "/v1/subscriptions/one-click",
    {
      schema: {
        ...oneClick,
        summary: "Sends a browser that opened the one-click address to the unsubscribe page",
        response: { 303: z.null().describe("To the shop's unsubscribe page") },
      },
    },
    async (request, reply) => reply.redirect(await unsubscribePage(ctx, request.query.token), 303),
  );

  r.post(
    "/v1/subscriptions/unsubscribe",
    {
      schema: { tags: ["newsletter"], summary: "Unsubscribes the address a mailed link's token names", body: subscriptionTokenBody, response: responses },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return body(reply, await unsubscribe(ctx, request.body.token));
    },
  );
}
