CREATE TABLE "organization_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"version" integer NOT NULL,
	"user_id" integer,
	"operator_email" text NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_views" (
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "organization_views_organization_id_day_pk" PRIMARY KEY("organization_id","day")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "verified_how" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_changes" ADD CONSTRAINT "organization_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_changes" ADD CONSTRAINT "organization_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_views" ADD CONSTRAINT "organization_views_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_changes_organization_idx" ON "organization_changes" USING btree ("organization_id","version","id");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_verified_how_check" CHECK ("organizations"."verified_how" in ('phone', 'email', 'website', 'in_person'));--> statement-breakpoint
-- Any writer that changes an organisation moves its version on (ADR 047), the importer too,
-- so an operator's save loaded before an import is refused rather than undoing the import.
CREATE OR REPLACE FUNCTION organizations_next_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version AND NEW IS DISTINCT FROM OLD THEN
    NEW.version := OLD.version + 1;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organizations_next_version
BEFORE UPDATE ON organizations
FOR EACH ROW EXECUTE FUNCTION organizations_next_version();
