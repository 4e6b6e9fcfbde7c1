-- Keys into a shop's products and suppliers carry the company too (issue 11): every foreign key into a tenant table
-- includes company_id, so the tables can be distributed by company and a row cannot point into another company.
ALTER TABLE "products" ADD CONSTRAINT "products_company_shop_id_key" UNIQUE("company_id","shop_id","id");--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD CONSTRAINT "shop_suppliers_company_shop_supplier_key" UNIQUE("company_id","shop_id","supplier_id");--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_shop_supplier_fk";--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_product_fk";--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_product_fk";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_shop_id_key";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_supplier_fk" FOREIGN KEY ("company_id","shop_id","supplier_id") REFERENCES "public"."shop_suppliers"("company_id","shop_id","supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_fk" FOREIGN KEY ("company_id","shop_id","product_id") REFERENCES "public"."products"("company_id","shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_fk" FOREIGN KEY ("company_id","shop_id","product_id") REFERENCES "public"."products"("company_id","shop_id","id") ON DELETE no action ON UPDATE no action;
