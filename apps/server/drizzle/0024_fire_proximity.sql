CREATE TABLE "auto_activation_settings" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"within_miles" integer NOT NULL,
	"countdown_minutes" integer NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_activations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"fire_key" text NOT NULL,
	"rule" text NOT NULL,
	"reason" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'counting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"cancelled_by" integer,
	"completed_at" timestamp with time zone,
	"command_id" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "background_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fire_hotspots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"confidence" text NOT NULL,
	"satellite" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fire_perimeters" (
	"id" text PRIMARY KEY NOT NULL,
	"incident_name" text NOT NULL,
	"acres" double precision,
	"containment" double precision,
	"updated_at" timestamp with time zone,
	"discovered_at" timestamp with time zone,
	"geometry" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fire_sources" (
	"source" text PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"data_edited_at" timestamp with time zone,
	"scope" text
);
--> statement-breakpoint
CREATE TABLE "site_fire_status" (
	"site_id" text PRIMARY KEY NOT NULL,
	"perimeter" jsonb,
	"hotspot" jsonb,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"events_checked_at" timestamp with time zone,
	"level" text,
	"measured_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commands" ADD COLUMN "automatic" jsonb;--> statement-breakpoint
ALTER TABLE "auto_activation_settings" ADD CONSTRAINT "auto_activation_settings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_activation_settings" ADD CONSTRAINT "auto_activation_settings_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_activations" ADD CONSTRAINT "auto_activations_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_activations" ADD CONSTRAINT "auto_activations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_fire_status" ADD CONSTRAINT "site_fire_status_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_activations_once_per_fire" ON "auto_activations" USING btree ("site_id","fire_key","approved_at");--> statement-breakpoint
CREATE INDEX "auto_activations_counting_idx" ON "auto_activations" USING btree ("status","starts_at");