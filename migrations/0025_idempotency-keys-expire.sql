-- Stored Idempotency-Key outcomes are kept 24 hours (decision 0006) and were never deleted, so the
-- table grew with every keyed request. The sweep that now deletes them finds them by this index.
CREATE INDEX "idempotency_keys_created_at_index" ON "idempotency_keys" USING btree ("created_at");