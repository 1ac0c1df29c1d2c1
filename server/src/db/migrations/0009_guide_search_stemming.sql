-- Guide search in each language's words (ADR 024): English and Spanish stemming, accents
-- folded first so "rehabilitacion" and "rehabilitación" meet. The stop words of each
-- configuration are its language's.
CREATE TEXT SEARCH CONFIGURATION vh_en (COPY = pg_catalog.english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION vh_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION vh_es (COPY = pg_catalog.spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION vh_es ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;--> statement-breakpoint
-- The accent-folding, unstemmed configuration the guides were searched with before.
DROP TEXT SEARCH CONFIGURATION vh_search;
