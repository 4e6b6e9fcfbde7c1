CREATE TABLE "import_mappings" (
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_shop_id_kind_pk" PRIMARY KEY("shop_id","kind")
);
--> statement-breakpoint
CREATE TABLE "product_counting_units" (
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"unit" text NOT NULL,
	"factor" numeric(14, 3) NOT NULL,
	CONSTRAINT "product_counting_units_product_id_unit_pk" PRIMARY KEY("product_id","unit")
);
--> statement-breakpoint
CREATE TABLE "product_gtins" (
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"gtin" text NOT NULL,
	CONSTRAINT "product_gtins_product_id_gtin_pk" PRIMARY KEY("product_id","gtin")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"discount" numeric(6, 2) DEFAULT '0' NOT NULL,
	"vat" numeric(6, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_period_check" CHECK ("product_prices"."valid_to" is null or "product_prices"."valid_to" >= "product_prices"."valid_from"),
	CONSTRAINT "product_prices_amounts_check" CHECK ("product_prices"."price" >= 0 and "product_prices"."discount" between 0 and 100 and "product_prices"."vat" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"supplier_product_id" text,
	"internal_product_id" text,
	"additional_internal_product_id" text,
	"name" text NOT NULL,
	"ean" text,
	"coc" text,
	"min_order_quantity" numeric(14, 3),
	"supplier_unit" text,
	"units_per_package" numeric(14, 3),
	"packages_per_pallet" integer,
	"net_percentage" numeric(6, 2),
	"gross_percentage" numeric(6, 2),
	"temperature_regime" text DEFAULT 'room' NOT NULL,
	"certificates" text,
	"other" text,
	"contains_alcohol" boolean DEFAULT false NOT NULL,
	"is_weighted" boolean DEFAULT false NOT NULL,
	"is_risky" boolean DEFAULT false NOT NULL,
	"export_unit" text,
	"exclude_from_stock_export" boolean DEFAULT false NOT NULL,
	"units_in_package" numeric(14, 3),
	"main_inventory_unit" text,
	"inventory_count_unit" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_shop_id_key" UNIQUE("shop_id","id"),
	CONSTRAINT "products_temperature_regime_check" CHECK ("products"."temperature_regime" in ('chilled', 'frozen', 'room'))
);
--> statement-breakpoint
CREATE TABLE "shop_suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"supplier_shop_number" text,
	"shop_supplier_number" text,
	"customer_id_at_supplier" text,
	"supplier_id_in_own_system" text,
	"order_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_person" text,
	"contact_phone" text,
	"delivery_days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"order_cutoff_minutes" smallint,
	"min_order_value" numeric(14, 4),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "shop_suppliers_shop_supplier_key" UNIQUE("shop_id","supplier_id"),
	CONSTRAINT "shop_suppliers_cutoff_check" CHECK ("shop_suppliers"."order_cutoff_minutes" is null or "shop_suppliers"."order_cutoff_minutes" between 0 and 1439),
	CONSTRAINT "shop_suppliers_days_check" CHECK ("shop_suppliers"."delivery_days" <@ array[1,2,3,4,5,6,7]::smallint[])
);
--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_shop_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_counting_units" ADD CONSTRAINT "product_counting_units_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gtins" ADD CONSTRAINT "product_gtins_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_supplier_fk" FOREIGN KEY ("shop_id","supplier_id") REFERENCES "public"."shop_suppliers"("shop_id","supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD CONSTRAINT "shop_suppliers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD CONSTRAINT "shop_suppliers_shop_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_gtins_shop_gtin_key" ON "product_gtins" USING btree ("shop_id","gtin");--> statement-breakpoint
CREATE INDEX "product_prices_product_idx" ON "product_prices" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE INDEX "products_shop_name_idx" ON "products" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_shop_supplier_idx" ON "products" USING btree ("shop_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_ean_key" ON "products" USING btree ("shop_id","ean") WHERE "products"."ean" is not null and "products"."deleted_at" is null;