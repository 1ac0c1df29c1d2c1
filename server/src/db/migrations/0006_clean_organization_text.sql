-- The legacy spreadsheet import wrote empty cells as the words 'nan', 'None' or 'null' (and
-- blanks). They become null when a row is written, whoever writes it, so that every read
-- can return the columns as they are instead of cleaning each value of every search.
CREATE FUNCTION clean_cell(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN lower(btrim(value, E' \t\r\n')) IN ('', 'nan', 'none', 'null') THEN NULL
              ELSE btrim(value, E' \t\r\n') END
$$;--> statement-breakpoint
CREATE FUNCTION organizations_clean_cells() RETURNS trigger
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
CREATE TRIGGER organizations_clean_cells
BEFORE INSERT OR UPDATE ON organizations
FOR EACH ROW EXECUTE FUNCTION organizations_clean_cells();--> statement-breakpoint
-- Rows written before the trigger: the update runs it on each.
UPDATE organizations SET address_1 = address_1;
