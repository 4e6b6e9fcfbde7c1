-- A count's updated_at moves with every write of its lines and of the figures counted on them, so the value the count
-- history keeps (inventory_values) is known stale for a count in progress too (decision 037). Kept by triggers, like
-- the shops' valuation stamps (0025), so every write path moves it, raw bulk writes and cascaded deletes included: one
-- set-based update per statement. clock_timestamp(), not now(): two transactions that started in the same instant
-- still leave different stamps.
CREATE FUNCTION "inventory_lines_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "inventories" SET "updated_at" = clock_timestamp()
  WHERE "id" IN (SELECT DISTINCT c."inventory_id" FROM "changed_rows" c);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "inventory_line_counts_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "inventories" SET "updated_at" = clock_timestamp()
  WHERE "id" IN (
    SELECT l."inventory_id" FROM "inventory_lines" l WHERE l."id" IN (SELECT DISTINCT c."line_id" FROM "changed_rows" c)
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "inventory_lines_touch_insert" AFTER INSERT ON "inventory_lines" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inventory_lines_touch"();
--> statement-breakpoint
CREATE TRIGGER "inventory_lines_touch_update" AFTER UPDATE ON "inventory_lines" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inventory_lines_touch"();
--> statement-breakpoint
CREATE TRIGGER "inventory_lines_touch_delete" AFTER DELETE ON "inventory_lines" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inventory_lines_touch"();
--> statement-breakpoint
CREATE TRIGGER "inventory_line_counts_touch_insert" AFTER INSERT ON "inventory_line_counts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inventory_line_counts_touch"();
--> statement-breakpoint
CREATE TRIGGER "inventory_line_counts_touch_update" AFTER UPDATE ON "inventory_line_counts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inventory_line_counts_touch"();
--> statement-breakpoint
CREATE TRIGGER "inventory_line_counts_touch_delete" AFTER DELETE ON "inventory_line_counts" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "inventory_line_counts_touch"();
