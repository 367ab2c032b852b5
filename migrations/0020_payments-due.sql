-- The sweeps' work queues leave `payments`: its indexes `payments_due_to_expire` and
-- `payments_sandbox_captured` named `status` and `captured_at`, so every status change wrote a new
-- entry in each of the table's indexes (an update that is not HOT). Their rows now live in
-- `payments_due`, added by the triggers below, and a fifth of each new page of `payments` stays
-- free for the updates of the rows on it.
CREATE TABLE "payments_due" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_due_kind_payment_id_pk" PRIMARY KEY("kind","payment_id")
);
--> statement-breakpoint
DROP INDEX "payments_due_to_expire";--> statement-breakpoint
DROP INDEX "payments_sandbox_captured";--> statement-breakpoint
CREATE INDEX "payments_due_kind_due_at_index" ON "payments_due" USING btree ("kind","due_at");
--> statement-breakpoint
ALTER TABLE "payments" SET (fillfactor = 80);--> statement-breakpoint
-- What the dropped indexes held.
INSERT INTO "payments_due" ("client_id", "environment", "kind", "payment_id", "due_at")
SELECT "client_id", "environment", 'expire', "id", "expires_at" FROM "payments"
WHERE "expires_at" IS NOT NULL AND NOT "is_attempt" AND "status" IN ('CREATED', 'AUTHORIZED');--> statement-breakpoint
INSERT INTO "payments_due" ("client_id", "environment", "kind", "payment_id", "due_at")
SELECT "client_id", "environment", 'confirm_sandbox_card', "id", coalesce("captured_at", "updated_at") FROM "payments"
WHERE "status" = 'CAPTURED' AND "environment" = 'sandbox' AND "origins" @> '[{"type":"CARD"}]';--> statement-breakpoint
-- Queues the payment for the sweep its first argument names (queued again, it is due at its new time).
CREATE FUNCTION "queue_payment_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payments_due" ("client_id", "environment", "kind", "payment_id", "due_at")
  VALUES (NEW."client_id", NEW."environment", TG_ARGV[0], NEW."id",
    CASE TG_ARGV[0] WHEN 'expire' THEN NEW."expires_at" ELSE coalesce(NEW."captured_at", NEW."updated_at") END)
  ON CONFLICT ("kind", "payment_id") DO UPDATE SET "due_at" = excluded."due_at";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A row's WHEN is evaluated without calling the function: a payment with no expiry, and every
-- status change but a sandbox card's capture, costs nothing more.
CREATE TRIGGER "payments_expiry_queued"
AFTER INSERT ON "payments" FOR EACH ROW
WHEN (NEW."expires_at" IS NOT NULL AND NOT NEW."is_attempt")
EXECUTE FUNCTION "queue_payment_due"('expire');--> statement-breakpoint
-- A payment is inserted CREATED, so only an update makes it CAPTURED (a capture, a review's approval).
CREATE TRIGGER "payments_sandbox_card_captured"
AFTER UPDATE OF "status" ON "payments" FOR EACH ROW
WHEN (NEW."status" = 'CAPTURED' AND OLD."status" <> 'CAPTURED' AND NEW."environment" = 'sandbox'
  AND NEW."origins" @> '[{"type":"CARD"}]')
EXECUTE FUNCTION "queue_payment_due"('confirm_sandbox_card');
