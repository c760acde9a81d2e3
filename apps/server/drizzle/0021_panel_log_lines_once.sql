-- Lines stored twice before this index (a redelivery after a crash) are kept once.
DELETE FROM "panel_log" a USING "panel_log" b
  WHERE a."id" > b."id" AND a."site_id" = b."site_id" AND a."at" = b."at"
    AND a."level" = b."level" AND a."message" = b."message";--> statement-breakpoint
CREATE UNIQUE INDEX "panel_log_line_key" ON "panel_log" USING btree ("site_id","at","level",md5("message"));
