import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { localeFromAcceptLanguage, translateMessage, type Locale } from "@shop/contracts";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's language from Accept-Language (issue 50): "bn" for bn or bn-BD, else "en". */
    locale: Locale;
  }
}

/** The request's language, read once (a hook that ran before this plugin's may ask first). */
export function requestLocale(request: FastifyRequest): Locale {
  const known = request.locale as Locale | undefined;
  if (known) return known;
  const locale = localeFromAcceptLanguage(request.headers["accept-language"]);
  request.locale = locale;
  return locale;
}

type MessageBody = { message?: unknown; errors?: unknown };

/** The envelope's `message` and each `errors[].message` in Bangla; the rest of the body as it is. */
export function translateBody<T>(payload: T, locale: Locale): T {
  if (locale === "en" || !payload || typeof payload !== "object" || Array.isArray(payload)) return payload;
  const body = payload as MessageBody;
  if (typeof body.message !== "string" && !Array.isArray(body.errors)) return payload;
  const out: MessageBody = { ...body };
  if (typeof body.message === "string") out.message = translateMessage(body.message, locale);
  if (Array.isArray(body.errors)) {
    out.errors = body.errors.map((item: unknown) =>
      item && typeof item === "object" && typeof (item as { message?: unknown }).message === "string"
        ? { ...item, message: translateMessage((item as { message: string }).message, locale) }
        : item,
    );
  }
  return out as T;
}

function addVary(reply: FastifyReply) {
  const current = reply.getHeader("vary");
  const text = Array.isArray(current) ? current.join(", ") : current === undefined ? "" : String(current);
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(text)) return;
  reply.header("vary", text ? `${text}, Accept-Language` : "Accept-Language");
}

/**
 * The API answers its messages in the caller's language (issue 50, decision 050): with
 * `Accept-Language: bn` (or bn-BD) every envelope's message and error message leaves in
 * Bangla from the one catalogue (@shop/contracts API_MESSAGES_BN); without it, or with any
 * other language, the body is today's English, byte for byte. Every answer varies by it.
 */
export const localePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("locale", undefined as unknown as Locale);
    app.addHook("onRequest", async (request) => {
      requestLocale(request);
    });
    app.addHook("preSerialization", async (request: FastifyRequest, _reply, payload) => translateBody(payload, requestLocale(request)));
    app.addHook("onSend", async (_request, reply, payload) => {
      addVary(reply);
      return payload;
    });
  },
  { name: "locale" },
);
