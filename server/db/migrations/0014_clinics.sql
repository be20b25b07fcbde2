CREATE TABLE "clinic_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"clinic_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"locality" text NOT NULL,
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"services" text[] NOT NULL,
	"hours" jsonb NOT NULL,
	"open_24x7" boolean DEFAULT false NOT NULL,
	"vet_registrations" text[] NOT NULL,
	"gst_number" text,
	"review_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"clinic_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_applications_status" CHECK ("clinic_applications"."status" in ('pending', 'changes_requested', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"locality" text NOT NULL,
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"hours" jsonb NOT NULL,
	"open_24x7" boolean DEFAULT false NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"capacity_per_slot" integer DEFAULT 2 NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"vet_registrations" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinics_slug_unique" UNIQUE("slug"),
	CONSTRAINT "clinics_id_format" CHECK ("clinics"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "clinics_slug_format" CHECK ("clinics"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "clinics_pincode" CHECK ("clinics"."pincode" ~ '^[0-9]{6}$'),
	CONSTRAINT "clinics_status" CHECK ("clinics"."status" in ('live', 'hidden')),
	CONSTRAINT "clinics_capacity" CHECK ("clinics"."capacity_per_slot" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "clinics_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "clinics_version_one_row" CHECK ("clinics_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "favorite_clinics" (
	"user_id" text NOT NULL,
	"clinic_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_clinics_user_id_clinic_id_pk" PRIMARY KEY("user_id","clinic_id")
);
--> statement-breakpoint
ALTER TABLE "slot_counts" DROP CONSTRAINT "slot_counts_date_time_visit_type_pk";--> statement-breakpoint
ALTER TABLE "slot_counts" ADD COLUMN "clinic_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_counts" ADD CONSTRAINT "slot_counts_date_time_visit_type_clinic_id_pk" PRIMARY KEY("date","time","visit_type","clinic_id");--> statement-breakpoint
ALTER TABLE "clinic_applications" ADD CONSTRAINT "clinic_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_applications" ADD CONSTRAINT "clinic_applications_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_clinics" ADD CONSTRAINT "favorite_clinics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_clinics" ADD CONSTRAINT "favorite_clinics_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_applications_status_idx" ON "clinic_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_applications_one_open_idx" ON "clinic_applications" USING btree ("applicant_id") WHERE "clinic_applications"."status" in ('pending', 'changes_requested');--> statement-breakpoint
CREATE INDEX "clinics_status_idx" ON "clinics" USING btree ("status");
--> statement-breakpoint
INSERT INTO "clinics_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Any change to the clinics bumps the version the search compares (decision 0034).
CREATE FUNCTION "clinics_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "clinics_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clinics_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "clinics" FOR EACH STATEMENT EXECUTE FUNCTION "clinics_version_bump"();
