CREATE TABLE "identity_withdrawal_accounts" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"identity_id" text NOT NULL,
	"bank_account" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_withdrawal_accounts" ADD CONSTRAINT "identity_withdrawal_accounts_identity_id_identities_id_fk" FOREIGN KEY ("identity_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_withdrawal_accounts_client_id_environment_identity_id_created_at_index" ON "identity_withdrawal_accounts" USING btree ("client_id","environment","identity_id","created_at");