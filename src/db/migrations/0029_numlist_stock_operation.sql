ALTER TABLE "numlists" ADD COLUMN "stock_operation" text;--> statement-breakpoint
ALTER TABLE "numlists" ADD COLUMN "stock_operation_until" timestamp with time zone;