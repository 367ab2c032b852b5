-- Two index entries fewer for every payment written, and two more for each of its updates that is
-- not HOT (a capture). The primary key (the id alone) already makes (client_id, environment, id)
-- unique, and no constraint refers to that index. A payment outside a checkout has no session, so
-- the session's index leaves it out; a lookup by session (`= $1`) implies `is not null`, so it
-- still uses the index.
DROP INDEX "payments_id_tenant";--> statement-breakpoint
DROP INDEX "payments_checkout_session_id_index";--> statement-breakpoint
CREATE INDEX "payments_checkout_session_id_index" ON "payments" USING btree ("checkout_session_id") WHERE "payments"."checkout_session_id" is not null;
