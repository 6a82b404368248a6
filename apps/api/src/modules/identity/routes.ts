import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorBody, envelope, IDENTITY_MESSAGES, otpConfirmBody, otpSentResponse, phoneBody, signinResponse } from "@shop/contracts";
import type { Database } from "@shop/db";
import { AppError } from "../../lib/app-error";
import { bearerToken, requireUser } from "../../plugins/identity";
import { authRateLimit } from "./rate-limit";
import { requestSigninCode, signIn, signOut } from "./service";

const signoutResponse = envelope(z.null());

/** Sign-in by a code sent to the phone, and sign-out (API.md). */
export async function identityRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { AUTH_RATE_LIMIT_OTP, AUTH_RATE_LIMIT_SIGNIN } = app.env;
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  r.post(
    "/v1/auth/otp",
    {
      config: authRateLimit(AUTH_RATE_LIMIT_OTP),
      schema: {
        tags: ["identity"],
        summary: "Send a 6-digit sign-in code to a phone; answers the signature the sign-in call carries",
        body: phoneBody,
        response: { 200: otpSentResponse, 422: apiErrorBody, 429: apiErrorBody },
      },
    },
    async (request) => {
      const data = await requestSigninCode(db, { phone: request.body.phone, clientAddress: request.caller.address, locale: request.locale });
      app.outbox.kick();
      return { message: IDENTITY_MESSAGES.otpSent, data };
    },
  );

  r.post(
    "/v1/auth/signin",
    {
      config: authRateLimit(AUTH_RATE_LIMIT_SIGNIN),
      schema: {
        tags: ["identity"],
        summary: "Sign in with the code; creates the shopper on first sign-in and merges the guest cart (X-Unique-Number)",
        body: otpConfirmBody,
        response: { 200: signinResponse, 400: apiErrorBody, 422: apiErrorBody, 429: apiErrorBody },
      },
    },
    async (request) => ({
      message: IDENTITY_MESSAGES.signedIn,
      data: await signIn(db, { ...request.body, guestId: request.identity.guestId, locale: request.locale }),
    }),
  );

  r.post(
    "/v1/auth/signout",
    {
      onRequest: requireUser,
      schema: { tags: ["identity"], summary: "Revoke the bearer token of this call", response: { 200: signoutResponse, 401: apiErrorBody } },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw new AppError("unauthorized", IDENTITY_MESSAGES.signInRequired);
      await signOut(db, { token });
      return { message: IDENTITY_MESSAGES.signedOut, data: null };
    },
  );
}
