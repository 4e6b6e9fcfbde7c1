DROP INDEX "product_gtins_shop_gtin_key";--> statement-breakpoint
ALTER TABLE "product_gtins" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "product_gtins_gtin_trgm_idx" ON "product_gtins" USING gin ("gtin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_shop_updated_idx" ON "products" USING btree ("shop_id","updated_at");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin (lower("name" || ' ' || coalesce("ean", '') || ' ' || coalesce("supplier_product_id", '') || ' ' || coalesce("internal_product_id", '') || ' ' || coalesce("additional_internal_product_id", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "product_gtins_shop_gtin_key" ON "product_gtins" USING btree ("shop_id","gtin") WHERE "product_gtins"."deleted_at" is null;