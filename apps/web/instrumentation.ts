/**
 * Runs once when the web server starts (not during `next build`): every setting is
 * checked (src/lib/env.ts), and a production server without NEXTAUTH_SECRET, which
 * would sign sessions with nothing it can keep, stops here with a clear message
 * (docs/decisions/009-sessions.md).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkServerEnv } = await import("./src/lib/env-check");
  checkServerEnv();
}
