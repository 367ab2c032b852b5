-- A payment outside a checkout has no session, so the session's index now leaves it out: two index
-- entries fewer for such a payment (its insert, and each update that is not HOT, such as a capture).
-- A lookup by session (`= $1`) implies `is not null`, so it still uses the index.
DROP INDEX "payments_checkout_session_id_index";--> statement-breakpoint
CREATE INDEX "payments_checkout_session_id_index" ON "payments" USING btree ("checkout_session_id") WHERE "payments"."checkout_session_id" is not null;
