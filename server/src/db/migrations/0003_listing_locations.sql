DROP INDEX "organization_sub_categories_sub_category_id_idx";--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "organization_sub_categories_location_idx" ON "organization_sub_categories" USING btree ("sub_category_id","latitude","longitude");--> statement-breakpoint
-- Keep the listing copies of the coordinates equal to the organisation's, whoever writes.
CREATE FUNCTION organization_sub_categories_copy_location() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.latitude, o.longitude INTO NEW.latitude, NEW.longitude
  FROM organizations o WHERE o.id = NEW.organization_id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organization_sub_categories_copy_location
BEFORE INSERT OR UPDATE OF organization_id, latitude, longitude ON organization_sub_categories
FOR EACH ROW EXECUTE FUNCTION organization_sub_categories_copy_location();--> statement-breakpoint
CREATE FUNCTION organizations_share_location() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organization_sub_categories SET latitude = NEW.latitude, longitude = NEW.longitude
  WHERE organization_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organizations_share_location
AFTER UPDATE OF latitude, longitude ON organizations
FOR EACH ROW WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
EXECUTE FUNCTION organizations_share_location();--> statement-breakpoint
UPDATE organization_sub_categories osc SET latitude = o.latitude, longitude = o.longitude
FROM organizations o WHERE o.id = osc.organization_id;
