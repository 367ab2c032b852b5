-- A change decided on rows read without locks commits in one statement that locks those rows and
-- checks that what the decision read still holds (src/db/transactions.ts, `optimistically`). This
-- stops that statement, its writes included, when a check fails; the caller then decides again
-- under locks. A SQLSTATE of its own tells that apart from any other failure.
CREATE FUNCTION "assert_still_true"(ok boolean) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION 'rows read for this change have changed since' USING ERRCODE = 'PX409';
  END IF;
  RETURN true;
END
$$;
