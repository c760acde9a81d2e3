CREATE TABLE "alert_conditions" (
	"rule_key" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"online" boolean NOT NULL,
	"reason" text,
	"ping_ms" integer
);
--> statement-breakpoint
CREATE TABLE "panel_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"direction" text NOT NULL,
	"channel" text NOT NULL,
	"payload" text NOT NULL,
	"valid" boolean DEFAULT true NOT NULL,
	"error" text
);
--> statement-breakpoint
DROP INDEX "alerts_rule_idx";--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "ping_ms" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "signal_dbm" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "firmware" text;--> statement-breakpoint
ALTER TABLE "commands" ADD COLUMN "client_request_id" text;--> statement-breakpoint
ALTER TABLE "alert_conditions" ADD CONSTRAINT "alert_conditions_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_events" ADD CONSTRAINT "gateway_events_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_events_site_idx" ON "gateway_events" USING btree ("site_id","at");--> statement-breakpoint
CREATE INDEX "panel_messages_site_idx" ON "panel_messages" USING btree ("site_id","at");--> statement-breakpoint
CREATE INDEX "commands_pending_idx" ON "commands" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commands_client_request_key" ON "commands" USING btree ("requested_by","client_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_open_rule_key" ON "alerts" USING btree ("rule_key") WHERE "alerts"."resolved_at" is null and "alerts"."rule_key" is not null;