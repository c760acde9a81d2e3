ALTER TABLE "escalation_events" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "escalation_events" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "escalation_events" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "escalation_events" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "escalation_events_retry_idx" ON "escalation_events" USING btree ("next_attempt_at") WHERE "escalation_events"."next_attempt_at" is not null;