CREATE TABLE "guessing_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" timestamp with time zone[] NOT NULL,
	"forget_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "gift_card_attempts" CASCADE;--> statement-breakpoint
DROP TABLE "promo_code_attempts" CASCADE;--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "guessing_limits_forget_after_idx" ON "guessing_limits" USING btree ("forget_after");--> statement-breakpoint
-- Hand-written: the pruning job of the dropped attempt tables is now guessing-limits-pruning (decision 0121).
DELETE FROM "jobs" WHERE "queue" = 'gift-card-attempts-pruning';
