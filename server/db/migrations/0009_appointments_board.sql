ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "vet_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_vet_id_users_id_fk" FOREIGN KEY ("vet_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_vet_slot_idx" ON "appointments" USING btree ("vet_id","date","time") WHERE "appointments"."vet_id" is not null and "appointments"."status" in ('booked', 'confirmed', 'vet_assigned', 'on_the_way', 'in_progress');--> statement-breakpoint
CREATE INDEX "appointments_date_idx" ON "appointments" USING btree ("date","time");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('booked', 'confirmed', 'vet_assigned', 'on_the_way', 'in_progress', 'completed', 'no_show', 'cancelled', 'cancelled_by_clinic'));