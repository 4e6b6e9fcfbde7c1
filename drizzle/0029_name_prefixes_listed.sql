-- Whether the product is in the list's default view (active, not deleted) beside each prefix of its name, so a short
-- search counts its name's matches from an index of the prefixes alone (decision 037, Product search).
ALTER TABLE "product_name_prefixes" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Backfill: the products there are.
UPDATE "product_name_prefixes" x SET "listed" = false
FROM "products" p
WHERE p."company_id" = x."company_id" AND p."id" = x."product_id" AND NOT (p."is_active" AND p."deleted_at" IS NULL);
--> statement-breakpoint
-- The triggers of migration 0020 write the flag too, and an update that changes only the product's state (activate,
-- deactivate, delete, restore) sets it on the product's prefixes: one set-based statement each, as before.
CREATE OR REPLACE FUNCTION "product_name_prefixes_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_name_prefixes" ("company_id", "shop_id", "product_id", "prefix", "name_key", "listed")
  SELECT n."company_id", n."shop_id", n."id", p."prefix", lower(n."name"), n."is_active" AND n."deleted_at" IS NULL
  FROM "new_products" n
  CROSS JOIN LATERAL "product_name_prefixes_of"(n."name") AS p("prefix");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_name_prefixes_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_name_prefixes" p
  USING "old_products" o JOIN "new_products" n ON n."id" = o."id"
  WHERE p."product_id" = o."id" AND n."name" IS DISTINCT FROM o."name";
  INSERT INTO "product_name_prefixes" ("company_id", "shop_id", "product_id", "prefix", "name_key", "listed")
  SELECT n."company_id", n."shop_id", n."id", p."prefix", lower(n."name"), n."is_active" AND n."deleted_at" IS NULL
  FROM "new_products" n
  JOIN "old_products" o ON o."id" = n."id" AND n."name" IS DISTINCT FROM o."name"
  CROSS JOIN LATERAL "product_name_prefixes_of"(n."name") AS p("prefix");
  UPDATE "product_name_prefixes" p SET "listed" = n."is_active" AND n."deleted_at" IS NULL
  FROM "new_products" n
  JOIN "old_products" o ON o."id" = n."id"
  WHERE p."product_id" = n."id"
    AND n."name" IS NOT DISTINCT FROM o."name"
    AND (n."is_active" AND n."deleted_at" IS NULL) IS DISTINCT FROM (o."is_active" AND o."deleted_at" IS NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE INDEX "product_name_prefixes_listed_idx" ON "product_name_prefixes" USING btree ("shop_id","prefix","name_key") WHERE "product_name_prefixes"."listed";
