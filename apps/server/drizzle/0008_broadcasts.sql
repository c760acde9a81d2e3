CREATE TABLE "broadcast_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"broadcast_id" bigint NOT NULL,
	"user_id" integer,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"address" text,
	"error" text,
	"claimed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"recipient_mode" text NOT NULL,
	"property_id" integer,
	"channels" text[] NOT NULL,
	"recipient_count" integer NOT NULL,
	"sender_id" integer,
	"sender_name" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"alert_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "broadcast_deliveries" ADD CONSTRAINT "broadcast_deliveries_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_deliveries" ADD CONSTRAINT "broadcast_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broadcast_deliveries_unique" ON "broadcast_deliveries" USING btree ("broadcast_id","user_id","channel");--> statement-breakpoint
CREATE INDEX "broadcast_deliveries_status_idx" ON "broadcast_deliveries" USING btree ("broadcast_id","status");--> statement-breakpoint
CREATE INDEX "broadcasts_created_idx" ON "broadcasts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "broadcasts_sender_idx" ON "broadcasts" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "broadcasts_sending_idx" ON "broadcasts" USING btree ("status") WHERE "broadcasts"."status" = 'sending';