CREATE TABLE "visit_records" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"vet_id" text NOT NULL,
	"pet_id" uuid,
	"findings" text NOT NULL,
	"diagnosis_notes" text DEFAULT '' NOT NULL,
	"prescription" jsonb NOT NULL,
	"vaccines" jsonb NOT NULL,
	"advice" text DEFAULT '' NOT NULL,
	"follow_up_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_records" ADD CONSTRAINT "visit_records_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_records_pet_idx" ON "visit_records" USING btree ("pet_id");