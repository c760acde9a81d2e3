ALTER TABLE "alerts" ADD COLUMN "site_id" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_active_site_idx" ON "alerts" USING btree ("site_id") WHERE "alerts"."resolved_at" is null and "alerts"."condition" is not null;--> statement-breakpoint
-- The rule alerts raised before alarms were named become alarms of their site and condition.
UPDATE "alerts" SET "condition" = split_part("rule_key", ':', 1), "site_id" = split_part("rule_key", ':', 2)
WHERE "rule_key" ~ '^(low_pressure|high_temperature|panel_offline):' AND "site_id" IS NULL
  AND split_part("rule_key", ':', 2) IN (SELECT "site_id" FROM "sites");
