CREATE TABLE "credit_note_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_note_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"credit_note_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"item_id" text NOT NULL,
	"description" text,
	"invoice_quantity" numeric(14, 3),
	"unit" text,
	"difference_quantity" numeric(14, 3),
	"unit_price" numeric(14, 4),
	"amount" numeric(14, 4) NOT NULL,
	"delivery_note_id" integer,
	"delivery_note_line_id" integer,
	"product_id" integer,
	CONSTRAINT "credit_note_lines_position_key" UNIQUE("credit_note_id","position")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issue_date" date NOT NULL,
	"order_reference" text,
	"delivery_reference" text,
	"invoice_reference" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"total_amount" numeric(14, 4),
	"source" text NOT NULL,
	"note" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "credit_notes_shop_supplier_number_key" UNIQUE("shop_id","supplier_id","kind","number"),
	CONSTRAINT "credit_notes_kind_check" CHECK ("credit_notes"."kind" in ('invoice', 'credit', 'debit')),
	CONSTRAINT "credit_notes_source_check" CHECK ("credit_notes"."source" in ('manual', 'spreadsheet', 'ubl'))
);
--> statement-breakpoint
CREATE TABLE "reclamation_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reclamation_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"reclamation_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"delivery_note_line_id" integer,
	"product_id" integer,
	"item_code" text,
	"product_name" text NOT NULL,
	"unit" text,
	"reason" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(14, 4),
	"amount" numeric(14, 4),
	"note" text,
	"added_later" boolean DEFAULT false NOT NULL,
	"supplier_answer" text,
	"supplier_comment" text,
	"promised_credit" numeric(14, 4),
	"solved_at" timestamp with time zone,
	"solved_by_user_id" integer,
	"solved_by_credit_note_id" integer,
	CONSTRAINT "reclamation_lines_position_key" UNIQUE("reclamation_id","position"),
	CONSTRAINT "reclamation_lines_reason_check" CHECK ("reclamation_lines"."reason" in ('short', 'over', 'temperature', 'damaged', 'wrong_product', 'expired', 'quality', 'other')),
	CONSTRAINT "reclamation_lines_answer_check" CHECK ("reclamation_lines"."supplier_answer" is null or "reclamation_lines"."supplier_answer" in ('accepted', 'rejected')),
	CONSTRAINT "reclamation_lines_quantity_check" CHECK ("reclamation_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "reclamations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reclamations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"number" integer NOT NULL,
	"delivery_note_id" integer NOT NULL,
	"order_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"damaged_seal" boolean DEFAULT false NOT NULL,
	"missing_seal" boolean DEFAULT false NOT NULL,
	"dirty" boolean DEFAULT false NOT NULL,
	"unacceptable" boolean DEFAULT false NOT NULL,
	"note" text,
	"language" text DEFAULT 'sl' NOT NULL,
	"mail_id" integer,
	"sent_at" timestamp with time zone,
	"sent_by_user_id" integer,
	"link_nonce" text,
	"link_expires_at" timestamp with time zone,
	"link_used_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"answer_comment" text,
	"solved_at" timestamp with time zone,
	"solved_by_user_id" integer,
	"solved_by_credit_note_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reclamations_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "reclamations_shop_number_key" UNIQUE("shop_id","number"),
	CONSTRAINT "reclamations_status_check" CHECK ("reclamations"."status" in ('open', 'sent', 'answered', 'solved')),
	CONSTRAINT "reclamations_answer_check" CHECK ("reclamations"."answer" is null or "reclamations"."answer" in ('accepted', 'partly', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signing_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD CONSTRAINT "delivery_note_lines_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD COLUMN "reclamation_emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD COLUMN "asc_certificate_number" text;--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD COLUMN "asc_certificate_expires" date;--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD COLUMN "msc_certificate_number" text;--> statement-breakpoint
ALTER TABLE "shop_suppliers" ADD COLUMN "msc_certificate_expires" date;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD COLUMN "is_risky" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD COLUMN "excluded_from_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD COLUMN "exclude_reason" text;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD COLUMN "certificate_scheme" text;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD COLUMN "certificate_expires" date;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_fk" FOREIGN KEY ("company_id","credit_note_id") REFERENCES "public"."credit_notes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_note_fk" FOREIGN KEY ("company_id","delivery_note_id") REFERENCES "public"."delivery_notes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_note_line_fk" FOREIGN KEY ("company_id","delivery_note_line_id") REFERENCES "public"."delivery_note_lines"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_product_fk" FOREIGN KEY ("company_id","shop_id","product_id") REFERENCES "public"."products"("company_id","shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_shop_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_shop_supplier_fk" FOREIGN KEY ("company_id","shop_id","supplier_id") REFERENCES "public"."shop_suppliers"("company_id","shop_id","supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamation_lines" ADD CONSTRAINT "reclamation_lines_solved_by_user_id_users_id_fk" FOREIGN KEY ("solved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamation_lines" ADD CONSTRAINT "reclamation_lines_reclamation_fk" FOREIGN KEY ("company_id","reclamation_id") REFERENCES "public"."reclamations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamation_lines" ADD CONSTRAINT "reclamation_lines_note_line_fk" FOREIGN KEY ("company_id","delivery_note_line_id") REFERENCES "public"."delivery_note_lines"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamation_lines" ADD CONSTRAINT "reclamation_lines_product_fk" FOREIGN KEY ("company_id","shop_id","product_id") REFERENCES "public"."products"("company_id","shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamation_lines" ADD CONSTRAINT "reclamation_lines_credit_note_fk" FOREIGN KEY ("company_id","solved_by_credit_note_id") REFERENCES "public"."credit_notes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_solved_by_user_id_users_id_fk" FOREIGN KEY ("solved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_shop_fk" FOREIGN KEY ("company_id","shop_id") REFERENCES "public"."shops"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_shop_supplier_fk" FOREIGN KEY ("company_id","shop_id","supplier_id") REFERENCES "public"."shop_suppliers"("company_id","shop_id","supplier_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_note_fk" FOREIGN KEY ("company_id","delivery_note_id") REFERENCES "public"."delivery_notes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reclamations" ADD CONSTRAINT "reclamations_credit_note_fk" FOREIGN KEY ("company_id","solved_by_credit_note_id") REFERENCES "public"."credit_notes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_lines_note_line_idx" ON "credit_note_lines" USING btree ("delivery_note_line_id");--> statement-breakpoint
CREATE INDEX "credit_note_lines_note_idx" ON "credit_note_lines" USING btree ("delivery_note_id");--> statement-breakpoint
CREATE INDEX "credit_notes_shop_date_idx" ON "credit_notes" USING btree ("shop_id","issue_date","id");--> statement-breakpoint
CREATE INDEX "credit_notes_shop_supplier_date_idx" ON "credit_notes" USING btree ("shop_id","supplier_id","issue_date");--> statement-breakpoint
CREATE INDEX "reclamation_lines_note_line_idx" ON "reclamation_lines" USING btree ("delivery_note_line_id");--> statement-breakpoint
CREATE INDEX "reclamations_shop_created_idx" ON "reclamations" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "reclamations_shop_status_created_idx" ON "reclamations" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reclamations_shop_supplier_created_idx" ON "reclamations" USING btree ("shop_id","supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "reclamations_note_idx" ON "reclamations" USING btree ("delivery_note_id");--> statement-breakpoint
CREATE INDEX "delivery_note_lines_risk_idx" ON "delivery_note_lines" USING btree ("shop_id","delivery_note_id") WHERE "delivery_note_lines"."is_risky" or "delivery_note_lines"."temperature_verdict" = 'breach' or "delivery_note_lines"."corrective_note" is not null;--> statement-breakpoint
CREATE INDEX "delivery_note_lines_excluded_idx" ON "delivery_note_lines" USING btree ("shop_id","delivery_note_id") WHERE "delivery_note_lines"."excluded_from_stock";--> statement-breakpoint
CREATE INDEX "delivery_note_lines_certified_idx" ON "delivery_note_lines" USING btree ("shop_id","delivery_note_id") WHERE "delivery_note_lines"."certificate_scheme" is not null;--> statement-breakpoint
ALTER TABLE "delivery_note_lines" ADD CONSTRAINT "delivery_note_lines_certificate_scheme_check" CHECK ("delivery_note_lines"."certificate_scheme" is null or "delivery_note_lines"."certificate_scheme" in ('asc', 'msc'));--> statement-breakpoint
-- Lines signed off before this migration: the product's flags as they are now stand in for their values at receipt.
UPDATE "delivery_note_lines" AS l SET
	"is_risky" = p."is_risky",
	"excluded_from_stock" = p."exclude_from_stock_export",
	"certificate_scheme" = CASE
		WHEN p."certificates" ~* '\mmsc\M' THEN 'msc'
		WHEN p."certificates" ~* '\masc\M' THEN 'asc'
	END
FROM "products" AS p
WHERE p."id" = l."product_id" AND p."company_id" = l."company_id";
