CREATE TABLE "customer_counts" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"active_customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_counts_one_row" CHECK ("customer_counts"."id" = 1)
);
--> statement-breakpoint
-- Written by hand below (drizzle-kit does not declare functions or triggers). The count starts from the users as
-- they are, then every insert, delete and change of is_active / is_admin moves it by a delta in the same
-- transaction: exact under concurrency, whoever writes the users (the app, the seed, a script). Inserts and deletes
-- are counted once per statement from their transition table, so a bulk load updates the row once, not per user.
INSERT INTO "customer_counts" ("id", "active_customers")
SELECT 1, count(*) FROM "users" WHERE "is_active" AND NOT "is_admin";--> statement-breakpoint
CREATE FUNCTION "customer_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "customer_counts" SET "active_customers" = "active_customers" + n
  FROM (SELECT count(*)::int AS n FROM added WHERE "is_active" AND NOT "is_admin") AS c
  WHERE "id" = 1 AND c.n > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "customer_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "customer_counts" SET "active_customers" = "active_customers" - n
  FROM (SELECT count(*)::int AS n FROM removed WHERE "is_active" AND NOT "is_admin") AS c
  WHERE "id" = 1 AND c.n > 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "customer_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "customer_counts"
  SET "active_customers" = "active_customers" + CASE WHEN NEW."is_active" AND NOT NEW."is_admin" THEN 1 ELSE -1 END
  WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_customer_counts_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "customer_counts_after_insert"();--> statement-breakpoint
CREATE TRIGGER "users_customer_counts_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "customer_counts_after_delete"();--> statement-breakpoint
-- Row by row, and only when a user becomes or stops being an active customer (a balance change does not fire it).
CREATE TRIGGER "users_customer_counts_update" AFTER UPDATE OF "is_active", "is_admin" ON "users" FOR EACH ROW
  WHEN ((OLD."is_active" AND NOT OLD."is_admin") IS DISTINCT FROM (NEW."is_active" AND NOT NEW."is_admin"))
  EXECUTE FUNCTION "customer_counts_after_update"();
