ALTER TABLE "ledger_accounts" ADD COLUMN "settles_at_commit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The platform's ESCROW and FEE accounts (no owner) are what every payment of a currency passes
-- through: their balance is settled at commit from now on.
UPDATE "ledger_accounts" SET "settles_at_commit" = true
FROM "accounts"
WHERE "accounts"."id" = "ledger_accounts"."id" AND "accounts"."identity_id" IS NULL
  AND "accounts"."type" IN ('ESCROW', 'FEE');
--> statement-breakpoint
-- Settles one ledger transaction's postings into the cached balance of the accounts that settle at
-- commit, in account id order, and refuses the commit if one would fall below zero available. It
-- runs as the transaction commits (a deferred constraint trigger), so the row lock it takes lasts
-- only for the commit itself: concurrent payments never queue on the platform's accounts for the
-- length of a whole movement.
CREATE FUNCTION "ledger_settle_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settled record;
  available numeric;
BEGIN
  FOR settled IN
    SELECT p.account_id, sum(p.amount) AS delta
    FROM ledger_postings p
    JOIN ledger_accounts a ON a.id = p.account_id
    WHERE p.transaction_id = NEW.id AND a.settles_at_commit
    GROUP BY p.account_id
    ORDER BY p.account_id
  LOOP
    UPDATE ledger_accounts SET balance = balance + settled.delta
    WHERE id = settled.account_id
    RETURNING balance - held INTO available;
    IF available < 0 THEN
      RAISE EXCEPTION 'Insufficient funds in account %', settled.account_id
        USING ERRCODE = 'check_violation';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_settle_at_commit"
AFTER INSERT ON "ledger_transactions"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "ledger_settle_at_commit"();
