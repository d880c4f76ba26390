ALTER TABLE "purchase_history" ADD COLUMN "promotion_use_taken" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written: orders placed before this column with a promotion limited in uses took one (the purchase counts a use only then).
UPDATE "purchase_history" SET "promotion_use_taken" = true
WHERE "status" = 'completed' AND "promotion_id" IN (SELECT "id" FROM "promotions" WHERE "max_uses" IS NOT NULL);
