import NextAuth from "next-auth";
import { authOptions } from "@/features/identity/auth-options";

/** next-auth's routes: session, csrf, providers, signin/{provider}, callback/{provider}, signout, _log. */
const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
