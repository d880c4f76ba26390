CREATE TABLE "telegram_updates" (
	"bot_id" bigint NOT NULL,
	"update_id" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_updates_pk" PRIMARY KEY("bot_id","update_id")
);
--> statement-breakpoint
CREATE INDEX "telegram_updates_received_idx" ON "telegram_updates" USING btree ("received_at");