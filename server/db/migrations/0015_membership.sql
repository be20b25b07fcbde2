CREATE TABLE "membership_referrals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"referrer_user_id" text NOT NULL,
	"referee_user_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"credit_visits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_referrals_referee_user_id_unique" UNIQUE("referee_user_id"),
	CONSTRAINT "membership_referrals_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "membership_referrals_status" CHECK ("membership_referrals"."status" in ('credited', 'capped')),
	CONSTRAINT "membership_referrals_not_self" CHECK ("membership_referrals"."referrer_user_id" <> "membership_referrals"."referee_user_id")
);
--> statement-breakpoint
CREATE TABLE "membership_terms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"membership_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_terms_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY NOT NULL,
	"serial" integer GENERATED ALWAYS AS IDENTITY (sequence name "memberships_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"free_home_visits" integer NOT NULL,
	"free_visits_used" integer DEFAULT 0 NOT NULL,
	"service_discount_percent" integer NOT NULL,
	"free_video_consults" boolean NOT NULL,
	"priority_slots" boolean NOT NULL,
	"referral_code" text NOT NULL,
	"last_reminder" text,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "memberships_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "memberships_status" CHECK ("memberships"."status" in ('active', 'cancelled')),
	CONSTRAINT "memberships_period" CHECK ("memberships"."expires_at" > "memberships"."starts_at"),
	CONSTRAINT "memberships_visits" CHECK ("memberships"."free_visits_used" >= 0 and "memberships"."free_visits_used" <= "memberships"."free_home_visits")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "membership_benefit" text;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "free_home_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "service_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "free_video_consults" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "priority_slots" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "referral_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "referrer_credit_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "membership_referrals" ADD CONSTRAINT "membership_referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_referrals" ADD CONSTRAINT "membership_referrals_referee_user_id_users_id_fk" FOREIGN KEY ("referee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_referrals" ADD CONSTRAINT "membership_referrals_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_terms" ADD CONSTRAINT "membership_terms_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_terms" ADD CONSTRAINT "membership_terms_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_referrals_referrer_idx" ON "membership_referrals" USING btree ("referrer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "membership_terms_membership_idx" ON "membership_terms" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "memberships_expires_idx" ON "memberships" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_membership_benefit" CHECK ("appointments"."membership_benefit" is null or "appointments"."membership_benefit" in ('free_visit', 'free_video', 'discount'));--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_benefits" CHECK ("membership_plans"."free_home_visits" between 0 and 50 and "membership_plans"."service_discount_percent" between 0 and 50 and "membership_plans"."referral_discount_percent" between 0 and 50 and "membership_plans"."referrer_credit_visits" between 0 and 5);
--> statement-breakpoint
UPDATE "membership_plans" SET "free_home_visits" = 4, "service_discount_percent" = 10, "free_video_consults" = true, "priority_slots" = true, "referral_discount_percent" = 10, "referrer_credit_visits" = 1 WHERE "id" = 'gold-annual';--> statement-breakpoint
UPDATE "membership_plans" SET "free_home_visits" = 2, "service_discount_percent" = 10, "free_video_consults" = true, "priority_slots" = true, "referral_discount_percent" = 10, "referrer_credit_visits" = 1 WHERE "id" = 'gold-half-yearly';
--> statement-breakpoint
UPDATE "faqs" SET "question" = 'What does Gold Membership include?', "answer" = 'Gold Membership costs {planPrice:gold-annual} for a year or {planPrice:gold-half-yearly} for six months. It includes home visits without the visit fee ({planFreeVisits:gold-annual} a year on the annual plan, {planFreeVisits:gold-half-yearly} on the half-yearly one), {planDiscount:gold-annual} off vaccinations and lab tests paid after the service, video consultations at no charge, and a place kept for members in every booking hour. The benefits apply automatically when you book while signed in; covered visits show as ''Covered by Membership''. Join on the Gold Membership page.', "version" = "version" + 1, "updated_at" = now() WHERE "slug" = 'what-does-gold-membership-include' AND "answer" LIKE 'Gold Membership is not on sale yet%';
