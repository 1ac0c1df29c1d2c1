import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
