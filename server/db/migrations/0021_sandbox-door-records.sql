CREATE TABLE "sandbox_door_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_door_codes_kind" CHECK ("sandbox_door_codes"."kind" in ('qr', 'plink'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_door_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"code_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"method" text,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_door_payments" ADD CONSTRAINT "sandbox_door_payments_code_id_sandbox_door_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."sandbox_door_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_door_payments_code_idx" ON "sandbox_door_payments" USING btree ("code_id","taken_at");