CREATE TABLE "payment_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"delivery_key" text NOT NULL,
	"provider_payment_id" text,
	"event" text NOT NULL,
	"raw_body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "payment_provider_settings" (
	"provider" text PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "provider_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "requested_cents" bigint;--> statement-breakpoint
UPDATE "deposits" SET "requested_cents" = "amount_cents";--> statement-breakpoint
ALTER TABLE "deposits" ALTER COLUMN "requested_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "detected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "pay_address" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "pay_amount" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "pay_extra_id" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "payment_uri" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "provider_status" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "paid_amount" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "paid_cents" bigint;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "parent_deposit_id" integer;--> statement-breakpoint
ALTER TABLE "payment_provider_settings" ADD CONSTRAINT "payment_provider_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_deliveries_key_uq" ON "payment_deliveries" USING btree ("provider","delivery_key");--> statement-breakpoint
CREATE INDEX "payment_deliveries_payment_idx" ON "payment_deliveries" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "deposits_status_created_idx" ON "deposits" USING btree ("status","created_at");