-- The payment links' and checkout sessions' list filters that name one thing (an owner identity, a
-- customer's email, a destination account number) read through an index instead of every link or
-- session of the tenant (decision 0019), as migration 0026 did for the other lists.
-- Building them holds off writes to each table while it runs. On a large database, build them first
-- with CREATE INDEX CONCURRENTLY under these names and definitions; IF NOT EXISTS then skips them.
CREATE INDEX IF NOT EXISTS "checkout_sessions_owner" ON "checkout_sessions" USING btree ("owner_identity_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "checkout_sessions_destination_account_numbers" ON "checkout_sessions" USING gin ("destination_account_numbers");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_links_owner" ON "payment_links" USING btree ("owner_identity_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_links_customer_email" ON "payment_links" USING btree ("client_id","environment","customer_email") WHERE "payment_links"."customer_email" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_links_destination_account_numbers" ON "payment_links" USING gin ("destination_account_numbers");
