DROP TABLE "admin_settings" CASCADE;--> statement-breakpoint
DROP TABLE "bot_conversations" CASCADE;--> statement-breakpoint
DROP TABLE "broadcasts" CASCADE;--> statement-breakpoint
DROP TABLE "gift_cards" CASCADE;--> statement-breakpoint
DROP TABLE "promotions" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_menu_message_id";