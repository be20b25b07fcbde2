CREATE TABLE "blog_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "staff_user_id" text;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "admin_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "admin_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "reviewer_name" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "reviewer_registration" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "review_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_slug_redirects" ADD CONSTRAINT "blog_slug_redirects_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_slug_redirects_post_idx" ON "blog_slug_redirects" USING btree ("post_id");--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status" CHECK ("blog_posts"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_review_complete" CHECK (("blog_posts"."reviewed_at" is null) = ("blog_posts"."reviewer_name" is null));