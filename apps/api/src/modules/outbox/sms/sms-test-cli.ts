// `npm run sms:test -- 01XXXXXXXXX`: one test SMS through the configured provider
// (SMS_PROVIDER and its settings, read as the API reads them; no database), and what the
// gateway answered. Exit 0 when taken, 1 when refused (or the settings are wrong), 2 for
// a number that is not a Bangladeshi mobile.
import { randomUUID } from "node:crypto";
import pino from "pino";
import { BD_PHONE_PATTERN, normalizePhone } from "@shop/contracts";
import { EnvError, parseEnv } from "../../../plugins/env";
import { createSmsProvider } from "./registry";
import { smsSegments } from "./segments";
import { SmsRefused } from "./types";

const number = process.argv[2]?.trim() ?? "";
if (!BD_PHONE_PATTERN.test(number)) {
  console.error(`Usage: npm run sms:test -- 01XXXXXXXXX ("${number}" is not a Bangladeshi mobile number)`);
  process.exit(2);
}

let env;
try {
  env = parseEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const to = normalizePhone(number);
const body = `${env.SHOP_NAME}: test message from your shop. If you got this, SMS works.`;
const provider = createSmsProvider(env, pino({ level: "info" }));
const { segments, encoding } = smsSegments(body);
console.log(`Sending through ${provider.name} to ${to} (${segments} SMS, ${encoding}): ${body}`);
try {
  const accepted = await provider.send({ to, body, reference: randomUUID() });
  console.log(`Accepted${accepted.messageId ? `, message id ${accepted.messageId}` : " (the gateway gave no message id)"}.`);
  if (accepted.answer) console.log(`The gateway answered: ${JSON.stringify(accepted.answer)}`);
} catch (error) {
  if (!(error instanceof SmsRefused)) throw error;
  console.error(`Refused (${error.kind}, code ${error.code}): ${error.words}`);
  if (error.answer !== undefined) console.error(`The gateway answered: ${typeof error.answer === "string" ? error.answer : JSON.stringify(error.answer)}`);
  process.exit(1);
}
