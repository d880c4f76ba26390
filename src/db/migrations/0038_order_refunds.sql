CREATE TABLE "order_refund_numbers" (
	"purchase_id" integer NOT NULL,
	"order_number_id" bigint NOT NULL,
	"refund_id" integer NOT NULL,
	CONSTRAINT "order_refund_numbers_pk" PRIMARY KEY("purchase_id","order_number_id")
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"numlist_id" integer,
	"ticket_id" integer,
	"quantity" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"suppressed" integer DEFAULT 0 NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"transaction_id" integer,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_history" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_history" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refund_numbers" ADD CONSTRAINT "order_refund_numbers_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_purchase_id_purchase_history_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refund_numbers_refund_idx" ON "order_refund_numbers" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "order_refunds_purchase_idx" ON "order_refunds" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "order_refunds_created_idx" ON "order_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_ticket_idx" ON "order_refunds" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "purchase_history_numlist_idx" ON "purchase_history" USING btree ("numlist_id");--> statement-breakpoint
-- Orders refunded before partial refunds existed: refunded in full, one refund each (its ledger row and transaction).
UPDATE "purchase_history" SET "refunded_quantity" = "quantity", "refunded_cents" = "price_cents" WHERE "status" = 'refunded';--> statement-breakpoint
INSERT INTO "order_refunds" ("purchase_id", "user_id", "numlist_id", "quantity", "amount_cents", "reason", "note", "balance_after_cents", "transaction_id", "actor_user_id", "created_at")
SELECT ph.id, ph.user_id, ph.numlist_id, ph.quantity, ph.price_cents, 'other', l.reason, l.balance_after_cents, t.id, l.actor_user_id, l.created_at
FROM "purchase_history" ph
JOIN LATERAL (SELECT * FROM "ledger_entries" le WHERE le.reference_type = 'order' AND le.reference_id = ph.id::text AND le.kind = 'refund' ORDER BY le.id LIMIT 1) l ON true
LEFT JOIN LATERAL (SELECT tr.id FROM "transactions" tr WHERE tr.type = 'refund' AND tr.user_id = ph.user_id AND tr.metadata->>'purchaseId' = ph.id::text ORDER BY tr.id LIMIT 1) t ON true
WHERE ph.status = 'refunded';
