-- Delivered numbers lose their per-row foreign key (one lookup per number, 1,000 per order); they are written in
-- the order's own statement and never deleted, and the ledger check proves each order has its quantity of rows.
ALTER TABLE "order_numbers" DROP CONSTRAINT "order_numbers_purchase_id_purchase_history_id_fk";