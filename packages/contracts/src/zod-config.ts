import { z } from "zod";
import { defaultMessage } from "./input-rules";

/**
 * zod's settings for the whole app, the package's one side effect (package.json
 * `sideEffects`). envelope.ts and validation.ts import it, and every schema module
 * imports one of them, so the settings are in place wherever a schema is parsed, while
 * a browser page that takes only constants or messages from this package ships no zod.
 */
z.config({
  customError: (issue) => defaultMessage(issue),
  // In a browser the shop's Content-Security-Policy forbids eval (decision 014), so zod's
  // compiled parsers could never be used there and its probe (`Function("")`) would
  // only report a violation. The API keeps them.
  jitless: typeof document !== "undefined",
});
