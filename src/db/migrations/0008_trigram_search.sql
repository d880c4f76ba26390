-- The history and users searches are LIKE '%…%' over a lower-cased search_text: a B-tree cannot seek for that, so at
-- 600k orders a search read every row (225 ms). A trigram GIN index answers it from the index for any term of three
-- characters or more. pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it; PGlite
-- loads it in src/db/client.ts. Written by hand: drizzle-kit does not declare extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_history_search_trgm_idx" ON "purchase_history" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
