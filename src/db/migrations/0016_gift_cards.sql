CREATE TABLE "gift_card_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"batch_id" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"used_by" integer,
	"used_at" timestamp with time zone,
	CONSTRAINT "gift_cards_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_cards_amount_positive" CHECK ("gift_cards"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift_card_attempts" ADD CONSTRAINT "gift_card_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_attempts_user_idx" ON "gift_card_attempts" USING btree ("user_id","attempted_at");--> statement-breakpoint
CREATE INDEX "gift_cards_batch_idx" ON "gift_cards" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "gift_cards_created_idx" ON "gift_cards" USING btree ("created_at","id");