-- Receiving (issue 12): delivery notes with their lines and photos, backorders, and the settings the receiving rules
-- read (shop and product temperature limits, minimum shelf life, scan by package, the supplier's short-line default).
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
CREATE TABLE "backorder_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backorder_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"backorder_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	CONSTRAINT "backorder_lines_backorder_line_key" UNIQUE("backorder_id","order_line_id"),
	CONSTRAINT "backorder_lines_quantity_check" CHECK ("backorder_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "backorders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backorders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"delivery_note_id" integer NOT NULL,
	"expected_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"settled_by_note_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backorders_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "backorders_status_check" CHECK ("backorders"."status" in ('open', 'received', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "delivery_note_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_note_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"delivery_note_id" integer NOT NULL,
	"uid" uuid NOT NULL,
	"position" smallint NOT NULL,
	"order_line_id" integer,
	"product_id" integer,
	"item_code" text,
	"product_name" text NOT NULL,
	"unit" text,
	"temperature_regime" text NOT NULL,
	"ordered_quantity" numeric(14, 3),
	"expected_quantity" numeric(14, 3),
	"delivered_quantity" numeric(14, 3) NOT NULL,
	"accepted_quantity" numeric(14, 3) NOT NULL,
	"state" text NOT NULL,
	"is_accepted" boolean DEFAULT true NOT NULL,
	"reject_reason" text,
	"temperature" numeric(4, 1),
	"temperature_verdict" text,
	"corrective_note" text,
	"best_before" date,
	"lot" text,
	"is_certified" boolean DEFAULT false NOT NULL,
	"certificate_number" text,
	"reclamation_note" text,
	"is_solved" boolean DEFAULT false NOT NULL,
	"short_choice" text,
	CONSTRAINT "delivery_note_lines_note_position_key" UNIQUE("delivery_note_id","position"),
	CONSTRAINT "delivery_note_lines_state_check" CHECK ("delivery_note_lines"."state" in ('pending', 'ok', 'short', 'over', 'rejected', 'temperature_breach')),
	CONSTRAINT "delivery_note_lines_reject_reason_check" CHECK ("delivery_note_lines"."reject_reason" is null or "delivery_note_lines"."reject_reason" in ('damaged', 'wrong_product', 'expired', 'temperature', 'quality', 'other')),
	CONSTRAINT "delivery_note_lines_quantity_check" CHECK ("delivery_note_lines"."delivered_quantity" >= 0 and "delivery_note_lines"."accepted_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_note_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_note_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"delivery_note_id" integer NOT NULL,
	"line_uid" uuid,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"order_id" integer,
	"backorder_id" integer,
	"delivery_number" text,
	"delivery_date" date NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"outcome" text,
	"damaged_seal" boolean DEFAULT false NOT NULL,
	"missing_seal" boolean DEFAULT false NOT NULL,
	"dirty" boolean DEFAULT false NOT NULL,
	"unacceptable" boolean DEFAULT false NOT NULL,
	"room_temperature" numeric(4, 1),
	"fridge_temperature" numeric(4, 1),
	"freezer_temperature" numeric(4, 1),
	"note" text,
	"draft" jsonb,
	"draft_version" integer DEFAULT 0 NOT NULL,
	"based_on_receipts" integer DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"signature_key" text,
	"driver_name" text,
	"created_by_user_id" integer,
	"accepted_by_user_id" integer,
	"signed_off_at" timestamp with time zone,
	"sign_off_key" uuid,
	"amends_note_id" integer,
	"amendment_reason" text,
	"amended_by_note_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_notes_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "delivery_notes_state_check" CHECK ("delivery_notes"."state" in ('draft', 'signed_off')),
	CONSTRAINT "delivery_notes_outcome_check" CHECK ("delivery_notes"."outcome" is null or "delivery_notes"."outcome" in ('ok', 'problems', 'unacceptable')),
	CONSTRAINT "delivery_notes_signed_check" CHECK ("delivery_notes"."state" = 'draft' or ("delivery_notes"."outcome" is not null and "delivery_notes"."signed_off_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_shelf_life_days" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "scan_counts_package" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tracks_lot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "temperature_max" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "temperature_transport_max" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD COLUMN "short_line_choice" text DEFAULT 'expect_rest' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "chilled_max" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "frozen_max" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "frozen_transport_max" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "room_max" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_quantity" numeric(14, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "backorder_lines" ADD CONSTRAINT "backorder_lines_backorder_fk" FOREIGN KEY ("company_id","backorder_id") REFERENCES "public"."backorders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backorder_lines" ADD CONSTRAINT "backorder_lines_order_line_fk" FOREIGN KEY ("company_id","order_line_id") REFERENCES "public"."order_lines"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backorders" ADD CONSTRAINT "backorders_shop_supplier_fk" FOREIGN KEY ("company_id","shop_id","supplier_id") REFERENCES "public"."shop_suppliers"("company_id","shop_id","supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backorders" ADD CONSTRAINT "backorders_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backorders" ADD CONSTRAINT "backorders_note_fk" FOREIGN KEY ("company_id","delivery_note_id") REFERENCES "public"."delivery_notes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backorders" ADD CONSTRAINT "backorders_settled_by_fk" FOREIGN KEY ("company_id","settled_by_note_id") REFERENCES "public"."delivery_notes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD CONSTRAINT "delivery_note_lines_note_fk" FOREIGN KEY ("company_id","delivery_note_id") REFERENCES "public"."delivery_notes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD CONSTRAINT "delivery_note_lines_order_line_fk" FOREIGN KEY ("company_id","order_line_id") REFERENCES "public"."order_lines"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD CONSTRAINT "delivery_note_lines_product_fk" FOREIGN KEY ("company_id","shop_id","product_id") REFERENCES "public"."products"("company_id","shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note_photos" ADD CONSTRAINT "delivery_note_photos_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_note_photos" ADD CONSTRAINT "delivery_note_photos_note_fk" FOREIGN KEY ("company_id","delivery_note_id") REFERENCES "public"."delivery_notes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_shop_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_shop_supplier_fk" FOREIGN KEY ("company_id","shop_id","supplier_id") REFERENCES "public"."shop_suppliers"("company_id","shop_id","supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_backorder_fk" FOREIGN KEY ("company_id","backorder_id") REFERENCES "public"."backorders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_amends_fk" FOREIGN KEY ("company_id","amends_note_id") REFERENCES "public"."delivery_notes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_amended_by_fk" FOREIGN KEY ("company_id","amended_by_note_id") REFERENCES "public"."delivery_notes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backorders_open_order_key" ON "backorders" USING btree ("order_id") WHERE "backorders"."status" = 'open';--> statement-breakpoint
CREATE INDEX "backorders_shop_status_date_idx" ON "backorders" USING btree ("shop_id","status","expected_date");--> statement-breakpoint
CREATE INDEX "delivery_note_lines_shop_product_idx" ON "delivery_note_lines" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "delivery_note_photos_note_idx" ON "delivery_note_photos" USING btree ("delivery_note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_notes_sign_off_key" ON "delivery_notes" USING btree ("shop_id","sign_off_key") WHERE "delivery_notes"."sign_off_key" is not null;--> statement-breakpoint
CREATE INDEX "delivery_notes_shop_date_idx" ON "delivery_notes" USING btree ("shop_id","delivery_date","id");--> statement-breakpoint
CREATE INDEX "delivery_notes_shop_supplier_date_idx" ON "delivery_notes" USING btree ("shop_id","supplier_id","delivery_date");--> statement-breakpoint
CREATE INDEX "delivery_notes_order_idx" ON "delivery_notes" USING btree ("order_id","state");--> statement-breakpoint
CREATE INDEX "delivery_notes_shop_number_idx" ON "delivery_notes" USING btree ("shop_id",lower("delivery_number"));--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD CONSTRAINT "shop_suppliers_short_line_choice_check" CHECK ("shop_suppliers"."short_line_choice" in ('expect_rest', 'cancel_rest'));