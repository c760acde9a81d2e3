CREATE TABLE "service_pacing" (
	"service" text PRIMARY KEY NOT NULL,
	"next_turn_at" timestamp with time zone NOT NULL
);
