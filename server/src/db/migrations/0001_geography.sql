CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_search" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_sp" text NOT NULL,
	"state_code" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_centroids" (
	"zip" char(5) PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"approximate" boolean DEFAULT true NOT NULL,
	CONSTRAINT "zip_centroids_zip_check" CHECK ("zip_centroids"."zip" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_state_id_idx" ON "cities" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "cities_name_search_idx" ON "cities" USING btree ("name_search" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_id_state_code_key" ON "states" USING btree ("country_id","state_code");--> statement-breakpoint
CREATE INDEX "zip_centroids_latitude_longitude_idx" ON "zip_centroids" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "zip_centroids_state_code_idx" ON "zip_centroids" USING btree ("state_code");