-- A product's GTINs, prices and counting units carry the product's company_id and reference the product by
-- (company_id, product_id), so every catalog table can be distributed by company. Existing rows take their
-- product's company before the column becomes NOT NULL.
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "product_gtins" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "product_counting_units" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "product_gtins" SET "company_id" = "products"."company_id" FROM "products" WHERE "products"."id" = "product_gtins"."product_id";--> statement-breakpoint
UPDATE "product_prices" SET "company_id" = "products"."company_id" FROM "products" WHERE "products"."id" = "product_prices"."product_id";--> statement-breakpoint
UPDATE "product_counting_units" SET "company_id" = "products"."company_id" FROM "products" WHERE "products"."id" = "product_counting_units"."product_id";--> statement-breakpoint
ALTER TABLE "product_gtins" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prices" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_counting_units" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_gtins" DROP CONSTRAINT "product_gtins_product_fk";--> statement-breakpoint
ALTER TABLE "product_prices" DROP CONSTRAINT "product_prices_product_fk";--> statement-breakpoint
ALTER TABLE "product_counting_units" DROP CONSTRAINT "product_counting_units_product_fk";--> statement-breakpoint
ALTER TABLE "product_gtins" ADD CONSTRAINT "product_gtins_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_counting_units" ADD CONSTRAINT "product_counting_units_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE cascade ON UPDATE no action;
