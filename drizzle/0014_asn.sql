CREATE TABLE "advance_ship_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "advance_ship_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"order_id" integer,
	"asn_number" text NOT NULL,
	"format" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'expected' NOT NULL,
	"order_number" text,
	"delivery_note_number" text,
	"document_date" date,
	"despatch_date" date,
	"delivery_date" date,
	"warehouse_number" text,
	"supplier_gln" text,
	"buyer_gln" text,
	"delivery_gln" text,
	"line_count" integer DEFAULT 0 NOT NULL,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer,
	"api_key_id" integer,
	"advice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advance_ship_notices_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "advance_ship_notices_status_check" CHECK ("advance_ship_notices"."status" in ('expected', 'partly_received', 'received', 'cancelled')),
	CONSTRAINT "advance_ship_notices_format_check" CHECK ("advance_ship_notices"."format" in ('csv', 'xlsx', 'desadv', 'ubl')),
	CONSTRAINT "advance_ship_notices_channel_check" CHECK ("advance_ship_notices"."channel" in ('upload', 'api'))
);
--> statement-breakpoint
CREATE TABLE "asn_api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asn_api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "asn_api_keys_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "asn_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "asn_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"asn_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"product_id" integer,
	"order_line_id" integer,
	"gtin" text,
	"supplier_item_code" text,
	"buyer_item_code" text,
	"description" text,
	"sent_quantity" numeric(14, 3) NOT NULL,
	"unit_code" text,
	"quantity" numeric(14, 3),
	"ordered_quantity" numeric(14, 3),
	"outstanding_quantity" numeric(14, 3),
	"best_before" date,
	"lot" text,
	"sscc" text,
	"order_line_reference" text,
	"problem" text,
	CONSTRAINT "asn_lines_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "asn_lines_asn_position_key" UNIQUE("asn_id","position"),
	CONSTRAINT "asn_lines_problem_check" CHECK ("asn_lines"."problem" is null or "asn_lines"."problem" in ('no_product', 'not_on_order', 'unit'))
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "gln" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD COLUMN "asn_id" integer;--> statement-breakpoint
ALTER TABLE "advance_ship_notices" ADD CONSTRAINT "advance_ship_notices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_ship_notices" ADD CONSTRAINT "advance_ship_notices_shop_supplier_fk" FOREIGN KEY ("company_id","shop_id","supplier_id") REFERENCES "public"."shop_suppliers"("company_id","shop_id","supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_ship_notices" ADD CONSTRAINT "advance_ship_notices_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_ship_notices" ADD CONSTRAINT "advance_ship_notices_api_key_fk" FOREIGN KEY ("company_id","api_key_id") REFERENCES "public"."asn_api_keys"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_api_keys" ADD CONSTRAINT "asn_api_keys_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_api_keys" ADD CONSTRAINT "asn_api_keys_shop_supplier_fk" FOREIGN KEY ("company_id","shop_id","supplier_id") REFERENCES "public"."shop_suppliers"("company_id","shop_id","supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_lines" ADD CONSTRAINT "asn_lines_asn_fk" FOREIGN KEY ("company_id","asn_id") REFERENCES "public"."advance_ship_notices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_lines" ADD CONSTRAINT "asn_lines_product_fk" FOREIGN KEY ("company_id","shop_id","product_id") REFERENCES "public"."products"("company_id","shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asn_lines" ADD CONSTRAINT "asn_lines_order_line_fk" FOREIGN KEY ("company_id","order_line_id") REFERENCES "public"."order_lines"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advance_ship_notices_number_key" ON "advance_ship_notices" USING btree ("shop_id","supplier_id","asn_number");--> statement-breakpoint
CREATE INDEX "advance_ship_notices_shop_date_idx" ON "advance_ship_notices" USING btree ("shop_id","delivery_date","id");--> statement-breakpoint
CREATE INDEX "advance_ship_notices_shop_status_idx" ON "advance_ship_notices" USING btree ("shop_id","status","delivery_date");--> statement-breakpoint
CREATE INDEX "advance_ship_notices_shop_number_idx" ON "advance_ship_notices" USING btree ("shop_id",lower("asn_number"));--> statement-breakpoint
CREATE INDEX "advance_ship_notices_order_idx" ON "advance_ship_notices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asn_api_keys_hash_key" ON "asn_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "asn_api_keys_shop_idx" ON "asn_api_keys" USING btree ("shop_id","supplier_id");--> statement-breakpoint
CREATE INDEX "asn_lines_shop_sscc_idx" ON "asn_lines" USING btree ("shop_id","sscc") WHERE "asn_lines"."sscc" is not null;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_asn_fk" FOREIGN KEY ("company_id","asn_id") REFERENCES "public"."advance_ship_notices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_notes_asn_idx" ON "delivery_notes" USING btree ("asn_id") WHERE "delivery_notes"."asn_id" is not null;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_language_check" CHECK ("suppliers"."language" is null or "suppliers"."language" in ('en', 'sl'));