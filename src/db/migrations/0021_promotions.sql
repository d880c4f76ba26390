CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"code" text,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_type_known" CHECK ("promotions"."type" in ('percentage', 'fixed', 'tiers')),
	CONSTRAINT "promotions_value_non_negative" CHECK ("promotions"."value" >= 0),
	CONSTRAINT "promotions_uses_within_limit" CHECK ("promotions"."max_uses" is null or "promotions"."uses_count" <= "promotions"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "purchase_history" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_history" ADD COLUMN "promotion_name" text;--> statement-breakpoint
ALTER TABLE "purchase_history" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "purchase_history" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_uq" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promotions_active_idx" ON "promotions" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "purchase_history_promotion_user_idx" ON "purchase_history" USING btree ("promotion_id","user_id");