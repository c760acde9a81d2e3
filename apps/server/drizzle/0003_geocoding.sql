CREATE TABLE "geocode_cache" (
	"query" text PRIMARY KEY NOT NULL,
	"found" boolean NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"display_name" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
