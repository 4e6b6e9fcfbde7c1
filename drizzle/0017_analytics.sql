CREATE TABLE "analytics_delivery_days" (
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"day" date NOT NULL,
	"deliveries" integer DEFAULT 0 NOT NULL,
	"ok_deliveries" integer DEFAULT 0 NOT NULL,
	"problem_deliveries" integer DEFAULT 0 NOT NULL,
	"unacceptable_deliveries" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"breaches_chilled" integer DEFAULT 0 NOT NULL,
	"breaches_frozen" integer DEFAULT 0 NOT NULL,
	"breaches_room" integer DEFAULT 0 NOT NULL,
	"invoiced_lines" integer DEFAULT 0 NOT NULL,
	"invoiced_amount" numeric(14, 4) DEFAULT '0' NOT NULL,
	"invoiced_at_order_price" numeric(14, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "analytics_delivery_days_pkey" PRIMARY KEY("shop_id","supplier_id","day"),
	CONSTRAINT "analytics_delivery_days_counts_check" CHECK ("analytics_delivery_days"."deliveries" >= 0 and "analytics_delivery_days"."ok_deliveries" >= 0 and "analytics_delivery_days"."problem_deliveries" >= 0 and "analytics_delivery_days"."unacceptable_deliveries" >= 0 and "analytics_delivery_days"."lines" >= 0)
);
--> statement-breakpoint
CREATE TABLE "analytics_order_facts" (
	"company_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"agreed_date" date NOT NULL,
	"first_delivery_date" date NOT NULL,
	"last_delivery_date" date NOT NULL,
	"deliveries" integer NOT NULL,
	"is_on_time" boolean NOT NULL,
	"is_in_full" boolean NOT NULL,
	CONSTRAINT "analytics_order_facts_pkey" PRIMARY KEY("order_id"),
	CONSTRAINT "analytics_order_facts_company_order_key" UNIQUE("company_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_delivery_days" ADD CONSTRAINT "analytics_delivery_days_shop_supplier_fk" FOREIGN KEY ("company_id","shop_id","supplier_id") REFERENCES "public"."shop_suppliers"("company_id","shop_id","supplier_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_order_facts" ADD CONSTRAINT "analytics_order_facts_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_order_facts" ADD CONSTRAINT "analytics_order_facts_shop_supplier_fk" FOREIGN KEY ("company_id","shop_id","supplier_id") REFERENCES "public"."shop_suppliers"("company_id","shop_id","supplier_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_delivery_days_shop_day_idx" ON "analytics_delivery_days" USING btree ("shop_id","day");--> statement-breakpoint
CREATE INDEX "analytics_delivery_days_company_day_idx" ON "analytics_delivery_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "analytics_order_facts_shop_date_idx" ON "analytics_order_facts" USING btree ("shop_id","agreed_date");--> statement-breakpoint
CREATE INDEX "analytics_order_facts_company_date_idx" ON "analytics_order_facts" USING btree ("company_id","agreed_date");--> statement-breakpoint
-- Backfill from the deliveries and invoices signed off before the rollup existed (the same figures as rebuildShopAnalytics).
INSERT INTO "analytics_delivery_days" ("company_id", "shop_id", "supplier_id", "day", "deliveries", "ok_deliveries", "problem_deliveries", "unacceptable_deliveries", "lines", "breaches_chilled", "breaches_frozen", "breaches_room")
SELECT n.company_id, n.shop_id, n.supplier_id, n.delivery_date,
  count(*)::int,
  (count(*) FILTER (WHERE n.outcome = 'ok'))::int,
  (count(*) FILTER (WHERE n.outcome = 'problems'))::int,
  (count(*) FILTER (WHERE n.outcome = 'unacceptable'))::int,
  coalesce(sum(l.lines), 0)::int, coalesce(sum(l.chilled), 0)::int, coalesce(sum(l.frozen), 0)::int, coalesce(sum(l.room), 0)::int
FROM "delivery_notes" n
LEFT JOIN LATERAL (
  SELECT count(*) AS lines,
    count(*) FILTER (WHERE dl.temperature_verdict = 'breach' AND dl.temperature_regime = 'chilled') AS chilled,
    count(*) FILTER (WHERE dl.temperature_verdict = 'breach' AND dl.temperature_regime = 'frozen') AS frozen,
    count(*) FILTER (WHERE dl.temperature_verdict = 'breach' AND dl.temperature_regime = 'room') AS room
  FROM "delivery_note_lines" dl WHERE dl.company_id = n.company_id AND dl.delivery_note_id = n.id
) l ON true
WHERE n.state = 'signed_off' AND n.amended_by_note_id IS NULL
GROUP BY n.company_id, n.shop_id, n.supplier_id, n.delivery_date;
--> statement-breakpoint
INSERT INTO "analytics_delivery_days" ("company_id", "shop_id", "supplier_id", "day", "invoiced_lines", "invoiced_amount", "invoiced_at_order_price")
SELECT cn.company_id, cn.shop_id, cn.supplier_id, cn.issue_date, count(*)::int, sum(cl.amount),
  sum(round(ol.price * (1 - ol.discount / 100) * cl.invoice_quantity, 4))
FROM "credit_notes" cn
JOIN "credit_note_lines" cl ON cl.company_id = cn.company_id AND cl.credit_note_id = cn.id
JOIN "delivery_note_lines" dl ON dl.company_id = cl.company_id AND dl.id = cl.delivery_note_line_id
JOIN "order_lines" ol ON ol.company_id = dl.company_id AND ol.id = dl.order_line_id
WHERE cn.kind = 'invoice' AND cl.invoice_quantity > 0
GROUP BY cn.company_id, cn.shop_id, cn.supplier_id, cn.issue_date
ON CONFLICT ("shop_id", "supplier_id", "day") DO UPDATE SET
  invoiced_lines = excluded.invoiced_lines, invoiced_amount = excluded.invoiced_amount,
  invoiced_at_order_price = excluded.invoiced_at_order_price;
--> statement-breakpoint
INSERT INTO "analytics_order_facts" ("company_id", "shop_id", "supplier_id", "order_id", "agreed_date", "first_delivery_date", "last_delivery_date", "deliveries", "is_on_time", "is_in_full")
SELECT o.company_id, o.shop_id, o.supplier_id, o.id, o.delivery_date,
  min(n.delivery_date), max(n.delivery_date), count(*)::int,
  coalesce(min(n.delivery_date) FILTER (WHERE n.outcome <> 'unacceptable') = o.delivery_date, false),
  NOT EXISTS (SELECT 1 FROM "order_lines" ol WHERE ol.company_id = o.company_id AND ol.order_id = o.id AND ol.received_quantity < ol.quantity)
FROM "orders" o
JOIN "delivery_notes" n ON n.company_id = o.company_id AND n.order_id = o.id AND n.state = 'signed_off' AND n.amended_by_note_id IS NULL
GROUP BY o.company_id, o.shop_id, o.supplier_id, o.id, o.delivery_date;
