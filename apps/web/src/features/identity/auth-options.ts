import { SESSION_TTL_DAYS, type SessionUser } from "@shop/contracts";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { forwarderHeaders } from "@/lib/api/forwarder";
import { serverEnv } from "@/lib/env";
import { safeCallbackUrl } from "./callback-url";
import { guestIdFromCookieHeader } from "./guest-id";
import { ApiError, readCustomer, revokeToken, signInWithOtp } from "./identity-api.server";

const MAX_AGE_SECONDS = SESSION_TTL_DAYS * 24 * 60 * 60;

/**
 * next-auth v4 (docs/decisions/009-sessions.md). One Credentials provider, "otp":
 * the phone, the code and the signature go to the API's POST /v1/auth/signin from the
 * web server, with the guest cookie as X-Unique-Number so the guest cart merges. The
 * API's bearer token and the session user live in the encrypted, httpOnly JWT cookie;
 * the session the browser can read holds the user only (docs/decisions/013-web-edge.md).
 */
export const authOptions: NextAuthOptions = {
  secret: serverEnv().NEXTAUTH_SECRET,
  session: { strategy: "jwt", maxAge: MAX_AGE_SECONDS, updateAge: 24 * 60 * 60 },
  jwt: { maxAge: MAX_AGE_SECONDS },
  // Every next-auth page is the shop's own: /signin shows any ?error= code in the shop's words.
  pages: { signIn: "/signin", signOut: "/signout", error: "/signin" },
  providers: [
    CredentialsProvider({
      id: "otp",
      name: "Phone",
      credentials: {
        phone: { label: "Phone", type: "tel" },
        otp: { label: "Code", type: "text" },
        signature: { label: "Signature", type: "text" },
      },
      async authorize(credentials, req) {
        const headers = (req?.headers ?? {}) as Record<string, string | undefined>;
        try {
          const data = await signInWithOtp({
            phone: credentials?.phone ?? "",
            otp: credentials?.otp ?? "",
            signature: credentials?.signature ?? "",
            guestId: guestIdFromCookieHeader(headers.cookie),
            // Sign-in tries count against the shopper's address, as the web server read it.
            headers: forwarderHeaders(headers),
          });
          return { id: data.user.phone, token: data.token, tokenExpiresAt: data.expires_at, ...data.user };
        } catch (error) {
          // The message reaches the sign-in page as `error` and shows under the code.
          if (error instanceof ApiError) throw new Error(error.message);
          throw new Error("Something went wrong");
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger }) {
      if (user) {
        const signedIn: SessionUser = { name: user.name ?? null, email: user.email ?? null, phone: user.phone };
        return { ...token, token: user.token, tokenExpiresAt: user.tokenExpiresAt, user: signedIn, name: signedIn.name, email: signedIn.email };
      }
      // update() from the browser: re-read the profile with the API token rather than
      // trusting what the browser sends, so the session can only hold the API's truth.
      if (trigger === "update" && token.token) {
        try {
          const customer = await readCustomer(token.token);
          const next: SessionUser = { name: customer.full_name, email: customer.email, phone: customer.phone };
          return { ...token, user: next, name: next.name, email: next.email };
        } catch (error) {
          console.error("Session refresh failed", error instanceof Error ? error.message : error);
        }
      }
      return token;
    },
    async session({ session, token }) {
      return { ...session, user: token.user };
    },
    // Only pages on this site, by the same rule as the sign-in page (./callback-url.ts).
    async redirect({ url, baseUrl }) {
      return `${baseUrl}${safeCallbackUrl(url, baseUrl)}`;
    },
  },
  events: {
    // Sign-out revokes the API token too, so a copied session cookie dies with it.
    async signOut({ token }) {
      if (!token?.token) return;
      try {
        await revokeToken(token.token);
      } catch (error) {
        // A token the API already dropped (401) is the outcome we wanted.
        if (!(error instanceof ApiError && error.status === 401)) console.error("Token revocation failed", error instanceof Error ? error.message : error);
      }
    },
  },
};
