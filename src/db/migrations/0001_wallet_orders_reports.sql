CREATE TABLE "rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"rolled_up_until" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"country_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"numbers" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "sales_daily_day_status_country_id_operator_id_category_id_pk" PRIMARY KEY("day","status","country_id","operator_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "money_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"deposits_count" integer NOT NULL,
	"deposits_cents" bigint NOT NULL,
	"transactions_count" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "purchase_history_date_idx";--> statement-breakpoint
DROP INDEX "users_balance_idx";--> statement-breakpoint
DROP INDEX "users_total_deposits_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_user_idx";--> statement-breakpoint
ALTER TABLE "purchase_history" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_history" ADD COLUMN "category_name" text;--> statement-breakpoint
ALTER TABLE "purchase_history" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(telegram_id::text, '') || ' ' || coalesce(telegram_username, '') || ' ' || coalesce(operator_name, '') || ' ' || coalesce(country_name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(username || ' ' || coalesce(telegram_id::text, '') || ' ' || coalesce(telegram_username, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "purchase_history" ADD CONSTRAINT "purchase_history_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_history_date_id_idx" ON "purchase_history" USING btree ("purchase_date","id");--> statement-breakpoint
CREATE INDEX "purchase_history_price_id_idx" ON "purchase_history" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "purchase_history_quantity_id_idx" ON "purchase_history" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "purchase_history_status_date_idx" ON "purchase_history" USING btree ("status","purchase_date");--> statement-breakpoint
CREATE INDEX "purchase_history_operator_date_idx" ON "purchase_history" USING btree ("operator_id","purchase_date");--> statement-breakpoint
CREATE INDEX "purchase_history_country_date_idx" ON "purchase_history" USING btree ("country_id","purchase_date");--> statement-breakpoint
CREATE INDEX "users_balance_id_idx" ON "users" USING btree ("balance_cents","id");--> statement-breakpoint
CREATE INDEX "users_total_deposits_id_idx" ON "users" USING btree ("total_deposits_cents","id");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deposits_transaction_idx" ON "deposits" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_id_idx" ON "ledger_entries" USING btree ("user_id","id");