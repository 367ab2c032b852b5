-- Settles only the accounts whose balance the ledger transaction changes. A pay-in the provider
-- notifies before any capture passes through ESCROW, in and out by the same amount (decision 0019,
-- "A notification before any capture"); when a fee also settles at commit, the trigger runs and
-- used to rewrite ESCROW's stripe with its own value: a row version, its WAL, and the stripe's lock
-- held until the commit is flushed. The body is migration 0019's with the HAVING clause added.
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
    HAVING sum(p.amount) <> 0
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
