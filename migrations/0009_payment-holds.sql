CREATE TABLE "payment_holds" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"hold_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"origin_index" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_holds_payment_id_index" ON "payment_holds" USING btree ("payment_id");--> statement-breakpoint
-- Hand-written: open holds move from the comma-joined column to rows, the n-th id going to the
-- n-th internal (ACCOUNT) origin node, as the capture used to match them.
INSERT INTO "payment_holds" ("client_id", "environment", "hold_id", "payment_id", "origin_index", "created_at")
SELECT p."client_id", p."environment", h."hold_id", p."id", o."origin_index", p."updated_at"
FROM "payments" p
CROSS JOIN LATERAL unnest(string_to_array(p."hold_id", ',')) WITH ORDINALITY AS h("hold_id", "n")
JOIN LATERAL (
	SELECT (e."ord" - 1)::integer AS "origin_index", row_number() OVER (ORDER BY e."ord") AS "n"
	FROM jsonb_array_elements(p."origins") WITH ORDINALITY AS e("node", "ord")
	WHERE e."node"->>'type' = 'ACCOUNT'
) o ON o."n" = h."n"
WHERE p."hold_id" IS NOT NULL AND p."hold_id" <> '';--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "hold_id";