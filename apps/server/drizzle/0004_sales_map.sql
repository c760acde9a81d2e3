CREATE TABLE "fire_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"polygon" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_name" text NOT NULL,
	"owner_name" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"status" text NOT NULL,
	"property_type" text NOT NULL,
	"acreage" double precision,
	"estimated_value_cents" bigint,
	"risk_level" text NOT NULL,
	"last_contact_at" timestamp with time zone,
	"sales_executive_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"property_id" integer NOT NULL,
	"partner_id" integer,
	"project_type" text NOT NULL,
	"status" text DEFAULT 'Planning' NOT NULL,
	"priority" text DEFAULT 'Medium' NOT NULL,
	"estimate_amount_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_required_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_paid_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_waived" boolean DEFAULT false NOT NULL,
	"deposit_waived_by" integer,
	"deposit_waived_reason" text,
	"start_date" date,
	"estimated_completion_date" date,
	"actual_completion_date" date,
	"sales_executive_id" integer,
	"project_manager_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_progress_range" CHECK ("projects"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_sales_executive_id_users_id_fk" FOREIGN KEY ("sales_executive_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_partner_id_service_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."service_partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_deposit_waived_by_users_id_fk" FOREIGN KEY ("deposit_waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_sales_executive_id_users_id_fk" FOREIGN KEY ("sales_executive_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_manager_id_users_id_fk" FOREIGN KEY ("project_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");--> statement-breakpoint
CREATE INDEX "projects_property_idx" ON "projects" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "projects_status_idx" ON "projects" USING btree ("status");