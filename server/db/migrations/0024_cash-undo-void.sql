ALTER TABLE "payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_void_complete" CHECK (("payments"."voided_at" is null) = ("payments"."voided_by" is null) and ("payments"."voided_at" is null) = ("payments"."void_reason" is null));