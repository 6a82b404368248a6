import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./identity";

/**
 * Newsletter double opt-in (API.md "Newsletter and contact"): `pending` until the
 * address opens its signed confirmation link, then `subscribed`; `unsubscribed` keeps
 * the row (and when) so a later signup starts a fresh opt-in rather than a silent one.
 */
export const subscriptionStatusEnum = pgEnum("subscription_status", ["pending", "subscribed", "unsubscribed"]);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: serial("id").primaryKey(),
    /** Lower-cased on the way in; one row per address. */
    email: text("email").notNull().unique(),
    status: subscriptionStatusEnum("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last confirmation mail, so a repeated signup does not mail an address again and again. */
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The language the address last subscribed in ('en' | 'bn', issue 50): its newsletter mails and links go in it. */
    locale: text("locale").notNull().default("en"),
  },
  (t) => [
    index("newsletter_subscriptions_status_idx").on(t.status, t.confirmedAt),
    check("newsletter_subscriptions_locale_known", sql`${t.locale} in ('en', 'bn')`),
  ],
);

/** What the contact page sends (POST /v1/contact): kept, and mailed to the shop through the outbox. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    title: text("title").notNull(),
    comment: text("comment").notNull(),
    /** The signed-in shopper who sent it, if any. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The client address the limit is counted on (the forwarder's proven one, never a header a client sets). */
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_ip_idx").on(t.ip, t.createdAt), index("contact_messages_created_idx").on(t.createdAt.desc())],
);

/**
 * Staff replies to a contact message (issue 46): mailed from the shop's address to the
 * message's sender through the outbox, and kept here with the message.
 */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: serial("id").primaryKey(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    staffId: uuid("staff_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_replies_message_idx").on(t.messageId, t.createdAt)],
);
