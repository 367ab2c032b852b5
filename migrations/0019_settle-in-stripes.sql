CREATE TABLE "ledger_balance_stripes" (
	"client_id" text NOT NULL,
	"environment" text NOT NULL,
	"account_id" text NOT NULL,
	"stripe" integer NOT NULL,
	"balance" numeric NOT NULL,
	CONSTRAINT "ledger_balance_stripes_account_id_stripe_pk" PRIMARY KEY("account_id","stripe")
);
--> statement-breakpoint
ALTER TABLE "ledger_balance_stripes" ADD CONSTRAINT "ledger_balance_stripes_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every account that settles at commit gets its 32 stripes (BALANCE_STRIPES), empty: what it holds
-- today stays in its row's balance.
INSERT INTO "ledger_balance_stripes" ("client_id", "environment", "account_id", "stripe", "balance")
SELECT a."client_id", a."environment", a."id", stripe, 0
FROM "ledger_accounts" a CROSS JOIN generate_series(0, 31) AS stripe
WHERE a."settles_at_commit";
--> statement-breakpoint
-- Settles one ledger transaction's postings into the accounts that settle at commit, in account id
-- order. Each commit used to update the account's row and hold its lock until the commit was flushed
-- to disk, so every pay-in of a currency queued on its ESCROW row, one flush at a time. A commit now
-- updates one of 32 stripes, chosen by the movement's reference (its payment, so what a payment takes
-- out of ESCROW is in the stripe its capture put it in), as long as that stripe stays at zero or
-- above; an UPDATE whose condition fails locks nothing. Otherwise it settles against the whole
-- balance: the row locked, then every stripe in stripe order; the balance is checked and gathered
-- back into the row, the stripes emptied. The balance is the row's plus its stripes', and no stripe
-- is ever below zero, so the refusal (`check_violation`) comes exactly when available funds would.
CREATE OR REPLACE FUNCTION "ledger_settle_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  settled record;
  stripe_of_reference integer := hashtext(coalesce(NEW.reference, NEW.id)) & 31;
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
    UPDATE ledger_balance_stripes SET balance = balance + settled.delta
    WHERE account_id = settled.account_id AND stripe = stripe_of_reference
      AND balance + settled.delta >= 0;
    CONTINUE WHEN FOUND;
    -- The row first: a transaction that locked it earlier (a transfer not handed its rows) never
    -- waits here for one holding stripes. NO KEY: postings hold KEY SHARE on it until they commit.
    PERFORM FROM ledger_accounts WHERE id = settled.account_id FOR NO KEY UPDATE;
    PERFORM FROM ledger_balance_stripes WHERE account_id = settled.account_id ORDER BY stripe FOR UPDATE;
    UPDATE ledger_accounts a
    SET balance = a.balance + settled.delta
      + coalesce((SELECT sum(s.balance) FROM ledger_balance_stripes s WHERE s.account_id = a.id), 0)
    WHERE a.id = settled.account_id
    RETURNING a.balance - a.held INTO available;
    IF available < 0 THEN
      RAISE EXCEPTION 'Insufficient funds in account %', settled.account_id
        USING ERRCODE = 'check_violation';
    END IF;
    UPDATE ledger_balance_stripes SET balance = 0 WHERE account_id = settled.account_id AND balance <> 0;
  END LOOP;
  RETURN NULL;
END
$$;
