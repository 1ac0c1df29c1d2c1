-- Imported organisations get ids from 100000 up; curated seed records keep their fixed ids below.
CREATE SEQUENCE IF NOT EXISTS organizations_id_seq AS integer START WITH 100000 OWNED BY organizations.id;--> statement-breakpoint
ALTER TABLE "organizations" ALTER COLUMN "id" SET DEFAULT nextval('organizations_id_seq');--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "location_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_import_key_key" ON "organizations" USING btree ("import_key");