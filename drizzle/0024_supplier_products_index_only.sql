DROP INDEX "products_shop_supplier_idx";--> statement-breakpoint
CREATE INDEX "products_shop_supplier_idx" ON "products" USING btree ("shop_id","supplier_id","company_id","deleted_at");