CREATE TABLE "health_reminders_sent" (
	"pet_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"due_date" date NOT NULL,
	"stage" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_reminders_sent_pet_id_item_key_due_date_stage_pk" PRIMARY KEY("pet_id","item_key","due_date","stage")
);
--> statement-breakpoint
CREATE TABLE "pet_card_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pet_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pet_caregivers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pet_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"can_edit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_caregivers_phone" CHECK ("pet_caregivers"."phone" ~ '^[6-9][0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "pet_doses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"vaccine" text,
	"product_name" text,
	"batch" text,
	"given_on" date NOT NULL,
	"next_due_on" date,
	"source" text NOT NULL,
	"visit_id" uuid,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_doses_kind" CHECK ("pet_doses"."kind" in ('vaccination', 'deworming', 'tick-flea')),
	CONSTRAINT "pet_doses_source" CHECK ("pet_doses"."source" in ('owner', 'vet')),
	CONSTRAINT "pet_doses_vaccine" CHECK (("pet_doses"."kind" = 'vaccination') = ("pet_doses"."vaccine" is not null)),
	CONSTRAINT "pet_doses_vet_visit" CHECK ("pet_doses"."source" = 'vet' or "pet_doses"."visit_id" is null)
);
--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "health_reminders_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "registration_renews_on" date;--> statement-breakpoint
ALTER TABLE "health_reminders_sent" ADD CONSTRAINT "health_reminders_sent_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_card_links" ADD CONSTRAINT "pet_card_links_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_caregivers" ADD CONSTRAINT "pet_caregivers_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_doses" ADD CONSTRAINT "pet_doses_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pet_card_links_token_key" ON "pet_card_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pet_card_links_pet_idx" ON "pet_card_links" USING btree ("pet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pet_caregivers_pet_phone_key" ON "pet_caregivers" USING btree ("pet_id","phone");--> statement-breakpoint
CREATE INDEX "pet_caregivers_phone_idx" ON "pet_caregivers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "pet_doses_pet_idx" ON "pet_doses" USING btree ("pet_id","given_on");--> statement-breakpoint
CREATE UNIQUE INDEX "pet_doses_visit_vaccine_key" ON "pet_doses" USING btree ("visit_id","vaccine");