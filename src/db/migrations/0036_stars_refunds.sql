ALTER TABLE "deposits" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refund_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "deposits_refunding_idx" ON "deposits" USING btree ("refund_started_at") WHERE "deposits"."refund_status" = 'refunding';