CREATE TABLE "emergency_hospitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"phone" text NOT NULL,
	"last_verified_on" date NOT NULL,
	"verified_by" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"video_url" text,
	"audio_url" text,
	"transcript" text DEFAULT '' NOT NULL,
	"duration_minutes" integer,
	"health_topic" boolean DEFAULT true NOT NULL,
	"reviewed_by" text,
	"reviewer_name" text,
	"reviewer_registration" text,
	"reviewer_council" text,
	"reviewed_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_kind" CHECK ("media_items"."kind" in ('video', 'podcast')),
	CONSTRAINT "media_items_status" CHECK ("media_items"."status" in ('draft', 'published')),
	CONSTRAINT "media_items_source" CHECK (("media_items"."kind" = 'video' and "media_items"."video_url" is not null) or ("media_items"."kind" = 'podcast' and "media_items"."audio_url" is not null)),
	CONSTRAINT "media_items_podcast_transcript" CHECK ("media_items"."kind" <> 'podcast' or length("media_items"."transcript") > 0),
	CONSTRAINT "media_items_reviewed_to_publish" CHECK ("media_items"."status" = 'draft' or not "media_items"."health_topic" or "media_items"."reviewed_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "reviewer_council" text;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "registration_council" text;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "registration_checked_by" text;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "registration_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_hospitals_city_idx" ON "emergency_hospitals" USING btree ("city","name");--> statement-breakpoint
CREATE INDEX "media_items_published_idx" ON "media_items" USING btree ("kind","status","published_at");--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_registration_checked_by_users_id_fk" FOREIGN KEY ("registration_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;