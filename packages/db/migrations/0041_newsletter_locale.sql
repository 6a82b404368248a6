-- Issue 50 (Bangla): the language a newsletter address last subscribed in ('en' or 'bn', default 'en':
-- every row before this was asked for in English). Its confirmation, welcome and footer go in it, with
-- links to that language's pages.
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_locale_known" CHECK ("newsletter_subscriptions"."locale" in ('en', 'bn'));