-- Decision 0136: paying the missing amount at checkout. A pending checkout ties an order the customer confirmed to the
-- deposit of what the balance lacked; one per confirmation and method, one per deposit.
CREATE TABLE "pending_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"deposit_id" integer,
	"method" text NOT NULL,
	"channel" text NOT NULL,
	"country_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"by_category" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"quantity" integer NOT NULL,
	"promo_code" text,
	"unit_price_micros" integer NOT NULL,
	"cost_cents" bigint NOT NULL,
	"missing_cents" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pending_checkouts" ADD CONSTRAINT "pending_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_checkouts" ADD CONSTRAINT "pending_checkouts_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_checkouts" ADD CONSTRAINT "pending_checkouts_order_id_purchase_history_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pending_checkouts_deposit_uq" ON "pending_checkouts" USING btree ("deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_checkouts_confirmation_uq" ON "pending_checkouts" USING btree ("user_id","idempotency_key","method");--> statement-breakpoint
CREATE INDEX "pending_checkouts_user_status_idx" ON "pending_checkouts" USING btree ("user_id","status");