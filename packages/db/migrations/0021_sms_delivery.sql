-- Issue 41: SMS through Bangladeshi gateways. A sign-in code goes first (priority 0) and
-- is never sent after its life (expires_at); a transient failure waits out a back-off
-- (next_attempt_at); the gateway's answer is kept (provider, message id, the failure's
-- kind, code and words); client_ref is our reference, the same on every try.
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "client_ref" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "error_kind" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("priority","id") WHERE "outbox"."status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_sms_day_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."channel" = 'sms';