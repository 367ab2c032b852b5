-- The notification log's identity filter reads that identity's rows through an index instead of
-- walking the client's whole log, newest first (decision 0019, "The log's identity filter by index").
-- The id leads without the client: identity ids are unique, and test events share one made-up id.
-- On a large database, build it first with CREATE INDEX CONCURRENTLY under this name and definition;
-- IF NOT EXISTS then skips it.
CREATE INDEX IF NOT EXISTS "webhook_deliveries_identity" ON "webhook_deliveries" USING btree ("identity_id","sequence");
