-- A state-wide or local organisation with a ZIP or a city but no coordinates of its own is
-- placed at its ZIP's centroid or its city's centre and marked location_approximate (ADR 048).
-- Done in the trigger every writer passes through (seed, imports, an operator's edit, SQL by
-- hand), so the place can never be missing or stale, and the listing copies follow it.
--
-- Where a record is: its ZIP's centroid when the ZIP is known (a ZIP is smaller than most
-- cities); else the centre of the one city of that name in its state; else the average of the
-- ZIP centroids the postal data names after that city (a city missing from the cities data).
-- Two cities of one name in a state place nothing (which one is not known).
--
-- Names are compared by a key: lower case, anything but letters and digits as one space, and
-- the abbreviations St, Ft and Mt spelt out, since the sources write "St. Augustine" where
-- the geography data says "Saint Augustine".
CREATE FUNCTION place_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(
           btrim(regexp_replace(lower(name), '[^a-z0-9]+', ' ', 'g')),
           '\mst\M', 'saint', 'g'), '\mft\M', 'fort', 'g'), '\mmt\M', 'mount', 'g')
$$;--> statement-breakpoint
CREATE FUNCTION organization_place(place_city text, place_state text, place_zip text)
RETURNS TABLE (latitude double precision, longitude double precision)
LANGUAGE sql STABLE AS $$
  SELECT p.latitude, p.longitude FROM (
    SELECT 1 AS rank, z.latitude, z.longitude
      FROM zip_centroids z WHERE z.zip = place_zip
    UNION ALL
    SELECT 2, min(c.latitude), min(c.longitude)
      FROM cities c JOIN states s ON s.id = c.state_id
     WHERE s.country_id = 233 AND s.state_code = upper(place_state)
       AND place_name_key(c.name) = place_name_key(place_city)
    HAVING count(*) = 1
    UNION ALL
    SELECT 3, avg(z.latitude), avg(z.longitude)
      FROM zip_centroids z
     WHERE z.state_code = upper(place_state)
       AND place_name_key(z.city) = place_name_key(place_city)
       AND NOT EXISTS (
         SELECT 1 FROM cities c JOIN states s ON s.id = c.state_id
          WHERE s.country_id = 233 AND s.state_code = upper(place_state)
            AND place_name_key(c.name) = place_name_key(place_city))
    HAVING count(*) > 0
  ) p ORDER BY p.rank LIMIT 1
$$;--> statement-breakpoint
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
  -- Real coordinates (not approximate) are never touched, nor are national records. A place
  -- is found when there are no coordinates, and found again when an approximate place's
  -- city, state or ZIP changes while the writer left the coordinates and the mark as they were.
  IF NEW.service_area <> 'national' AND (
       NEW.latitude IS NULL OR NEW.longitude IS NULL
       OR (TG_OP = 'UPDATE' AND OLD.location_approximate AND NEW.location_approximate
           AND (NEW.latitude, NEW.longitude) IS NOT DISTINCT FROM (OLD.latitude, OLD.longitude)
           AND (NEW.city, NEW.state, NEW.zip_code) IS DISTINCT FROM
               (OLD.city, OLD.state, OLD.zip_code))) THEN
    NEW.latitude := NULL;
    NEW.longitude := NULL;
    SELECT p.latitude, p.longitude INTO NEW.latitude, NEW.longitude
      FROM organization_place(NEW.city, NEW.state, NEW.zip_code::text) p;
    NEW.location_approximate := NEW.latitude IS NOT NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- Place the rows written before: the update runs the trigger on each one without coordinates.
UPDATE organizations SET latitude = NULL
 WHERE service_area <> 'national' AND (latitude IS NULL OR longitude IS NULL);
--> statement-breakpoint
-- The searches' way to state-wide listings of the ZIP's state, placed or not.
CREATE INDEX "organization_sub_categories_state_idx" ON "organization_sub_categories" USING btree ("sub_category_id","state") WHERE "organization_sub_categories"."service_area" = 'state';