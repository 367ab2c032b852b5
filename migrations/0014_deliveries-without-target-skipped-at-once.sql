-- A delivery queued for a client with no URL for its flavor (and no default URL) is logged skipped
-- as it is written, instead of being queued for the delivery worker to claim, skip and write back:
-- for a client that registered no webhook that was a claim and an update per event, more work than
-- the event itself. The message is NO_URL_CONFIGURED (src/modules/webhooks/delivery-rows.ts).
CREATE FUNCTION "skip_webhook_delivery_without_target"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'failed' AND NEW.next_attempt_at IS NOT NULL AND NEW.attempts = 0 AND NOT EXISTS (
    SELECT 1 FROM webhook_configs c
    WHERE c.client_id = NEW.client_id AND c.environment = NEW.environment
      AND coalesce(c.urls ->> NEW.flavor, c.urls ->> 'default') IS NOT NULL
  ) THEN
    NEW.status := 'skipped';
    NEW.last_error := 'no webhook URL configured';
    NEW.next_attempt_at := NULL;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_skip_without_target"
BEFORE INSERT ON "webhook_deliveries"
FOR EACH ROW EXECUTE FUNCTION "skip_webhook_delivery_without_target"();
--> statement-breakpoint
-- The worker is woken only when a statement queued something to send.
CREATE OR REPLACE FUNCTION "notify_webhook_deliveries_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM inserted WHERE status = 'failed' AND next_attempt_at IS NOT NULL) THEN
    PERFORM pg_notify('webhook_deliveries_queued', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "webhook_deliveries_queued" ON "webhook_deliveries";
--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_queued"
AFTER INSERT ON "webhook_deliveries"
REFERENCING NEW TABLE AS "inserted"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_webhook_deliveries_queued"();
