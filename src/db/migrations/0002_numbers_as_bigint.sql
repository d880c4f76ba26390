-- Numbers become E.164 digits in a bigint ("+447700900123" → 447700900123); the surrogate id goes,
-- and (number, numlist_id) becomes the primary key. Existing rows are converted in place.
DROP INDEX "numlist_numbers_numlist_number_uq";--> statement-breakpoint
DROP INDEX "numlist_numbers_number_idx";--> statement-breakpoint
ALTER TABLE "numlist_numbers" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "numlist_numbers" ALTER COLUMN "number" SET DATA TYPE bigint USING ltrim("number", '+')::bigint;--> statement-breakpoint
ALTER TABLE "suppressed_numbers" ALTER COLUMN "number" SET DATA TYPE bigint USING ltrim("number", '+')::bigint;--> statement-breakpoint
ALTER TABLE "numlist_numbers" ADD CONSTRAINT "numlist_numbers_pk" PRIMARY KEY("number","numlist_id");
