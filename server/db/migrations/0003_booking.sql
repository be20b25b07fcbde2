CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text,
	"pincode" text NOT NULL,
	"landmark" text,
	"tag" text DEFAULT 'Home' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_pincode" CHECK ("addresses"."pincode" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text,
	"pet_id" uuid,
	"status" text DEFAULT 'booked' NOT NULL,
	"pet_name" text NOT NULL,
	"pet_type" text NOT NULL,
	"pet_breed" text NOT NULL,
	"owner_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"service_type" text NOT NULL,
	"visit_type" text NOT NULL,
	"clinic_id" text,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"address" text,
	"city" text,
	"pincode" text,
	"landmark" text,
	"latitude" double precision,
	"longitude" double precision,
	"notes" text DEFAULT '' NOT NULL,
	"services" jsonb NOT NULL,
	"vaccination_plan" jsonb,
	"total_paise" integer NOT NULL,
	"payment_id" uuid,
	"reschedule_count" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status" CHECK ("appointments"."status" in ('booked', 'cancelled', 'completed')),
	CONSTRAINT "appointments_visit_type" CHECK ("appointments"."visit_type" in ('home', 'clinic', 'video')),
	CONSTRAINT "appointments_total" CHECK ("appointments"."total_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"breed" text NOT NULL,
	"birth_date" date,
	"age_text" text,
	"weight_grams" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pets_type" CHECK ("pets"."type" in ('dog', 'cat', 'puppy', 'kitten')),
	CONSTRAINT "pets_weight_positive" CHECK ("pets"."weight_grams" is null or "pets"."weight_grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "slot_counts" (
	"date" date NOT NULL,
	"time" text NOT NULL,
	"visit_type" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_counts_date_time_visit_type_pk" PRIMARY KEY("date","time","visit_type"),
	CONSTRAINT "slot_counts_booked_range" CHECK ("slot_counts"."booked" >= 0 and "slot_counts"."booked" <= "slot_counts"."capacity"),
	CONSTRAINT "slot_counts_visit_type" CHECK ("slot_counts"."visit_type" in ('home', 'clinic', 'video'))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "appointments_user_idx" ON "appointments" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_payment_idx" ON "appointments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "pets_user_idx" ON "pets" USING btree ("user_id");