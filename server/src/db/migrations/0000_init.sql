CREATE TABLE "email_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_subscribers_language_check" CHECK ("email_subscribers"."language" in ('en', 'sp'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscribers_email_key" ON "email_subscribers" USING btree ("email");