CREATE TABLE "listing_generation" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"generation" bigint NOT NULL,
	CONSTRAINT "listing_generation_single_check" CHECK ("listing_generation"."single")
);
--> statement-breakpoint
-- The organisation counts answer from a copy of the listings' places and rule columns in
-- each app instance (ADR 054). A write of the listings, or of the sub-categories (their
-- kind decides which listings count), moves this number on in the writer's transaction, so
-- an instance sees the new number once the write is committed, and answers from the
-- database until it has read the listings again. A change of an organisation reaches its
-- listings through organizations_share_listing_fields (migration 0011), and a deleted
-- organisation's listings go by cascade: both are writes of the listings.
INSERT INTO "listing_generation" ("single", "generation") VALUES (true, 1);--> statement-breakpoint
CREATE FUNCTION listing_generation_advance() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- Never a number this table held before, even after a restore from an older backup: the
  -- clock's microseconds when they are ahead (a copy read at a number then matches only the
  -- listings it was read from).
  UPDATE listing_generation
  SET generation = greatest(generation + 1, (extract(epoch from clock_timestamp()) * 1000000)::bigint);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organization_sub_categories_advance_generation
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organization_sub_categories
FOR EACH STATEMENT EXECUTE FUNCTION listing_generation_advance();--> statement-breakpoint
CREATE TRIGGER sub_categories_advance_generation
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sub_categories
FOR EACH STATEMENT EXECUTE FUNCTION listing_generation_advance();
