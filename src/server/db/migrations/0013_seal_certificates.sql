CREATE TABLE "seal_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"p12" "bytea" NOT NULL,
	"password" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
