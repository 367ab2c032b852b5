CREATE TABLE "rules" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"identity_id" text NOT NULL,
	"type" text NOT NULL,
	"target" text NOT NULL,
	"overwrites" boolean NOT NULL,
	"filter" jsonb,
	"fee_rule" jsonb,
	"allowed_values_rule" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "rules_body_matches_type" CHECK (("rules"."type" = 'FEE') = ("rules"."fee_rule" is not null)
        and ("rules"."type" = 'ALLOWED_VALUES') = ("rules"."allowed_values_rule" is not null)
        and ("rules"."type" <> 'FEE' or "rules"."target" = 'TRANSACTION'))
);
--> statement-breakpoint
CREATE INDEX "rules_client_id_environment_created_at_id_index" ON "rules" USING btree ("client_id","environment","created_at","id");--> statement-breakpoint
CREATE INDEX "rules_client_id_environment_identity_id_index" ON "rules" USING btree ("client_id","environment","identity_id");