CREATE TABLE "broadcast_recipients" (
	"broadcast_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"chat_id" bigint NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "broadcast_recipients_broadcast_id_user_id_pk" PRIMARY KEY("broadcast_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"created_by_user_id" integer,
	"notify_chat_id" bigint,
	"notify_language" text,
	"request_key" text,
	"listed_up_to_user_id" integer DEFAULT 0 NOT NULL,
	"audience_max_user_id" integer DEFAULT 0 NOT NULL,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"blocked_count" integer DEFAULT 0 NOT NULL,
	"uncertain_count" integer DEFAULT 0 NOT NULL,
	"resume_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"start_notice_at" timestamp with time zone,
	"done_notice_at" timestamp with time zone,
	CONSTRAINT "broadcasts_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bot_blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_queued_idx" ON "broadcast_recipients" USING btree ("broadcast_id","user_id") WHERE status in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "broadcasts_active_idx" ON "broadcasts" USING btree ("id") WHERE status in ('preparing', 'sending');