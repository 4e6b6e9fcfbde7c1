DROP INDEX "products_shop_name_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower("name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_shop_name_idx" ON "products" USING btree ("shop_id","name_key","id","company_id","is_active","deleted_at");