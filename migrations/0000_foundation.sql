CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"api_key_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clients_apiKeyHash_unique" UNIQUE("api_key_hash")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_client_id_environment_key_pk" PRIMARY KEY("client_id","environment","key")
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"nickname" text,
	"lastname" text,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"idv" text NOT NULL,
	"country" text,
	"external_id" text,
	"gender" text,
	"security_options" jsonb NOT NULL,
	"bank_account" jsonb,
	"address" jsonb,
	"rules" jsonb,
	"kyc" jsonb,
	"watch_list" jsonb,
	"extended_data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_children" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"parent_id" text NOT NULL,
	"child_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_children_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "identity_permissions" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"holder_id" text NOT NULL,
	"resource" text NOT NULL,
	"reference" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_permissions_holder_id_resource_reference_pk" PRIMARY KEY("holder_id","resource","reference")
);
--> statement-breakpoint
ALTER TABLE "identity_children" ADD CONSTRAINT "identity_children_parent_id_identities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_children" ADD CONSTRAINT "identity_children_child_id_identities_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_permissions" ADD CONSTRAINT "identity_permissions_holder_id_identities_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."identities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identities_client_id_environment_created_at_id_index" ON "identities" USING btree ("client_id","environment","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "identities_organization_document_unique" ON "identities" USING btree ("client_id","environment","document_type","document_number") WHERE "identities"."type" = 'ORGANIZATION' and "identities"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "identities_user_document_email_unique" ON "identities" USING btree ("client_id","environment","document_type","document_number",lower("email")) WHERE "identities"."type" = 'USER' and "identities"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "identities_user_document_phone_unique" ON "identities" USING btree ("client_id","environment","document_type","document_number","phone") WHERE "identities"."type" = 'USER' and "identities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "identity_children_child_id_index" ON "identity_children" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "identity_permissions_reference_index" ON "identity_permissions" USING btree ("reference");