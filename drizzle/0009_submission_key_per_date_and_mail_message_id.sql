DROP INDEX "orders_shop_submission_key";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_submission_key" ON "orders" USING btree ("shop_id","supplier_id","delivery_date","submission_key") WHERE "orders"."submission_key" is not null;