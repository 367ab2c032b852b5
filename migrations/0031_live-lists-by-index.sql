-- The lists of identities, customers, payment links and checkout sessions read live rows only
-- (`deleted_at is null`), which their list indexes did not know, so a list's total read every one of
-- the tenant's rows from the table. These indexes hold the live rows alone, and the count reads
-- them without the table (decision 0019, "A list's total counted from its index"). On a large
-- database, build them first with CREATE INDEX CONCURRENTLY under these names and definitions;
-- IF NOT EXISTS then skips them, and the old ones can be dropped the same way.
CREATE INDEX IF NOT EXISTS "identities_live_created_at" ON "identities" USING btree ("client_id","environment","created_at","id") WHERE "identities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_live_created_at" ON "customers" USING btree ("client_id","environment","created_at","id") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "checkout_sessions_live_created_at" ON "checkout_sessions" USING btree ("client_id","environment","created_at","id") WHERE "checkout_sessions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_links_live_created_at" ON "payment_links" USING btree ("client_id","environment","created_at","id") WHERE "payment_links"."deleted_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "identities_client_id_environment_created_at_id_index";--> statement-breakpoint
DROP INDEX IF EXISTS "customers_client_id_environment_created_at_id_index";--> statement-breakpoint
DROP INDEX IF EXISTS "checkout_sessions_client_id_environment_created_at_id_index";--> statement-breakpoint
DROP INDEX IF EXISTS "payment_links_client_id_environment_created_at_id_index";
