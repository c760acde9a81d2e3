ALTER TABLE "sms_outbox" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sms_outbox_next_attempt_idx" ON "sms_outbox" USING btree ("next_attempt_at");