import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL; every statement must run on PostgreSQL 15 and 18.

export const emailSubscribers = pgTable(
  'email_subscribers',
  {
    id: serial('id').primaryKey(),
    // Stored trimmed and lower-cased so one address is one row however it was typed.
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_subscribers_email_key').on(table.email),
    check('email_subscribers_language_check', sql`${table.language} in ('en', 'sp')`),
  ],
);

// Geography: filled by server/src/db/seed (see its README for sources and licences).

/** States and territories; ids are the Countries States Cities Database's (Alabama 1456). */
export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id').notNull(),
    name: text('name').notNull(),
    // Our own Spanish names: the source's Spanish translations are empty.
    nameSp: text('name_sp').notNull(),
    /** The two-letter postal code ("AL"); the source calls it iso2. */
    stateCode: text('state_code').notNull(),
    /** 'state', 'district', 'outlying area', 'military postal region'... as the source says. */
    type: text('type').notNull(),
  },
  (table) => [uniqueIndex('states_country_id_state_code_key').on(table.countryId, table.stateCode)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
    /**
     * The name lower-cased, without accents or apostrophes and with punctuation as single
     * spaces ("‘Ewa Beach" -> "ewa beach"), computed in JS at seed time for prefix search.
     */
    nameSearch: text('name_search').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [
    index('cities_state_id_idx').on(table.stateId),
    // text_pattern_ops lets LIKE 'prefix%' use the index whatever the database collation.
    index('cities_name_search_idx').on(table.nameSearch.op('text_pattern_ops')),
  ],
);

/** Approximate ZIP centroids (not boundaries); the state code is not a foreign key. */
export const zipCentroids = pgTable(
  'zip_centroids',
  {
    zip: char('zip', { length: 5 }).primaryKey(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    approximate: boolean('approximate').notNull().default(true),
  },
  (table) => [
    // A lat/long bounding box prefilters radius queries on this B-tree.
    index('zip_centroids_latitude_longitude_idx').on(table.latitude, table.longitude),
    index('zip_centroids_state_code_idx').on(table.stateCode),
    check('zip_centroids_zip_check', sql`${table.zip} ~ '^[0-9]{5}$'`),
  ],
);

/** One row per seed (e.g. 'geography'): the version last applied, so re-runs are no-ops. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
