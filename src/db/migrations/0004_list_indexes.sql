DROP INDEX "deposits_status_idx";--> statement-breakpoint
DROP INDEX "transactions_type_status_idx";--> statement-breakpoint
CREATE INDEX "users_active_customers_idx" ON "users" USING btree ("created_at") WHERE is_active and not is_admin;--> statement-breakpoint
CREATE INDEX "deposits_status_completed_idx" ON "deposits" USING btree ("status","completed_at");--> statement-breakpoint
CREATE INDEX "transactions_type_status_created_idx" ON "transactions" USING btree ("type","status","created_at");