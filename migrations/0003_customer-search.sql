-- Free-text customer search: case- and accent-insensitive substring matching served by a trigram index.
-- Drizzle cannot express extensions, functions or operator-class expression indexes, hence this file.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index expression.
-- This wrapper names the dictionary explicitly and is declared IMMUTABLE: the dictionary is fixed for
-- the life of the index (rebuild the index if the unaccent rules are ever changed).
CREATE OR REPLACE FUNCTION immutable_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
-- Serves `lower(immutable_unaccent(search_text)) LIKE '%term%'` for live customers; the repository
-- writes its search condition with exactly this expression.
CREATE INDEX IF NOT EXISTS "customers_search_text_trgm_index" ON "customers"
  USING gin (lower(immutable_unaccent("search_text")) gin_trgm_ops)
  WHERE "deleted_at" IS NULL;
