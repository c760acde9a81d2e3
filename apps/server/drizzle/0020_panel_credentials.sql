CREATE TABLE "panel_credentials" (
	"site_id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"last_connected_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "panel_credentials" ADD CONSTRAINT "panel_credentials_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panel_credentials" ADD CONSTRAINT "panel_credentials_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;