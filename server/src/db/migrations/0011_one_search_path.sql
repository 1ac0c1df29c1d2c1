-- One search path (ADR 028): the searches read the organisations' columns and the response
-- is written by the app's serializer, so the JSON copies (api_json, api_json_head) and the
-- counter that kept an in-memory copy of the listings current (listing_generation) go.
-- The functions and the trigger that name the JSON columns change before the columns drop.
DROP TRIGGER organization_sub_categories_advance_generation ON organization_sub_categories;--> statement-breakpoint
DROP TRIGGER sub_categories_advance_generation ON sub_categories;--> statement-breakpoint
DROP TRIGGER categories_advance_generation ON categories;--> statement-breakpoint
DROP FUNCTION listing_generation_advance();--> statement-breakpoint
DROP TRIGGER organizations_share_listing_fields ON organizations;--> statement-breakpoint
CREATE OR REPLACE FUNCTION organizations_before_write() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.address_1 := clean_cell(NEW.address_1);
  NEW.address_2 := clean_cell(NEW.address_2);
  NEW.city := clean_cell(NEW.city);
  NEW.state := clean_cell(NEW.state);
  NEW.phone := clean_cell(NEW.phone);
  NEW.tollfree := clean_cell(NEW.tollfree);
  NEW.tty := clean_cell(NEW.tty);
  NEW.website := clean_cell(NEW.website);
  NEW.profit_organization_type := clean_cell(NEW.profit_organization_type);
  NEW.source_url := clean_cell(NEW.source_url);
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- The listings keep copies of what a radius search filters and sorts by, so that one index
-- range scan of a sub-category's listings decides which organisations to read.
CREATE OR REPLACE FUNCTION organization_sub_categories_copy_organization() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.latitude, o.longitude, o.service_area, o.state,
         coalesce(lower(btrim(o.profit_organization_type)) = 'government', false),
         o.veterans_only, o.min_age, o.max_age, lower(o.organization)
  INTO NEW.latitude, NEW.longitude, NEW.service_area, NEW.state, NEW.government,
       NEW.veterans_only, NEW.min_age, NEW.max_age, NEW.sort_name
  FROM organizations o WHERE o.id = NEW.organization_id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organizations_share_listing_fields
AFTER UPDATE ON organizations
FOR EACH ROW WHEN (
  (OLD.latitude, OLD.longitude, OLD.service_area, OLD.state, OLD.profit_organization_type,
   OLD.veterans_only, OLD.min_age, OLD.max_age, OLD.organization)
  IS DISTINCT FROM
  (NEW.latitude, NEW.longitude, NEW.service_area, NEW.state, NEW.profit_organization_type,
   NEW.veterans_only, NEW.min_age, NEW.max_age, NEW.organization))
EXECUTE FUNCTION organizations_share_listing_fields();--> statement-breakpoint
DROP TABLE "listing_generation" CASCADE;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" DROP COLUMN "api_json_head";--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "api_json";
