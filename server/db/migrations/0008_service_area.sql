CREATE TABLE "service_area_districts" (
	"state" text NOT NULL,
	"district" text NOT NULL,
	"city_slug" text NOT NULL,
	"city_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_area_districts_state_district_pk" PRIMARY KEY("state","district"),
	CONSTRAINT "service_area_city_slug_format" CHECK ("service_area_districts"."city_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
