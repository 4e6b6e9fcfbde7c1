-- The day's index grows the supplier, so Expected today reads a day's suppliers and then each one's orders from it.
CREATE INDEX "orders_shop_delivery_supplier_idx" ON "orders" USING btree ("shop_id","delivery_date","supplier_id");--> statement-breakpoint
DROP INDEX "orders_shop_delivery_idx";
