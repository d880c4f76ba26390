-- Decision 0135: Telegram Stars top-ups. A Stars payment's charge id on its deposit, unique: one charge credits once.
ALTER TABLE "deposits" ADD COLUMN "telegram_payment_charge_id" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_telegram_charge_uq" ON "deposits" USING btree ("telegram_payment_charge_id");
--> statement-breakpoint
INSERT INTO "settings" ("key", "value", "description") VALUES
  ('stars_enabled', 'false', 'Recharges en Telegram Stars'),
  ('star_value_micro_euros', '13000', 'Valeur d''une Star en millionièmes d''euro (13000 = 0,013 €)'),
  ('stars_minimum_per_payment', '1', 'Stars minimum par paiement'),
  ('stars_maximum_per_payment', '10000', 'Stars maximum par paiement')
ON CONFLICT ("key") DO NOTHING;
