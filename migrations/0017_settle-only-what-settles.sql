ALTER TABLE "ledger_transactions" ADD COLUMN "settles_at_commit" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A ledger transaction none of whose postings is on an account that settles at commit has nothing
-- for the settling trigger to do; the transfer says so, and the commit no longer runs it (it was
-- about a seventh of PostgreSQL's time per P2P payment). Existing rows keep the default, true.
DROP TRIGGER "ledger_transactions_settle_at_commit" ON "ledger_transactions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_settle_at_commit"
AFTER INSERT ON "ledger_transactions"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW WHEN (NEW."settles_at_commit")
EXECUTE FUNCTION "ledger_settle_at_commit"();
