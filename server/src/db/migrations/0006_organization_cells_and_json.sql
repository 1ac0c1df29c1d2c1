ALTER TABLE "organizations" ADD COLUMN "api_json" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- The legacy spreadsheet import wrote empty cells as the words 'nan', 'None' or 'null' (and
-- blanks). They become null when a row is written, whoever writes it, so that every read
-- can return the columns as they are instead of cleaning each value of every search.
CREATE FUNCTION clean_cell(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN lower(btrim(value, E' \t\r\n')) IN ('', 'nan', 'none', 'null') THEN NULL
              ELSE btrim(value, E' \t\r\n') END
$$;--> statement-breakpoint
-- api_json: the organisation's own fields of the API's Organization object (contract:
-- src/contracts/organizations.ts), in its key order, written once per change instead of
-- encoded again for every row of every search. The searches add distance, category and
-- sub-category.
CREATE FUNCTION organizations_before_write() RETURNS trigger
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
  NEW.api_json := json_build_object(
    'id', NEW.id, 'organization', NEW.organization,
    'address_1', NEW.address_1, 'address_2', NEW.address_2, 'city', NEW.city,
    'state', NEW.state, 'zip_code', NEW.zip_code::text, 'phone', NEW.phone,
    'tollfree', NEW.tollfree, 'tty', NEW.tty, 'website', NEW.website,
    'latitude', NEW.latitude, 'longitude', NEW.longitude,
    'location_approximate', NEW.location_approximate,
    'profit_organization_type', NEW.profit_organization_type,
    'service_area', NEW.service_area, 'source', NEW.source, 'source_url', NEW.source_url,
    'verified_at', NEW.verified_at::text)::text;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organizations_before_write
BEFORE INSERT OR UPDATE ON organizations
FOR EACH ROW EXECUTE FUNCTION organizations_before_write();--> statement-breakpoint
-- Rows written before the trigger: the update runs it on each.
UPDATE organizations SET source = source;
