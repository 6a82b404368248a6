-- Issue 50 (Bangla): the shopper's language on the account (users.locale, 'en' or 'bn', default 'en':
-- SMS and mails go in it), and the Bangla catalog text the back office edits (categories' name and
-- description, brands' description). A null Bangla text means the API answers the English one.
ALTER TABLE "brands" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" in ('en', 'bn'));