-- A payments list's total counted from an index alone (decision 0019, "A list's total counted from
-- its index"). Every list of payments or attempts filters on `is_attempt`, which the index it walked
-- did not hold, so counting a tenant's payments read every one of their rows. On a large table, build
-- the new index first with CREATE INDEX CONCURRENTLY under this name and definition; IF NOT EXISTS
-- then skips it, and the old one can be dropped the same way.
CREATE INDEX IF NOT EXISTS "payments_client_id_environment_is_attempt_created_at_id_index" ON "payments" USING btree ("client_id","environment","is_attempt","created_at","id");--> statement-breakpoint
DROP INDEX IF EXISTS "payments_client_id_environment_created_at_id_index";
