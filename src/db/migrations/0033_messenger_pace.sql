CREATE TABLE "messenger_pause" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"paused_until" timestamp with time zone NOT NULL,
	CONSTRAINT "messenger_pause_one_row" CHECK ("messenger_pause"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "messenger_senders" (
	"id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
