import { serverEnv, WebEnvError } from "./env";

/** Called once when the web server starts (instrumentation.ts): bad settings stop it with their names. */
export function checkServerEnv(): void {
  try {
    serverEnv();
  } catch (error) {
    if (!(error instanceof WebEnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
