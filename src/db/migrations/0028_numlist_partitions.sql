-- hand-written: the stock table partitioned by numlist, one partition per list (decision 0114). A shuffle builds a
-- list's rows in a table of its own, indexes it in bulk and swaps it in (domain/stock/shuffle.ts); that needs each
-- list in a partition of its own. Columns, primary key and sale-order index are unchanged (Drizzle's schema too).
ALTER TABLE "numlist_numbers" RENAME TO "numlist_numbers_unpartitioned";--> statement-breakpoint
ALTER TABLE "numlist_numbers_unpartitioned" RENAME CONSTRAINT "numlist_numbers_pk" TO "numlist_numbers_unpartitioned_pk";--> statement-breakpoint
ALTER INDEX "numlist_numbers_sale_order_idx" RENAME TO "numlist_numbers_unpartitioned_sale_order_idx";--> statement-breakpoint
CREATE TABLE "numlist_numbers" (
	"numlist_id" integer NOT NULL,
	"number" bigint NOT NULL,
	"sort_key" bigint NOT NULL,
	CONSTRAINT "numlist_numbers_pk" PRIMARY KEY("number","numlist_id")
) PARTITION BY LIST ("numlist_id");--> statement-breakpoint
CREATE INDEX "numlist_numbers_sale_order_idx" ON "numlist_numbers" USING btree ("numlist_id","sort_key");--> statement-breakpoint
-- A list's partition, `numlist_numbers_<id>`, made with its indexes under fixed names and then attached: ATTACH
-- locks the parent SHARE UPDATE EXCLUSIVE, where CREATE TABLE … PARTITION OF would lock it ACCESS EXCLUSIVE and
-- hold every sale until the transaction creating the list commits.
CREATE FUNCTION "create_numlist_partition"("list" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "part" text := 'numlist_numbers_' || "list";
BEGIN
  IF to_regclass("part") IS NOT NULL THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE "numlist_numbers")', "part");
  EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY ("number", "numlist_id")', "part", "part" || '_pkey');
  EXECUTE format('CREATE INDEX %I ON %I ("numlist_id", "sort_key")', "part" || '_sale_order_idx', "part");
  EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK ("numlist_id" = %s)', "part", "part" || '_list', "list");
  EXECUTE format('ALTER TABLE "numlist_numbers" ATTACH PARTITION %I FOR VALUES IN (%s)', "part", "list");
END
$$;--> statement-breakpoint
CREATE FUNCTION "numlists_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "create_numlist_partition"(NEW."id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "numlists_partition" AFTER INSERT ON "numlists" FOR EACH ROW EXECUTE FUNCTION "numlists_after_insert"();--> statement-breakpoint
-- Every list gets its partition; rows of a list that no longer exists (there is no foreign key) are dropped.
SELECT "create_numlist_partition"("id") FROM "numlists";--> statement-breakpoint
INSERT INTO "numlist_numbers" SELECT u."numlist_id", u."number", u."sort_key" FROM "numlist_numbers_unpartitioned" u
WHERE EXISTS (SELECT 1 FROM "numlists" n WHERE n."id" = u."numlist_id");--> statement-breakpoint
DROP TABLE "numlist_numbers_unpartitioned";
