-- ANALYZE computes statistics for every column of the rows it samples. The JSON documents a
-- payment, its events and their deliveries carry are the largest part of that work: about 0.4 s of
-- a core each time the tables a payment writes are analyzed (decision 0020, "Documents left out of
-- ANALYZE"). No statement filters, joins or sorts by these documents, so their statistics never
-- shaped a plan. A target of 0 leaves them out, of autovacuum's analyses as of the maintenance
-- worker's.
ALTER TABLE "payments" ALTER COLUMN "fees" SET STATISTICS 0;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "origins" SET STATISTICS 0;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "destinations" SET STATISTICS 0;
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "review_reasons" SET STATISTICS 0;
--> statement-breakpoint
ALTER TABLE "transaction_events" ALTER COLUMN "transaction" SET STATISTICS 0;
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "payload" SET STATISTICS 0;
