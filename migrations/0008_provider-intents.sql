CREATE TABLE "provider_intents" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"action" text NOT NULL,
	"attempt_after" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_intents_open_per_payment" ON "provider_intents" USING btree ("payment_id") WHERE "provider_intents"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "provider_intents_due" ON "provider_intents" USING btree ("attempt_after") WHERE "provider_intents"."completed_at" is null;