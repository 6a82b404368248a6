/**
 * Runs once when the web server starts (not during `next build`). A production server
 * without NEXTAUTH_SECRET would sign sessions with nothing it can keep, so it stops
 * here with a clear message (docs/decisions/009-sessions.md).
 */
export function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NODE_ENV === "production" && !process.env.NEXTAUTH_SECRET) {
    console.error("NEXTAUTH_SECRET is not set: the shop refuses to start in production without it.");
    process.exit(1);
  }
}
