CREATE TABLE "abuse_refusals" (
	"day" date NOT NULL,
	"rule" text NOT NULL,
	"refusals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "abuse_refusals_day_rule_pk" PRIMARY KEY("day","rule")
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reward_refusal" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_by_user_id" integer;--> statement-breakpoint
CREATE INDEX "users_blocked_idx" ON "users" USING btree ("blocked_at") WHERE blocked_at is not null;