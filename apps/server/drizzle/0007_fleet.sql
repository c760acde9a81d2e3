CREATE TABLE "property_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "property_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"author_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "assigned_user_id" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "install_date" date;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "last_maintenance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "gateway_serial" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "gateway_ip" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "cellular_provider" text;--> statement-breakpoint
ALTER TABLE "property_files" ADD CONSTRAINT "property_files_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_files" ADD CONSTRAINT "property_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_notes" ADD CONSTRAINT "property_notes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_notes" ADD CONSTRAINT "property_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_files_property_idx" ON "property_files" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "property_notes_property_idx" ON "property_notes" USING btree ("property_id","created_at");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;