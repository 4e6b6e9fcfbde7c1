CREATE TABLE "product_name_prefixes" (
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"prefix" text NOT NULL,
	"name_key" text NOT NULL,
	CONSTRAINT "product_name_prefixes_product_id_prefix_pk" PRIMARY KEY("product_id","prefix")
);
--> statement-breakpoint
ALTER TABLE "product_name_prefixes" ADD CONSTRAINT "product_name_prefixes_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_name_prefixes_walk_idx" ON "product_name_prefixes" USING btree ("shop_id","prefix","name_key","product_id");--> statement-breakpoint
-- Kept by triggers (not derivable from the schema), so every write of products keeps it, raw bulk inserts included:
-- the first one, two and three characters of each word of the name (split at spaces and the punctuation of
-- WORD_SEPARATORS in app/db/schema/catalog.ts), with lower(name), the list's order. Statement-level, one set-based
-- insert per statement however many products it writes.
CREATE FUNCTION "product_name_prefixes_of"("name" text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT DISTINCT left(w."word", l."len")
  FROM regexp_split_to_table(translate(lower("name"), '-./_,;:()%+#*&', '              '), '[[:space:]]+') AS w("word")
  CROSS JOIN generate_series(1, 3) AS l("len")
  WHERE length(w."word") >= l."len"
$$;
--> statement-breakpoint
CREATE FUNCTION "product_name_prefixes_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_name_prefixes" ("company_id", "shop_id", "product_id", "prefix", "name_key")
  SELECT n."company_id", n."shop_id", n."id", p."prefix", lower(n."name")
  FROM "new_products" n
  CROSS JOIN LATERAL "product_name_prefixes_of"(n."name") AS p("prefix");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "product_name_prefixes_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "product_name_prefixes" p
  USING "old_products" o JOIN "new_products" n ON n."id" = o."id"
  WHERE p."product_id" = o."id" AND n."name" IS DISTINCT FROM o."name";
  INSERT INTO "product_name_prefixes" ("company_id", "shop_id", "product_id", "prefix", "name_key")
  SELECT n."company_id", n."shop_id", n."id", p."prefix", lower(n."name")
  FROM "new_products" n
  JOIN "old_products" o ON o."id" = n."id" AND n."name" IS DISTINCT FROM o."name"
  CROSS JOIN LATERAL "product_name_prefixes_of"(n."name") AS p("prefix");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_name_prefixes_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "product_name_prefixes_insert"();
--> statement-breakpoint
CREATE TRIGGER "products_name_prefixes_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_products" NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "product_name_prefixes_update"();
--> statement-breakpoint
-- Backfill: the products there are.
INSERT INTO "product_name_prefixes" ("company_id", "shop_id", "product_id", "prefix", "name_key")
SELECT p."company_id", p."shop_id", p."id", x."prefix", lower(p."name")
FROM "products" p
CROSS JOIN LATERAL "product_name_prefixes_of"(p."name") AS x("prefix");
