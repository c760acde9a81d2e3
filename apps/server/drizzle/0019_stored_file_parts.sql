CREATE TABLE "stored_file_parts" (
	"key" text NOT NULL,
	"part" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "stored_file_parts_key_part_pk" PRIMARY KEY("key","part")
);
