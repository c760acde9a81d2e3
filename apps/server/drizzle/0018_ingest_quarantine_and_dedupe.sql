CREATE TABLE "ingest_quarantine" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"topic" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text NOT NULL,
	"head" text NOT NULL
);
--> statement-breakpoint
-- A message delivered twice (before ingest deduplicated) left twin rows: keep the first of each.
DELETE FROM "tag_history" AS "a" USING "tag_history" AS "b"
  WHERE "a"."site_id" = "b"."site_id" AND "a"."tag" = "b"."tag"
    AND "a"."panel_time" = "b"."panel_time" AND "a"."id" > "b"."id";--> statement-breakpoint
DROP INDEX "tag_history_site_tag_time_idx";--> statement-breakpoint
ALTER TABLE "ingest_quarantine" ADD CONSTRAINT "ingest_quarantine_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ingest_quarantine_received_idx" ON "ingest_quarantine" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_history_site_tag_time_key" ON "tag_history" USING btree ("site_id","tag","panel_time");