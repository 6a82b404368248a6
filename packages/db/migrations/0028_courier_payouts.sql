-- Courier payouts (issue 46's reports): what a courier paid the shop for the cash it collected on
-- delivery, recorded by staff from the courier's statement, so the reports set cash collected
-- against cash received.
CREATE TABLE "courier_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"courier_name" text NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_payouts_amount_positive" CHECK ("courier_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "courier_payouts" ADD CONSTRAINT "courier_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_payouts_reference_uq" ON "courier_payouts" USING btree ("courier_name","reference");--> statement-breakpoint
CREATE INDEX "courier_payouts_paid_on_idx" ON "courier_payouts" USING btree ("paid_on");