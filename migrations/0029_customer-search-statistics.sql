-- Statistics of the customer search's expression (decision 0019). The trigram index over it is
-- partial (live customers only), and PostgreSQL keeps no statistics of a partial index's
-- expressions, so it guessed how many customers a `LIKE '%term%'` matches from the term's length
-- alone. With these, a search planned for its term reads a rare term (one customer's email) through
-- the index and walks the newest customers for a term most of them hold.
CREATE STATISTICS IF NOT EXISTS "customers_search_text_statistics" ON (lower(immutable_unaccent("search_text"))) FROM "customers";
--> statement-breakpoint
-- A histogram of at least 100 values, whatever the session's default target: with fewer, PostgreSQL
-- blends in its guess from the term's length, and the table maintenance pass analyzes at 10
-- (decision 0020). It samples 30,000 customers for it, only when the table has grown.
ALTER STATISTICS "customers_search_text_statistics" SET STATISTICS 100;
--> statement-breakpoint
-- Now rather than at the next ANALYZE: until then a search planned for its term would read every
-- term, however common, through the index. About half a second for 300,000 customers.
ANALYZE "customers";
