CREATE TABLE "checkout_sessions" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"payment_link_id" text NOT NULL,
	"checkout_token" text NOT NULL,
	"status" text NOT NULL,
	"owner_identity_id" text NOT NULL,
	"destination_account_numbers" text[] NOT NULL,
	"customer" jsonb,
	"payment_id" text,
	"pay_in_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"checkout_token" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"items" jsonb NOT NULL,
	"pre_tax_amount" numeric NOT NULL,
	"total_amount" numeric NOT NULL,
	"payment_methods_allowed" text[] NOT NULL,
	"destinations" jsonb NOT NULL,
	"destination_account_numbers" text[] NOT NULL,
	"owner" jsonb NOT NULL,
	"owner_identity_id" text NOT NULL,
	"customer" jsonb,
	"customer_email" text,
	"customer_requirements" text[] NOT NULL,
	"duration" integer,
	"expires_at" timestamp with time zone,
	"success_url" text,
	"failed_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "checkout_sessions_client_id_environment_created_at_id_index" ON "checkout_sessions" USING btree ("client_id","environment","created_at","id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_payment_link_id_index" ON "checkout_sessions" USING btree ("payment_link_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_expiry" ON "checkout_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_pay_in_token_index" ON "checkout_sessions" USING btree ("pay_in_token");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_checkout_token" ON "payment_links" USING btree ("checkout_token");--> statement-breakpoint
CREATE INDEX "payment_links_client_id_environment_created_at_id_index" ON "payment_links" USING btree ("client_id","environment","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_links_expiry" ON "payment_links" USING btree ("expires_at") WHERE "expires_at" is not null and "deleted_at" is null;