-- The list filters that name one thing (a transaction in the notification log, an identity or a
-- payment link in the payments list, a person's email, document or phone, an account's external
-- id) read through an index instead of every row of the tenant (decision 0019).
-- Building them holds off writes to each table while it runs. On a large database, build them first
-- with CREATE INDEX CONCURRENTLY under these names and definitions; IF NOT EXISTS then skips them.
CREATE INDEX IF NOT EXISTS "identities_email" ON "identities" USING btree ("client_id","environment",lower("email")) WHERE "identities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "identities_document_number" ON "identities" USING btree ("client_id","environment","document_number") WHERE "identities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "identities_phone" ON "identities" USING btree ("client_id","environment","phone") WHERE "identities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_external_id" ON "accounts" USING btree ("client_id","environment","external_id") WHERE "accounts"."external_id" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_deliveries_payment" ON "webhook_deliveries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_identity" ON "payments" USING btree ("identity_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_payment_link" ON "payments" USING btree ("payment_link_id","created_at","id") WHERE "payments"."payment_link_id" is not null;