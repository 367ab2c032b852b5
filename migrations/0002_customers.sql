CREATE TABLE "customers" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text,
	"phone_number" text,
	"phone_number_prefix" text,
	"document_type" text,
	"document_number" text,
	"address" jsonb,
	"identity_id" text,
	"search_text" text GENERATED ALWAYS AS ("first_name" || ' ' || coalesce("last_name", '') || chr(10) || coalesce("email", '') || chr(10) || coalesce("document_number", '') || chr(10) || coalesce("phone_number_prefix", '') || coalesce("phone_number", '')) STORED NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "customers_client_id_environment_created_at_id_index" ON "customers" USING btree ("client_id","environment","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_client_id_environment_identity_id_index" ON "customers" USING btree ("client_id","environment","identity_id");