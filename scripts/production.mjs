#!/usr/bin/env node
// What a production start refuses, and what it only warns about
// (docs/decisions/027-production.md). `NODE_ENV=production npm start` checks it before
// it starts anything, and each systemd unit (deploy/systemd/) runs this file as its
// ExecStartPre, so the processes started one by one are held to the same list.
import { fileURLToPath } from "node:url";

/** Made once with `openssl rand -base64 32` and kept in the environment file: never made up at start. */
const SECRETS = {
  NEXTAUTH_SECRET: "signs and encrypts the shoppers' session cookies",
  NEWSLETTER_SECRET: "signs the links in newsletter mails",
  FORWARDER_SECRET: "proves the web and back-office servers to the API",
};

/** The local fakes `npm start` can run beside a shop to try it: none of them moves money, parcels or texts. */
const DEMOS = {
  DEMO_PAYMENTS: "fake bKash and SSLCommerz gateways that take no money",
  DEMO_COURIER: "a fake Steadfast courier that books no parcel",
  DEMO_SMS: "a fake SMS gateway that texts no one",
};

/** The settings that must name the shop's one public address when they are set (decision 018). */
const ADDRESS_SETTINGS = ["NEXTAUTH_URL", "PUBLIC_WEB_URL", "NEXT_PUBLIC_SITE_URL"];

const set = (value) => value !== undefined && value !== "";

/**
 * The shop's one public address (decision 018) and the settings that follow it: sessions
 * (NEXTAUTH_URL), links in mails and payment callbacks (PUBLIC_WEB_URL), canonical URLs
 * (NEXT_PUBLIC_SITE_URL, baked in by the web build); and where the API is.
 */
export function shopAddresses(env) {
  const PORT = env.PORT ?? "3000";
  const API_PORT = env.API_PORT ?? "4000";
  const PUBLIC_URL = (env.PUBLIC_URL ?? env.NEXTAUTH_URL ?? env.PUBLIC_WEB_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, "");
  return {
    PORT,
    API_PORT,
    API_URL: env.API_URL ?? `http://127.0.0.1:${API_PORT}`,
    PUBLIC_URL,
    PUBLIC_WEB_URL: PUBLIC_URL,
    NEXTAUTH_URL: PUBLIC_URL,
    NEXT_PUBLIC_SITE_URL: env.NEXT_PUBLIC_SITE_URL ?? PUBLIC_URL,
  };
}

/**
 * What `env` must not run with in production (`refusals`, one line each) and what it
 * may but should not (`warnings`). Empty strings count as unset, as the API's env does.
 */
export function productionProblems(env) {
  const refusals = [];
  const warnings = [];
  for (const [name, what] of Object.entries(SECRETS)) {
    if (!set(env[name])) refusals.push(`${name} is not set: it ${what}; make one with \`openssl rand -base64 32\` and keep it in the environment file`);
  }
  if (env.DEV_OUTBOX === "1") refusals.push("DEV_OUTBOX=1 serves every sign-in code over HTTP: never in production; remove it");
  for (const [name, what] of Object.entries(DEMOS)) {
    if (env[name] === "1") refusals.push(`${name}=1 runs ${what}: never in production; remove it and set the real provider's keys`);
  }
  const address = env.PUBLIC_URL?.replace(/\/+$/, "");
  if (!set(address)) {
    refusals.push("PUBLIC_URL is not set: production needs the shop's public https address (PUBLIC_URL=https://shop.example.com)");
  } else if (!/^https:\/\/[^/\s]+$/.test(address)) {
    refusals.push(`PUBLIC_URL must be an https:// origin in production (no path), not ${address}: sessions, HSTS and payment callbacks follow it`);
  } else {
    for (const name of ADDRESS_SETTINGS) {
      const value = env[name]?.replace(/\/+$/, "");
      if (set(value) && value !== address) refusals.push(`${name} is ${value} but PUBLIC_URL is ${address}: leave ${name} unset, it follows PUBLIC_URL`);
    }
  }
  if ((env.SMS_PROVIDER ?? "log") === "log") {
    warnings.push(
      "SMS_PROVIDER=log: sign-in codes and order texts go to the API log, not to shoppers' phones; set SMS_PROVIDER (sslwireless, bulksmsbd or alpha) and its keys",
    );
  }
  if ((env.MAIL_PROVIDER ?? "log") === "log") {
    warnings.push("MAIL_PROVIDER=log: mails (links included) go to the API log, not to their addresses; set MAIL_PROVIDER=smtp and SMTP_URL");
  }
  return { refusals, warnings };
}

// As a command (each systemd unit's ExecStartPre): the lines, then exit 1 on any refusal.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { refusals, warnings } = productionProblems(process.env);
  for (const line of warnings) console.warn(`[production] warning: ${line}`);
  for (const line of refusals) console.error(`[production] refused: ${line}`);
  process.exit(refusals.length ? 1 : 0);
}
