import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  apiErrorBody,
  customerResponse,
  emailBody,
  emailUpdateBody,
  emailUpdateResponse,
  emailVerificationResponse,
  IDENTITY_MESSAGES,
  MESSAGES,
  otpConfirmBody,
  otpSentResponse,
  phoneBody,
  phoneUpdateResponse,
  profileBody,
  localeBody,
} from "@shop/contracts";
import type { Database } from "@shop/db";
import { requireUser } from "../../plugins/identity";
import { authRateLimit } from "../identity/rate-limit";
import { confirmEmailChange, requestEmailChange } from "./email";
import { confirmPhoneChange, requestPhoneChange } from "./phone";
import { getProfile, setLocale, updateProfile } from "./service";

const errors = { 401: apiErrorBody, 422: apiErrorBody };
const limited = { ...errors, 429: apiErrorBody };

/** The signed-in shopper's own profile, email and phone; every call reaches only the token's user. */
export async function profileRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { AUTH_RATE_LIMIT_OTP, AUTH_RATE_LIMIT_SIGNIN, PUBLIC_WEB_URL } = app.env;
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  // Before the body is read: a guest gets 401 whatever it sends.
  app.addHook("onRequest", requireUser);
  const userId = (request: { identity: { userId: string | null } }) => request.identity.userId as string;

  r.get(
    "/v1/profile",
    { schema: { tags: ["profile"], summary: "The signed-in shopper's profile", response: { 200: customerResponse, 401: apiErrorBody } } },
    async (request) => ({ message: "Profile", data: { customer: await getProfile(db, { userId: userId(request) }) } }),
  );

  r.post(
    "/v1/profile",
    { schema: { tags: ["profile"], summary: "Update name, gender and birthday", body: profileBody, response: { 200: customerResponse, ...errors } } },
    async (request) => ({
      message: MESSAGES.profileUpdated,
      data: { customer: await updateProfile(db, { userId: userId(request), ...request.body }) },
    }),
  );

  r.put(
    "/v1/profile/locale",
    {
      schema: {
        tags: ["profile"],
        summary: "Set the language (en or bn) of the shopper's SMS and mails; the storefront calls it when a signed-in shopper switches language",
        body: localeBody,
        response: { 200: customerResponse, ...errors },
      },
    },
    async (request) => ({
      message: MESSAGES.profileUpdated,
      data: { customer: await setLocale(db, { userId: userId(request), locale: request.body.locale }) },
    }),
  );

  r.post(
    "/v1/phone-verification",
    {
      config: authRateLimit(AUTH_RATE_LIMIT_OTP),
      schema: { tags: ["profile"], summary: "Send a code to the new phone number", body: phoneBody, response: { 200: otpSentResponse, ...limited } },
    },
    async (request) => {
      const data = await requestPhoneChange(db, { userId: userId(request), phone: request.body.phone, clientAddress: request.caller.address });
      app.outbox.kick();
      return { message: MESSAGES.phoneVerified, data };
    },
  );

  r.post(
    "/v1/phone-update",
    {
      config: authRateLimit(AUTH_RATE_LIMIT_SIGNIN),
      schema: {
        tags: ["profile"],
        summary: "Confirm the new phone number with its code",
        body: otpConfirmBody,
        response: { 200: phoneUpdateResponse, ...limited },
      },
    },
    async (request) => ({ message: MESSAGES.phoneUpdated, data: await confirmPhoneChange(db, { userId: userId(request), ...request.body }) }),
  );

  r.post(
    "/v1/email-verification",
    {
      config: authRateLimit(AUTH_RATE_LIMIT_OTP),
      schema: {
        tags: ["profile"],
        summary: "Mail a verification link to the new address",
        body: emailBody,
        response: { 200: emailVerificationResponse, ...limited },
      },
    },
    async (request) => {
      const data = await requestEmailChange(db, { userId: userId(request), email: request.body.email, webUrl: PUBLIC_WEB_URL });
      app.outbox.kick();
      return { message: IDENTITY_MESSAGES.emailLinkSent, data };
    },
  );

  r.post(
    "/v1/email-update",
    {
      config: authRateLimit(AUTH_RATE_LIMIT_SIGNIN),
      schema: {
        tags: ["profile"],
        summary: "Confirm the new address with the link's token",
        body: emailUpdateBody,
        response: { 200: emailUpdateResponse, ...limited },
      },
    },
    async (request) => ({
      message: MESSAGES.emailVerified,
      data: { customer: await confirmEmailChange(db, { userId: userId(request), ...request.body }) },
    }),
  );
}
