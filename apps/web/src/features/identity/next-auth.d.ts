import type { SessionUser } from "@shop/contracts";

declare module "next-auth" {
  interface Session {
    /** Name, email and phone only: the API token never leaves the server. */
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
