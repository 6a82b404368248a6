ALTER TABLE "otp_codes" ADD COLUMN "requester" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "secret" text;--> statement-breakpoint
CREATE INDEX "otp_codes_requester_idx" ON "otp_codes" USING btree ("phone","requester","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_secret_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."secret" IS NOT NULL;