-- The delivery queue leaves the notification log. Its due index named `status` and
-- `next_attempt_at`, so the worker's claim (the lease) and each try's outcome rewrote the whole log
-- row, payload included, with a new entry in every index of the log (updates that are not HOT). A
-- delivery to send now also has a narrow row in `webhook_delivery_queue`, queued by the log's insert
-- trigger below. The claim rewrites only that row, and the outcome, which changes no indexed column
-- of the log, is a heap-only update, made in the room the fill factor below leaves on the row's page
-- (decision 0019, "The delivery queue apart from the log").
CREATE TABLE "webhook_delivery_queue" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_token" text
);
--> statement-breakpoint
CREATE INDEX "webhook_delivery_queue_due" ON "webhook_delivery_queue" USING btree ("next_attempt_at");--> statement-breakpoint
-- What the dropped index held, leases included.
INSERT INTO "webhook_delivery_queue" ("delivery_id", "next_attempt_at", "lease_token")
SELECT "id", "next_attempt_at", "lease_token" FROM "webhook_deliveries"
WHERE "status" = 'failed' AND "next_attempt_at" IS NOT NULL;--> statement-breakpoint
DROP INDEX "webhook_deliveries_due";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP COLUMN "lease_token";--> statement-breakpoint
-- Half of each new page of the log stays free: a row is rewritten once when its delivery ends, and
-- the worker ends a batch's deliveries (rows side by side) in one transaction, which cannot reuse
-- the space of the versions it has just replaced.
ALTER TABLE "webhook_deliveries" SET (fillfactor = 50);--> statement-breakpoint
-- The log's insert queues the rows to send and wakes the worker (NOTIFY is sent at commit, once per
-- transaction). Rows logged skipped (migration 0014) queue nothing and wake no one.
CREATE FUNCTION "queue_webhook_deliveries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "webhook_delivery_queue" ("delivery_id", "next_attempt_at")
  SELECT "id", "next_attempt_at" FROM "inserted" WHERE "status" = 'failed' AND "next_attempt_at" IS NOT NULL;
  IF FOUND THEN
    PERFORM pg_notify('webhook_deliveries_queued', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "webhook_deliveries_queued" ON "webhook_deliveries";--> statement-breakpoint
DROP FUNCTION "notify_webhook_deliveries_queued"();--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_queued"
AFTER INSERT ON "webhook_deliveries"
REFERENCING NEW TABLE AS "inserted"
FOR EACH STATEMENT EXECUTE FUNCTION "queue_webhook_deliveries"();
