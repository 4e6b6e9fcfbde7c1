DROP INDEX "products_shop_name_idx";--> statement-breakpoint
CREATE INDEX "products_shop_name_idx" ON "products" USING btree ("shop_id",lower("name"),"id","company_id","is_active","deleted_at");