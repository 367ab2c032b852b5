-- Wakes the webhook delivery worker when deliveries are queued. NOTIFY is transactional: it is sent
-- at commit (never for a rollback), once per transaction however many rows were inserted, and the
-- trigger adds no round trip to the transaction that queues the event.
CREATE FUNCTION "notify_webhook_deliveries_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('webhook_deliveries_queued', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_queued"
AFTER INSERT ON "webhook_deliveries"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_webhook_deliveries_queued"();
