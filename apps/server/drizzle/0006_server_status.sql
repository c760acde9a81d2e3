CREATE TABLE "server_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "server_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"cpu_percent" double precision NOT NULL,
	"rss_bytes" bigint NOT NULL,
	"heap_used_bytes" bigint NOT NULL,
	"event_loop_p99_ms" double precision NOT NULL,
	"live_connections" integer NOT NULL,
	"broker_connected" boolean NOT NULL,
	"messages_per_second" double precision NOT NULL,
	"requests_per_second" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "server_samples" ADD CONSTRAINT "server_samples_instance_id_server_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."server_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "server_events_at_idx" ON "server_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "server_samples_at_idx" ON "server_samples" USING btree ("at");--> statement-breakpoint
CREATE INDEX "server_samples_instance_idx" ON "server_samples" USING btree ("instance_id","at");