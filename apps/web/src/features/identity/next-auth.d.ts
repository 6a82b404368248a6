import type { SessionUser } from "@shop/contracts";

declare module "next-auth" {
  interface Session {
    /** The API's bearer token (spec §3 session user). */
    token: string;
    user: SessionUser;
  }
  interface User {
    id: string;
    token: string;
    tokenExpiresAt: string;
    name: string | null;
    email: string | null;
    phone: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    token: string;
    tokenExpiresAt: string;
    user: SessionUser;
  }
}
