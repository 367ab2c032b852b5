CREATE TABLE "ledger_accounts" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text,
	"currency" text NOT NULL,
	"balance" numeric NOT NULL,
	"held" numeric NOT NULL,
	"is_frozen" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric NOT NULL,
	"status" text NOT NULL,
	"posted_amount" numeric,
	"transaction_id" text,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"account_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"identity_id" text,
	"external_id" text,
	"type" text NOT NULL,
	"custody" text NOT NULL,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"status" text NOT NULL,
	"parent_id" text,
	"custody_bank_account" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_id_ledger_accounts_id_fk" FOREIGN KEY ("id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_unique" ON "ledger_accounts" USING btree ("client_id","environment","code","currency") WHERE "ledger_accounts"."kind" = 'SYSTEM';--> statement-breakpoint
CREATE INDEX "ledger_holds_account_id_index" ON "ledger_holds" USING btree ("account_id") WHERE "ledger_holds"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "ledger_postings_account_id_index" ON "ledger_postings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_id_index" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_client_id_environment_reference_index" ON "ledger_transactions" USING btree ("client_id","environment","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_number_unique" ON "accounts" USING btree ("client_id","environment","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_platform_unique" ON "accounts" USING btree ("client_id","environment","type","currency") WHERE "accounts"."identity_id" is null;--> statement-breakpoint
CREATE INDEX "accounts_client_id_environment_created_at_id_index" ON "accounts" USING btree ("client_id","environment","created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_identity_id_index" ON "accounts" USING btree ("identity_id");--> statement-breakpoint
CREATE INDEX "accounts_parent_id_index" ON "accounts" USING btree ("parent_id");