ALTER TABLE "organizations" ADD COLUMN "imported_values" jsonb;--> statement-breakpoint
-- What the data last said of each field an operator may edit, for the records already stored:
-- the value as it stands, except a field an operator has changed, whose value before their
-- first change is what the data said. From here on an import or a seed revision keeps an
-- operator's correction where the data still says the same (issue 37).
UPDATE "organizations" AS o
SET "imported_values" = (
  SELECT jsonb_object_agg(f.field, CASE WHEN c.found THEN c.old_value ELSE f.current END)
  FROM (
    VALUES
      ('organization', o.organization),
      ('address_1', o.address_1),
      ('address_2', o.address_2),
      ('city', o.city),
      ('state', o.state),
      ('zip_code', o.zip_code),
      ('phone', o.phone),
      ('tollfree', o.tollfree),
      ('tty', o.tty),
      ('website', o.website),
      ('description', o.description),
      ('description_sp', o.description_sp)
  ) AS f(field, current)
  LEFT JOIN LATERAL (
    SELECT true AS found, ch.old_value
    FROM "organization_changes" AS ch
    WHERE ch.organization_id = o.id AND ch.field = f.field
    ORDER BY ch.changed_at, ch.id
    LIMIT 1
  ) AS c ON true
);
