-- GET /customers filters by a payer's email (in any case) and document number, and reads them
-- through these indexes instead of every customer of the tenant (decision 0008).
-- On a large database, build them first with CREATE INDEX CONCURRENTLY under these names and
-- definitions; IF NOT EXISTS then skips them.
CREATE INDEX IF NOT EXISTS "customers_email" ON "customers" USING btree ("client_id","environment",lower("email")) WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_document_number" ON "customers" USING btree ("client_id","environment","document_number") WHERE "customers"."deleted_at" is null;
