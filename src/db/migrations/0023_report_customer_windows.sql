CREATE TABLE "customer_window_sizes" (
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"customers" integer NOT NULL,
	CONSTRAINT "customer_window_sizes_kind_days_pk" PRIMARY KEY("kind","days")
);
--> statement-breakpoint
CREATE TABLE "customer_windows" (
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"user_id" integer NOT NULL,
	"count" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "customer_windows_kind_days_user_id_pk" PRIMARY KEY("kind","days","user_id")
);
--> statement-breakpoint
CREATE TABLE "deposit_methods_daily" (
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"crypto" text NOT NULL,
	"deposits" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "deposit_methods_daily_day_provider_crypto_pk" PRIMARY KEY("day","provider","crypto")
);
--> statement-breakpoint
ALTER TABLE "rollup_state" ADD COLUMN "windows_until" date;--> statement-breakpoint
CREATE INDEX "customer_windows_top_idx" ON "customer_windows" USING btree ("kind","days","amount_cents" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "customer_windows_empty_idx" ON "customer_windows" USING btree ("kind","days") WHERE count <= 0;--> statement-breakpoint
-- Backfill (not generated): the days already rolled up get their deposits by method; customer_windows are built by the next refreshRollups (windows_until is null).
INSERT INTO "deposit_methods_daily" ("day", "provider", "crypto", "deposits", "amount_cents")
SELECT (d."completed_at" AT TIME ZONE 'UTC')::date, d."provider", d."crypto", count(*)::int, sum(d."amount_cents")
FROM "deposits" d, "rollup_state" s
WHERE s."id" = 1 AND d."status" = 'completed' AND d."completed_at" < (s."rolled_up_until"::timestamp AT TIME ZONE 'UTC')
GROUP BY 1, 2, 3;
