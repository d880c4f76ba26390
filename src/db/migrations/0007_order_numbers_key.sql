-- Delivered numbers are keyed by (purchase_id, id): the key is also the re-download's index, so each delivered number
-- fills one index less (the separate purchase_id index goes).
DROP INDEX "order_numbers_purchase_idx";--> statement-breakpoint
ALTER TABLE "order_numbers" DROP CONSTRAINT "order_numbers_pkey";--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_pk" PRIMARY KEY("purchase_id","id");
