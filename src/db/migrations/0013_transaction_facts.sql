-- Transactions keep facts, not French sentences: the description is rendered when shown (the API in French, the bot in
-- the customer's language) from the type and the metadata. Written by hand above drizzle-kit's two statements
-- (docs/decisions/transaction-descriptions.md).
-- 1. Purchases: the operator and country names the description showed, from the order (names as at the sale).
UPDATE "transactions" AS t
SET "metadata" = t."metadata" || jsonb_build_object('quantity', ph."quantity", 'operatorName', ph."operator_name", 'countryName', ph."country_name")
FROM "purchase_history" AS ph
WHERE ph."transaction_id" = t."id" AND t."type" = 'purchase';--> statement-breakpoint
-- 2. Any row whose stored text the renderer would not reproduce exactly (written by hand, by an older version, or a
-- purchase whose order is gone) keeps that text as legacyDescription, shown as it was: nothing a user saw changes.
UPDATE "transactions"
SET "metadata" = "metadata" || jsonb_build_object('legacyDescription', "description")
WHERE "description" IS DISTINCT FROM (CASE "type"
  WHEN 'purchase' THEN 'Achat de ' || ("metadata"->>'quantity') || ' numéros'
    || coalesce(' — ' || nullif("metadata"->>'operatorName', ''), '') || coalesce(' (' || nullif("metadata"->>'countryName', '') || ')', '')
  WHEN 'deposit' THEN 'Dépôt ' || upper("metadata"->>'crypto')
  WHEN 'admin_credit' THEN 'Crédit ajouté par un administrateur'
  WHEN 'admin_debit' THEN 'Crédit retiré par un administrateur'
  WHEN 'refund' THEN 'Remboursement de la commande #' || ("metadata"->>'purchaseId')
  ELSE '' END);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "description";
