-- Decision 0125: the French welcome and help that every shop was given at start-up are removed where the admin never
-- changed them, so each customer gets the bot's built-in greeting and guide in their own language.
DELETE FROM "settings" WHERE "key" = 'custom_welcome_message'
  AND "value" = 'Bienvenue sur AutoShop ! Achetez vos numlists vérifiées en quelques secondes : achat instantané, fichier généré automatiquement, support disponible.';
--> statement-breakpoint
DELETE FROM "settings" WHERE "key" = 'help_message'
  AND "value" = E'📖 Guide d\'utilisation\n\n/start — ouvrir le menu\n/shop — parcourir les numlists par continent, pays et opérateur\n/balance — voir votre solde et recharger en crypto\n/history — vos achats et leurs fichiers\n\nMinimum d\'achat : 100 numéros. Besoin d\'aide ? Contactez le support.';
--> statement-breakpoint
INSERT INTO "settings" ("key", "value", "description") VALUES ('manual_topups_enabled', 'false', 'Recharges manuelles') ON CONFLICT ("key") DO NOTHING;
