DROP INDEX "products_shop_name_idx";--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtin_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(ean, '') || ' ' || coalesce(supplier_product_id, '') || ' ' || coalesce(internal_product_id, '') || ' ' || coalesce(additional_internal_product_id, '') || ' ' || gtin_text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(lower(name || ' ' || coalesce(ean, '') || ' ' || coalesce(supplier_product_id, '') || ' ' || coalesce(internal_product_id, '') || ' ' || coalesce(additional_internal_product_id, '') || ' ' || gtin_text), '-./_,;:()%+#*&', '              '))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_prices_shop_price_idx" ON "product_prices" USING btree ("shop_id",("price" * (100 - "discount") / 100 * (100 + "vat") / 100));--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "products_shop_name_idx" ON "products" USING btree ("shop_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Backfill (not derivable from the schema): each product's GTINs into gtin_text; search_text and search_words follow.
UPDATE "products" SET "gtin_text" = g."gtins" FROM (SELECT "product_id", string_agg("gtin", ' ' ORDER BY "gtin") AS "gtins" FROM "product_gtins" GROUP BY "product_id") g WHERE g."product_id" = "products"."id";
