ALTER TABLE "organization_sub_categories" ADD COLUMN "service_area" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "government" boolean;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "veterans_only" boolean;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "min_age" integer;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "max_age" integer;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "sort_name" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "api_json_head" text;--> statement-breakpoint
-- The listings carry copies of everything a radius search reads of an organisation, so that
-- a search is one index range scan of a sub-category's listings. One function copies them
-- on every write of a listing; a change of the organisation rewrites its listings, which
-- runs that function again. It replaces the coordinates-only copy of migration 0003.
DROP TRIGGER organization_sub_categories_copy_location ON organization_sub_categories;--> statement-breakpoint
DROP TRIGGER organizations_share_location ON organizations;--> statement-breakpoint
DROP FUNCTION organization_sub_categories_copy_location();--> statement-breakpoint
DROP FUNCTION organizations_share_location();--> statement-breakpoint
CREATE FUNCTION organization_sub_categories_copy_organization() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.latitude, o.longitude, o.service_area, o.state,
         coalesce(lower(btrim(o.profit_organization_type)) = 'government', false),
         o.veterans_only, o.min_age, o.max_age, lower(o.organization), left(o.api_json, -1)
  INTO NEW.latitude, NEW.longitude, NEW.service_area, NEW.state, NEW.government,
       NEW.veterans_only, NEW.min_age, NEW.max_age, NEW.sort_name, NEW.api_json_head
  FROM organizations o WHERE o.id = NEW.organization_id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organization_sub_categories_copy_organization
BEFORE INSERT OR UPDATE ON organization_sub_categories
FOR EACH ROW EXECUTE FUNCTION organization_sub_categories_copy_organization();--> statement-breakpoint
CREATE FUNCTION organizations_share_listing_fields() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A no-op write of each listing: its copy trigger reads this, updated, row.
  UPDATE organization_sub_categories SET organization_id = NEW.id WHERE organization_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- api_json holds every other copied field (name, place, service area, state, type).
CREATE TRIGGER organizations_share_listing_fields
AFTER UPDATE ON organizations
FOR EACH ROW WHEN (OLD.api_json IS DISTINCT FROM NEW.api_json
  OR OLD.veterans_only IS DISTINCT FROM NEW.veterans_only
  OR OLD.min_age IS DISTINCT FROM NEW.min_age OR OLD.max_age IS DISTINCT FROM NEW.max_age)
EXECUTE FUNCTION organizations_share_listing_fields();--> statement-breakpoint
UPDATE organization_sub_categories SET organization_id = organization_id;
