CREATE TABLE "shop_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"category_id" integer,
	"quantity" integer NOT NULL,
	"name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_packs_quantity_positive" CHECK ("shop_packs"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "shop_packs" ADD CONSTRAINT "shop_packs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_packs" ADD CONSTRAINT "shop_packs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_packs_operator_category_quantity_idx" ON "shop_packs" USING btree ("operator_id",coalesce("category_id", 0),"quantity");