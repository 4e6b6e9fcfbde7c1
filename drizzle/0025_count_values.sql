CREATE TABLE "inventory_values" (
	"inventory_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"valued_on" date NOT NULL,
	"inventory_updated_at" timestamp with time zone NOT NULL,
	"prices_stamp" bigint NOT NULL,
	"value" numeric(14, 2)
);
--> statement-breakpoint
CREATE TABLE "shop_valuation_stamps" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"stamp" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_values" ADD CONSTRAINT "inventory_values_inventory_fk" FOREIGN KEY ("company_id","shop_id","inventory_id") REFERENCES "public"."inventories"("company_id","shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_valuation_stamps" ADD CONSTRAINT "shop_valuation_stamps_shop_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by triggers, so every write path moves the stamp, raw bulk writes included: one set-based upsert per statement
-- of product_prices and product_counting_units (any change), and of products where a column the count value reads
-- changed (inventory-value.server.ts: the supplier unit, the count units, weighed or not, the carton sizes).
CREATE FUNCTION "shop_valuation_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "shop_valuation_stamps" AS s ("shop_id", "company_id", "stamp")
  SELECT DISTINCT c."shop_id", c."company_id", 1 FROM "changed_rows" c
  ON CONFLICT ("shop_id") DO UPDATE SET "stamp" = s."stamp" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "shop_valuation_bump_units"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "shop_valuation_stamps" AS s ("shop_id", "company_id", "stamp")
  SELECT DISTINCT n."shop_id", n."company_id", 1
  FROM "new_products" n JOIN "old_products" o ON o."id" = n."id"
  WHERE (n."supplier_unit", n."inventory_count_unit", n."main_inventory_unit", n."is_weighted", n."units_in_package",
      n."units_per_package")
    IS DISTINCT FROM (o."supplier_unit", o."inventory_count_unit", o."main_inventory_unit", o."is_weighted",
      o."units_in_package", o."units_per_package")
  ON CONFLICT ("shop_id") DO UPDATE SET "stamp" = s."stamp" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_prices_valuation_insert" AFTER INSERT ON "product_prices" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "shop_valuation_bump"();
--> statement-breakpoint
CREATE TRIGGER "product_prices_valuation_update" AFTER UPDATE ON "product_prices" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "shop_valuation_bump"();
--> statement-breakpoint
CREATE TRIGGER "product_prices_valuation_delete" AFTER DELETE ON "product_prices" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "shop_valuation_bump"();
--> statement-breakpoint
CREATE TRIGGER "product_counting_units_valuation_insert" AFTER INSERT ON "product_counting_units" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "shop_valuation_bump"();
--> statement-breakpoint
CREATE TRIGGER "product_counting_units_valuation_update" AFTER UPDATE ON "product_counting_units" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "shop_valuation_bump"();
--> statement-breakpoint
CREATE TRIGGER "product_counting_units_valuation_delete" AFTER DELETE ON "product_counting_units" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "shop_valuation_bump"();
--> statement-breakpoint
CREATE TRIGGER "products_valuation_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_products" NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "shop_valuation_bump_units"();
