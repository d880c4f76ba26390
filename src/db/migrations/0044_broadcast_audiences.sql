CREATE TABLE "broadcast_opens" (
	"broadcast_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"operator_id" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_opens_broadcast_id_user_id_pk" PRIMARY KEY("broadcast_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "buttons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "broadcast_opens" ADD CONSTRAINT "broadcast_opens_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_opens" ADD CONSTRAINT "broadcast_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_scheduled_idx" ON "broadcasts" USING btree ("scheduled_at") WHERE status = 'scheduled';