CREATE TABLE "escalation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" bigint NOT NULL,
	"step" text NOT NULL,
	"user_id" integer,
	"who" text NOT NULL,
	"channel" text,
	"status" text NOT NULL,
	"error" text,
	"latency_ms" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escalation_policies" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"emergency_contacts_after_minutes" integer NOT NULL,
	"on_call_after_minutes" integer NOT NULL,
	"reminder_every_minutes" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escalations" (
	"alert_id" bigint PRIMARY KEY NOT NULL,
	"priority" text NOT NULL,
	"plan" jsonb NOT NULL,
	"reminder_every_minutes" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"next_step" integer DEFAULT 0 NOT NULL,
	"next_due_at" timestamp with time zone,
	"last_told_at" timestamp with time zone,
	"reminders" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"on_call_at" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"stop_reason" text,
	"acknowledged_by" integer
);
--> statement-breakpoint
CREATE TABLE "on_call_shifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "escalation_events" ADD CONSTRAINT "escalation_events_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_events" ADD CONSTRAINT "escalation_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_policies" ADD CONSTRAINT "escalation_policies_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_policies" ADD CONSTRAINT "escalation_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_shifts" ADD CONSTRAINT "on_call_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_call_shifts" ADD CONSTRAINT "on_call_shifts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "escalation_events_alert_idx" ON "escalation_events" USING btree ("alert_id","at");--> statement-breakpoint
CREATE INDEX "escalation_events_channel_idx" ON "escalation_events" USING btree ("at") WHERE "escalation_events"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "escalations_due_idx" ON "escalations" USING btree ("next_due_at") WHERE "escalations"."stopped_at" is null and "escalations"."next_due_at" is not null;--> statement-breakpoint
CREATE INDEX "escalations_on_call_idx" ON "escalations" USING btree ("on_call_at") WHERE "escalations"."on_call_at" is not null;--> statement-breakpoint
CREATE INDEX "on_call_shifts_time_idx" ON "on_call_shifts" USING btree ("starts_at","ends_at");