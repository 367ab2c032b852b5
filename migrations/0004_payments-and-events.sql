CREATE TABLE "transaction_events" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "transaction_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" text NOT NULL,
	"identity_id" text NOT NULL,
	"discriminator" text NOT NULL,
	"event_type" text,
	"flavor" text NOT NULL,
	"transaction" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"is_attempt" boolean NOT NULL,
	"external_id" text NOT NULL,
	"identity_id" text NOT NULL,
	"identity_external_id" text,
	"account_number" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"product" text NOT NULL,
	"purchase_amount" numeric NOT NULL,
	"purchase_currency" text NOT NULL,
	"total_amount" numeric NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" text NOT NULL,
	"fees" jsonb NOT NULL,
	"origins" jsonb NOT NULL,
	"destinations" jsonb NOT NULL,
	"account_numbers" text[] NOT NULL,
	"description" text,
	"settlement" text,
	"hold_id" text,
	"failure_reason" text,
	"review_reasons" jsonb,
	"webhook_flavor" text NOT NULL,
	"checkout_session_id" text,
	"payment_link_id" text,
	"expires_at" timestamp with time zone,
	"authorized_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "transaction_events_client_id_environment_created_at_index" ON "transaction_events" USING btree ("client_id","environment","created_at");--> statement-breakpoint
CREATE INDEX "transaction_events_payment_id_index" ON "transaction_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_client_id_environment_created_at_id_index" ON "payments" USING btree ("client_id","environment","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_client_id_environment_external_id_index" ON "payments" USING btree ("client_id","environment","external_id");--> statement-breakpoint
CREATE INDEX "payments_account_numbers" ON "payments" USING gin ("account_numbers");--> statement-breakpoint
CREATE INDEX "payments_due_to_expire" ON "payments" USING btree ("expires_at") WHERE "payments"."status" in ('CREATED', 'AUTHORIZED') and "payments"."is_attempt" = false;--> statement-breakpoint
CREATE INDEX "payments_checkout_session_id_index" ON "payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_id_tenant" ON "payments" USING btree ("client_id","environment","id");