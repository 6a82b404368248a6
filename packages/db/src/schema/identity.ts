import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, pgEnum, pgTable, serial, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const genderEnum = pgEnum("gender", ["male", "female"]);
/** Who may use the back office (API.md "Back office"): shoppers never; owners also manage staff, coupons and prices. */
export const userRoleEnum = pgEnum("user_role", ["shopper", "staff", "owner"]);
/** Which new orders a staff member is told of by SMS or mail (issue 46): none, every one, or those of at least `order_alert_min`. */
export const orderAlertEnum = pgEnum("order_alert", ["none", "all", "above"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Normalised to 01XXXXXXXXX. */
    phone: text("phone").notNull().unique(),
    fullName: text("full_name"),
    email: text("email").unique(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    gender: genderEnum("gender"),
    birthday: date("birthday"),
    role: userRoleEnum("role").notNull().default("shopper"),
    /** An owner's grant to a staff member: may cancel (refund) a paid order. Owners always may. */
    canRefund: boolean("can_refund").notNull().default(false),
    orderAlert: orderAlertEnum("order_alert").notNull().default("none"),
    /** Poisha: with order_alert "above", only orders of at least this total. */
    orderAlertMin: integer("order_alert_min"),
    /** The shopper's language (issue 50, migration 0039): SMS and mails to them go in it. Set at sign-up from Accept-Language and from the profile. */
    locale: text("locale").notNull().default("en"),
    /**
     * Poisha a customer has spent (migration 0030): delivered orders' totals less the refunds that
     * succeeded on them, kept by triggers on orders and refunds in the same transaction as the
     * change, so the back office's customer list sorts by it off an index.
     */
    spent: bigint("spent", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("users_locale_known", sql`${t.locale} in ('en', 'bn')`),
    // The order queue's phone search (migration 0034): the digits a phone ends with, as a prefix of the reversed phone.
    index("users_phone_reverse_idx").on(sql`reverse(${t.phone}) text_pattern_ops`),
    // The back office's customer list (migration 0030): newest first, and most spent first.
    index("users_shoppers_newest_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.role} = 'shopper'`),
    index("users_shoppers_spent_idx")
      .on(t.spent.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.role} = 'shopper'`),
  ],
);

/** Bearer tokens: only the SHA-256 of the 256-bit random token is stored. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId)],
);

export const otpPurposeEnum = pgEnum("otp_purpose", ["signin", "phone_change"]);

/** One-time codes, hashed; the signature ties the confirm call to the request call. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    purpose: otpPurposeEnum("purpose").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    signatureHash: text("signature_hash").notNull().unique(),
    /** Who asked (a hash of the client address): the resend wait and hourly count are theirs, not the phone's. */
    requester: text("requester"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("otp_attempts_bounded", sql`${t.attempts} >= 0`),
    index("otp_codes_phone_idx").on(t.phone, t.purpose, t.createdAt.desc()),
    index("otp_codes_requester_idx").on(t.phone, t.requester, t.createdAt.desc()),
  ],
);

export const emailVerifications = pgTable("email_verifications", {
  id: serial("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const outboxChannelEnum = pgEnum("outbox_channel", ["sms", "email"]);

/** Every text a message would send; a provider delivers from here in production. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    channel: outboxChannelEnum("channel").notNull(),
    to: text("to").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    /** The code or link inside `body`; blanked out of it once the retention has passed. */
    secret: text("secret"),
    /** Extra mail headers (List-Unsubscribe, Reply-To); the mail provider sends them as they are. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** pending, sending, sent, failed (given up: refused or out of tries), expired (a code past its life, never sent late). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** 0 for a sign-in or verification code, which goes before any queued order message; 1 for the rest. */
    priority: smallint("priority").notNull().default(1),
    /** A code's message is not sent after this (the code's own life); null for the rest. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** A transient failure's back-off: not tried again before this. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** Our reference for the message, the same on every try (SSL Wireless's csms_id): the gateway can refuse a duplicate. */
    clientRef: uuid("client_ref").notNull().defaultRandom(),
    /** The provider that last tried it, and the message id it answered with when it accepted. */
    provider: text("provider"),
    providerMessageId: text("provider_message_id"),
    /** The last failure: its kind (number, balance, credentials, sender, content, transient), the provider's code and words. */
    errorKind: text("error_kind"),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** When a sender claimed it (`sending`); a claim older than a few minutes was lost in a crash and is retried. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_to_idx").on(t.to, t.createdAt.desc()),
    index("outbox_due_idx")
      .on(t.priority, t.id)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    index("outbox_sms_day_idx")
      .on(t.createdAt)
      .where(sql`${t.channel} = 'sms'`),
    index("outbox_secret_idx")
      .on(t.createdAt)
      .where(sql`${t.secret} IS NOT NULL`),
  ],
);
