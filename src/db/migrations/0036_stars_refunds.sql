-- Decision 0137: Stars refunds (a Stars deposit 'refunding' then 'refunded', the deposit itself staying 'completed'),
-- and the Stars received per day and method for the reports and the dashboard.
ALTER TABLE "deposits" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refund_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "deposits_refunding_idx" ON "deposits" USING btree ("refund_started_at") WHERE "deposits"."refund_status" = 'refunding';--> statement-breakpoint
ALTER TABLE "deposit_methods_daily" ADD COLUMN "stars" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Days rolled up since Stars top-ups began (migration 0034) gain their Stars.
UPDATE "deposit_methods_daily" m SET "stars" = s.stars
FROM (
  SELECT (completed_at AT TIME ZONE 'UTC')::date AS day, provider, crypto, sum(paid_amount::bigint) AS stars
  FROM "deposits"
  WHERE status = 'completed' AND provider = 'stars' AND paid_amount ~ '^[0-9]{1,12}$'
  GROUP BY 1, 2, 3
) s
WHERE m.day = s.day AND m.provider = s.provider AND m.crypto = s.crypto;
