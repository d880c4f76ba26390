-- A refund's ticket becomes a foreign key (decision 0146). Refunds written before it may name a ticket that no longer
-- exists (or never did): they lose the link first, so the constraint is added over rows that all satisfy it.
UPDATE "order_refunds" SET "ticket_id" = NULL WHERE "ticket_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "support_tickets" t WHERE t."id" = "order_refunds"."ticket_id");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE set null ON UPDATE no action;
