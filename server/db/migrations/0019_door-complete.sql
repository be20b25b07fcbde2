ALTER TABLE "payment_orders" ADD COLUMN "collect_url" text;--> statement-breakpoint
ALTER TABLE "visit_bill_lines" ADD COLUMN "member_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_bill_lines" ADD CONSTRAINT "visit_bill_lines_member_discount" CHECK ("visit_bill_lines"."member_discount_percent" between 0 and 50);