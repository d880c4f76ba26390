CREATE TABLE "promo_code_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_history" ADD COLUMN "promotion_use_taken" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code_attempts" ADD CONSTRAINT "promo_code_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_attempts_user_idx" ON "promo_code_attempts" USING btree ("user_id","attempted_at");--> statement-breakpoint
-- hand-written: orders placed before this column with a promotion limited in uses took one (the purchase counts a use only then).
UPDATE "purchase_history" SET "promotion_use_taken" = true
WHERE "status" = 'completed' AND "promotion_id" IN (SELECT "id" FROM "promotions" WHERE "max_uses" IS NOT NULL);
