CREATE TABLE "inventories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"count_date" date NOT NULL,
	"cut_off_at" timestamp with time zone NOT NULL,
	"blind" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"created_by_user_id" integer,
	"finished_at" timestamp with time zone,
	"finished_by_user_id" integer,
	"reopened_at" timestamp with time zone,
	"reopened_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventories_company_shop_id_key" UNIQUE("company_id","shop_id","id"),
	CONSTRAINT "inventories_status_check" CHECK ("inventories"."status" in ('in_progress', 'finished')),
	CONSTRAINT "inventories_finished_check" CHECK ("inventories"."status" = 'in_progress' or "inventories"."finished_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "inventory_count_sectors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_count_sectors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"department_name" text NOT NULL,
	"department_position" integer DEFAULT 0 NOT NULL,
	"sub_department_id" integer NOT NULL,
	"sub_department_name" text NOT NULL,
	"sub_department_position" integer DEFAULT 0 NOT NULL,
	"sector_id" integer,
	"sector_name" text NOT NULL,
	"sector_position" integer DEFAULT 0 NOT NULL,
	"taken_by_user_id" integer,
	"taken_at" timestamp with time zone,
	CONSTRAINT "inventory_count_sectors_company_shop_id_key" UNIQUE("company_id","shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_departments_company_shop_id_key" UNIQUE("company_id","shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_line_counts" (
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cartons" numeric(14, 3),
	"units" numeric(14, 3),
	"other_unit" text,
	"other_amount" numeric(14, 3),
	"total" numeric(14, 3) NOT NULL,
	"device" text,
	"changed_at" bigint,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_line_counts_line_id_user_id_pk" PRIMARY KEY("line_id","user_id"),
	CONSTRAINT "inventory_line_counts_total_check" CHECK ("inventory_line_counts"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"count_sector_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_during_count" boolean DEFAULT false NOT NULL,
	"expected_quantity" numeric(14, 3),
	"resolved_total" numeric(14, 3),
	"resolved_by_user_id" integer,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "inventory_lines_company_shop_id_key" UNIQUE("company_id","shop_id","id"),
	CONSTRAINT "inventory_lines_sector_product_key" UNIQUE("count_sector_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "inventory_sector_products" (
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_sector_products_sector_id_product_id_pk" PRIMARY KEY("sector_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "inventory_sectors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_sectors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"sub_department_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_sectors_company_shop_id_key" UNIQUE("company_id","shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventory_sub_departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_sub_departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_sub_departments_company_shop_id_key" UNIQUE("company_id","shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "stock_export_settings" jsonb;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_finished_by_user_id_users_id_fk" FOREIGN KEY ("finished_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_reopened_by_user_id_users_id_fk" FOREIGN KEY ("reopened_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_shop_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_count_sectors" ADD CONSTRAINT "inventory_count_sectors_taken_by_user_id_users_id_fk" FOREIGN KEY ("taken_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_count_sectors" ADD CONSTRAINT "inventory_count_sectors_inventory_fk" FOREIGN KEY ("company_id","shop_id","inventory_id") REFERENCES "public"."inventories"("company_id","shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_departments" ADD CONSTRAINT "inventory_departments_shop_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_line_counts" ADD CONSTRAINT "inventory_line_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_line_counts" ADD CONSTRAINT "inventory_line_counts_line_fk" FOREIGN KEY ("company_id","shop_id","line_id") REFERENCES "public"."inventory_lines"("company_id","shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_count_sector_fk" FOREIGN KEY ("company_id","shop_id","count_sector_id") REFERENCES "public"."inventory_count_sectors"("company_id","shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_inventory_fk" FOREIGN KEY ("company_id","shop_id","inventory_id") REFERENCES "public"."inventories"("company_id","shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_product_fk" FOREIGN KEY ("company_id","shop_id","product_id") REFERENCES "public"."products"("company_id","shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_sector_products" ADD CONSTRAINT "inventory_sector_products_sector_fk" FOREIGN KEY ("company_id","shop_id","sector_id") REFERENCES "public"."inventory_sectors"("company_id","shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_sector_products" ADD CONSTRAINT "inventory_sector_products_product_fk" FOREIGN KEY ("company_id","shop_id","product_id") REFERENCES "public"."products"("company_id","shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_sectors" ADD CONSTRAINT "inventory_sectors_sub_department_fk" FOREIGN KEY ("company_id","shop_id","sub_department_id") REFERENCES "public"."inventory_sub_departments"("company_id","shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_sub_departments" ADD CONSTRAINT "inventory_sub_departments_department_fk" FOREIGN KEY ("company_id","shop_id","department_id") REFERENCES "public"."inventory_departments"("company_id","shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventories_shop_date_idx" ON "inventories" USING btree ("shop_id","count_date","id");--> statement-breakpoint
CREATE INDEX "inventories_shop_status_idx" ON "inventories" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "inventory_count_sectors_inventory_idx" ON "inventory_count_sectors" USING btree ("inventory_id","sub_department_id");--> statement-breakpoint
CREATE INDEX "inventory_departments_shop_idx" ON "inventory_departments" USING btree ("shop_id","position");--> statement-breakpoint
CREATE INDEX "inventory_lines_inventory_idx" ON "inventory_lines" USING btree ("inventory_id","product_id");--> statement-breakpoint
CREATE INDEX "inventory_lines_product_idx" ON "inventory_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "inventory_sector_products_sector_idx" ON "inventory_sector_products" USING btree ("sector_id","position");--> statement-breakpoint
CREATE INDEX "inventory_sector_products_product_idx" ON "inventory_sector_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "inventory_sectors_sub_department_idx" ON "inventory_sectors" USING btree ("sub_department_id","position");--> statement-breakpoint
CREATE INDEX "inventory_sub_departments_department_idx" ON "inventory_sub_departments" USING btree ("department_id","position");