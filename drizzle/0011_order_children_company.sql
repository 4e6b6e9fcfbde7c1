-- Order children carry the company (issue 11): composite keys to orders (company_id, id), so a line or an event cannot
-- point into another company, and the tables can be distributed by company_id. Existing rows are backfilled from their
-- parent before the columns become NOT NULL.
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "order_lines" SET "company_id" = "orders"."company_id" FROM "orders" WHERE "orders"."id" = "order_lines"."order_id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_order_fk";--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "order_events" SET "company_id" = "orders"."company_id" FROM "orders" WHERE "orders"."id" = "order_events"."order_id";--> statement-breakpoint
ALTER TABLE "order_events" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_order_fk";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_numbers" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "order_numbers" SET "company_id" = "shops"."company_id" FROM "shops" WHERE "shops"."id" = "order_numbers"."shop_id";--> statement-breakpoint
ALTER TABLE "order_numbers" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_numbers" DROP CONSTRAINT "order_numbers_shop_id_shops_id_fk";--> statement-breakpoint
ALTER TABLE "order_numbers" DROP CONSTRAINT "order_numbers_pkey";--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_pkey" PRIMARY KEY("company_id","shop_id");--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_shop_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE cascade ON UPDATE no action;
