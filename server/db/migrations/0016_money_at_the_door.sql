CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"appointment_id" uuid,
	"payment_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "receipts_amount_positive" CHECK ("receipts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "visit_bill_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"title" text NOT NULL,
	"unit_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_bill_lines_price" CHECK ("visit_bill_lines"."unit_paise" > 0),
	CONSTRAINT "visit_bill_lines_quantity" CHECK ("visit_bill_lines"."quantity" between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_flow_type";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_status";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_source";--> statement-breakpoint
ALTER TABLE "catalogue_services" ADD COLUMN "tax_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "collect_method" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "collected_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "extra" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "deposited_by" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_bill_lines" ADD CONSTRAINT "visit_bill_lines_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_bill_lines" ADD CONSTRAINT "visit_bill_lines_service_id_catalogue_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."catalogue_services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_series_idx" ON "receipts" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "visit_bill_lines_appointment_idx" ON "visit_bill_lines" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "payment_orders_appointment_idx" ON "payment_orders" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "catalogue_services" ADD CONSTRAINT "catalogue_services_tax_rate" CHECK ("catalogue_services"."tax_rate_bps" >= 0 and "catalogue_services"."tax_rate_bps" <= 2800);--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_collect_method" CHECK ("payment_orders"."collect_method" is null or "payment_orders"."collect_method" in ('upi_qr', 'payment_link', 'cash'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_flow_type" CHECK ("payment_orders"."flow_type" in ('cart', 'membership', 'visit'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status" CHECK ("payment_orders"."status" in ('created', 'paid', 'failed', 'closed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_source" CHECK ("payments"."source" in ('checkout', 'webhook', 'door'));