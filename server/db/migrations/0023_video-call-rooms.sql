CREATE TABLE "call_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"sender_role" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "call_messages_sender_role" CHECK ("call_messages"."sender_role" in ('owner', 'vet')),
	CONSTRAINT "call_messages_content" CHECK ("call_messages"."body" <> '' or "call_messages"."photo_url" is not null)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "call_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "call_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "call_seconds" integer;--> statement-breakpoint
ALTER TABLE "call_messages" ADD CONSTRAINT "call_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_messages_appointment_idx" ON "call_messages" USING btree ("appointment_id","created_at");