CREATE TABLE "promotion_sales_daily" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	CONSTRAINT "promotion_sales_daily_day_status_promotion_id_pk" PRIMARY KEY("day","status","promotion_id")
);
--> statement-breakpoint
-- hand-written:
-- Backfill: the days already rolled up get their orders with a promotion.
INSERT INTO "promotion_sales_daily" ("day", "status", "promotion_id", "orders", "amount_cents", "discount_cents")
SELECT (p."purchase_date" AT TIME ZONE 'UTC')::date, p."status", p."promotion_id", count(*)::int, sum(p."price_cents"), sum(p."discount_cents")
FROM "purchase_history" p, "rollup_state" s
WHERE s."id" = 1 AND p."promotion_id" IS NOT NULL AND p."purchase_date" < (s."rolled_up_until"::timestamp AT TIME ZONE 'UTC')
GROUP BY 1, 2, 3;
