-- The numbers table loses its per-row foreign key (checked by a query per inserted row); the stock code locks the
-- numlist row once per import batch instead, and deletes a numlist's numbers with it.
ALTER TABLE "numlist_numbers" DROP CONSTRAINT "numlist_numbers_numlist_id_numlists_id_fk";
