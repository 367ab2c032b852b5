CREATE TABLE "webhook_configs" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"urls" jsonb NOT NULL,
	"last_flavor" text NOT NULL,
	"secret_ciphertext" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "webhook_configs_client_id_environment_pk" PRIMARY KEY("client_id","environment")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"identity_id" text NOT NULL,
	"discriminator" text NOT NULL,
	"event_type" text,
	"flavor" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer NOT NULL,
	"http_status" integer,
	"url" text,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"lease_token" text,
	"is_replay" boolean NOT NULL,
	"replay_of" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log" ON "webhook_deliveries" USING btree ("client_id","sequence");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'failed' and "webhook_deliveries"."next_attempt_at" is not null;