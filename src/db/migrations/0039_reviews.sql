CREATE TABLE "order_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"operator_id" integer,
	"numlist_id" integer,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_reason" text,
	CONSTRAINT "order_reviews_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_reviews_rating_range" CHECK ("order_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_purchase_history_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_id_purchase_history_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_reviews_operator_idx" ON "order_reviews" USING btree ("operator_id","created_at") WHERE hidden_at is null;--> statement-breakpoint
CREATE INDEX "order_reviews_created_idx" ON "order_reviews" USING btree ("created_at");