-- One search path (ADR 028): the response is written by the app's serializer from columns,
-- so the JSON copies (api_json, api_json_head) and the counter that kept an in-memory copy
-- of the listings current (listing_generation) go. The listings carry the columns an answer
-- shows instead of the JSON, so a radius search still reads no other table. The functions
-- and the trigger that name the JSON columns change before the columns drop.
DROP TRIGGER organization_sub_categories_advance_generation ON organization_sub_categories;--> statement-breakpoint
DROP TRIGGER sub_categories_advance_generation ON sub_categories;--> statement-breakpoint
DROP TRIGGER categories_advance_generation ON categories;--> statement-breakpoint
DROP FUNCTION listing_generation_advance();--> statement-breakpoint
DROP TRIGGER organizations_share_listing_fields ON organizations;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "organization" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "address_1" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "address_2" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "zip_code" char(5);--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "tollfree" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "tty" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "location_approximate" boolean;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "profit_organization_type" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" ADD COLUMN "verified_at" date;--> statement-breakpoint
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
-- The listings keep copies of what a radius search filters, sorts and answers with, so that
-- one index range scan of a sub-category's listings answers it.
CREATE OR REPLACE FUNCTION organization_sub_categories_copy_organization() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.latitude, o.longitude, o.service_area, o.state,
         coalesce(lower(btrim(o.profit_organization_type)) = 'government', false),
         o.veterans_only, o.min_age, o.max_age, lower(o.organization),
         o.organization, o.address_1, o.address_2, o.city, o.zip_code, o.phone, o.tollfree,
         o.tty, o.website, o.location_approximate, o.profit_organization_type, o.source,
         o.source_url, o.verified_at
  INTO NEW.latitude, NEW.longitude, NEW.service_area, NEW.state, NEW.government,
       NEW.veterans_only, NEW.min_age, NEW.max_age, NEW.sort_name,
       NEW.organization, NEW.address_1, NEW.address_2, NEW.city, NEW.zip_code, NEW.phone,
       NEW.tollfree, NEW.tty, NEW.website, NEW.location_approximate,
       NEW.profit_organization_type, NEW.source, NEW.source_url, NEW.verified_at
  FROM organizations o WHERE o.id = NEW.organization_id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- Every copied column but the id: a change to any of them rewrites the organisation's listings.
CREATE TRIGGER organizations_share_listing_fields
AFTER UPDATE ON organizations
FOR EACH ROW WHEN (
  (OLD.latitude, OLD.longitude, OLD.service_area, OLD.state, OLD.profit_organization_type,
   OLD.veterans_only, OLD.min_age, OLD.max_age, OLD.organization, OLD.address_1,
   OLD.address_2, OLD.city, OLD.zip_code, OLD.phone, OLD.tollfree, OLD.tty, OLD.website,
   OLD.location_approximate, OLD.source, OLD.source_url, OLD.verified_at)
  IS DISTINCT FROM
  (NEW.latitude, NEW.longitude, NEW.service_area, NEW.state, NEW.profit_organization_type,
   NEW.veterans_only, NEW.min_age, NEW.max_age, NEW.organization, NEW.address_1,
   NEW.address_2, NEW.city, NEW.zip_code, NEW.phone, NEW.tollfree, NEW.tty, NEW.website,
   NEW.location_approximate, NEW.source, NEW.source_url, NEW.verified_at))
EXECUTE FUNCTION organizations_share_listing_fields();--> statement-breakpoint
-- Fill the new copies of every listing written before.
UPDATE organization_sub_categories SET organization_id = organization_id;--> statement-breakpoint
DROP TABLE "listing_generation" CASCADE;--> statement-breakpoint
ALTER TABLE "organization_sub_categories" DROP COLUMN "api_json_head";--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "api_json";
