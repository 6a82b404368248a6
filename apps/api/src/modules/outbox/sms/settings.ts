/**
 * The SMS gateways' names and the settings each cannot send without: read by env.ts to
 * refuse a start without them, and by registry.ts to build the chosen one. Nothing here
 * imports the API's settings, so env.ts can import it.
 */
export const SMS_PROVIDER_NAMES = ["log", "sslwireless", "bulksmsbd", "alpha"] as const;
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number];

/** The settings a provider cannot send without; its base URL has a default, ALPHA_SMS_SENDER_ID is optional. */
export const SMS_REQUIRED_SETTINGS = {
  log: [],
  sslwireless: ["SSLWIRELESS_API_TOKEN", "SSLWIRELESS_SID"],
  bulksmsbd: ["BULKSMSBD_API_KEY", "BULKSMSBD_SENDER_ID"],
  alpha: ["ALPHA_SMS_API_KEY"],
} as const satisfies Record<SmsProviderName, readonly string[]>;

/**
 * The start-up problem with the SMS settings, in env.ts's form, or undefined. Read on
 * the raw values (empty counts as unset), so it is reported beside any other problem.
 */
export function smsSettingsProblem(settings: Record<string, string | undefined>): string | undefined {
  const name = settings.SMS_PROVIDER ?? "log";
  if (!(SMS_PROVIDER_NAMES as readonly string[]).includes(name)) return undefined; // the enum says so
  const missing = SMS_REQUIRED_SETTINGS[name as SmsProviderName].filter((key) => !settings[key]);
  if (!missing.length) return undefined;
  return `${missing.join(", ")}: must be set when SMS_PROVIDER=${name}`;
}
