-- hand-written: the stock table partitioned by numlist (decision 0118). Every list's numbers stay in one default
-- partition; a shuffle gives a big list a partition of its own (domain/stock/partitions.ts), which later shuffles
-- rebuild in bulk and swap in. Columns, primary key and sale-order index are unchanged (Drizzle's schema too), and the
-- rows are not copied: the existing table becomes the default partition, its indexes those of the partitioned ones.
ALTER TABLE "numlist_numbers" RENAME TO "numlist_numbers_default";--> statement-breakpoint
ALTER TABLE "numlist_numbers_default" RENAME CONSTRAINT "numlist_numbers_pk" TO "numlist_numbers_default_pk";--> statement-breakpoint
ALTER INDEX "numlist_numbers_sale_order_idx" RENAME TO "numlist_numbers_default_sale_order_idx";--> statement-breakpoint
CREATE TABLE "numlist_numbers" (
	"numlist_id" integer NOT NULL,
	"number" bigint NOT NULL,
	"sort_key" bigint NOT NULL,
	CONSTRAINT "numlist_numbers_pk" PRIMARY KEY("number","numlist_id")
) PARTITION BY LIST ("numlist_id");--> statement-breakpoint
CREATE INDEX "numlist_numbers_sale_order_idx" ON "numlist_numbers" USING btree ("numlist_id","sort_key");--> statement-breakpoint
ALTER TABLE "numlist_numbers" ATTACH PARTITION "numlist_numbers_default" DEFAULT;
