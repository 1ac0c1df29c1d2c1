import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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

// ---------------------------------------------------------------------------------------
// People. Identity comes from the verified bearer token; the row is created on first sign-in.

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The token's `sub`; set on first sign-in. */
    authSubject: text('auth_subject'),
    /** Lower-cased; from the verified token, never from a request body. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    contactNumber: text('contact_number'),
    zipcode: char('zipcode', { length: 5 }),
    stateId: integer('state_id').references(() => states.id),
    stateCode: text('state_code'),
    cityId: integer('city_id').references(() => cities.id),
    address1: text('address1'),
    address2: text('address2'),
    countryId: integer('country_id').notNull().default(233),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The spec's only role: client (3). */
    roleId: integer('role_id').notNull().default(3),
    providerId: integer('provider_id').notNull().default(1),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Set only when the row is created (free-trial sign-up). */
    isTrialAccount: boolean('is_trial_account').notNull().default(false),
    /** Set only when the row is created (veterans-association sign-up). */
    isAusaMember: boolean('is_ausa_member').notNull().default(false),
    isVeteran: boolean('is_veteran').notNull().default(false),
    profileIncomplete: boolean('profile_incomplete').notNull().default(true),
    blvSurveyCompleted: boolean('blv_survey_completed').notNull().default(false),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_auth_subject_key').on(table.authSubject),
    check('users_role_id_check', sql`${table.roleId} = 3`),
    check('users_language_check', sql`${table.language} in ('en', 'sp')`),
  ],
);

export type UserRow = typeof users.$inferSelect;

// ---------------------------------------------------------------------------------------
// Catalogue: categories, their sub-categories (guides and organisation kinds), guide text.

export const categories = pgTable('categories', {
  /** Fixed ids: the spec names 11 (veterans). */
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  titleSp: text('title_sp').notNull(),
  description: text('description').notNull(),
  descriptionSp: text('description_sp').notNull(),
  /** Path of the card image under the SPA's public folder. */
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Both kinds share one id space, as the spec's ids do: 35 national organisations, 44 the
 * Blind Low Vision survey, 45/47/50 age-independent services, 48 clinical trials.
 */
export const subCategories = pgTable(
  'sub_categories',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    titleSp: text('title_sp').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    index('sub_categories_category_id_idx').on(table.categoryId),
    check('sub_categories_kind_check', sql`${table.kind} in ('guide', 'organization')`),
  ],
);

/** One introduction per category, shown on the Overview pane. */
export const guideIntros = pgTable('guide_intros', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id),
  introContentEn: text('intro_content_en').notNull(),
  introContentSp: text('intro_content_sp').notNull(),
});

/** A text-search document: to_tsvector('vh_en') and ('vh_es') of both languages (guide-document.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const guideContents = pgTable(
  'guide_contents',
  {
    id: serial('id').primaryKey(),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    /** PDF file names served by GET /api/v1/dfiles/{name}. */
    pdfEn: text('pdf_en').notNull(),
    pdfSp: text('pdf_sp').notNull(),
    /** Lists of sections as the spec's guide content (validated by guide-content.ts). */
    contentEn: jsonb('content_en').notNull(),
    contentSp: jsonb('content_sp').notNull(),
    /** Titles and text in both languages, accent-folded, for GET /api/v1/search. */
    searchVector: tsvector('search_vector').notNull(),
    /** When a person last checked the facts (state-law sections carry their own dates). */
    reviewedAt: date('reviewed_at', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('guide_contents_sub_category_id_key').on(table.subCategoryId),
    uniqueIndex('guide_contents_pdf_en_key').on(table.pdfEn),
    uniqueIndex('guide_contents_pdf_sp_key').on(table.pdfSp),
    index('guide_contents_search_vector_idx').using('gin', table.searchVector),
  ],
);

/**
 * Every word of the guides' search documents (ts_stat of guide_contents.search_vector), kept
 * by upsertGuideContent(): guide search corrects a typo against it (ADR 039) without
 * recomputing it on every search.
 */
export const guideVocabulary = pgTable('guide_vocabulary', {
  word: text('word').primaryKey(),
});

// ---------------------------------------------------------------------------------------
// Organisations. Never invented: unverified fields stay null and verified_at says when a
// person last checked the record against its source.

export const organizations = pgTable(
  'organizations',
  {
    /**
     * Curated seed records use fixed ids below 100,000 (5188 is the spec's); imported ones
     * take the next value of organizations_id_seq, which starts at 100,000 (migration 0004).
     */
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('organizations_id_seq')`),
    /**
     * A stable key from the record's source, so a re-import updates rather than duplicates:
     * 'legacy:<name>|<zip>', 'hsds:<organization id>', 'nppes:<NPI>'. Null for the curated seed.
     */
    importKey: text('import_key'),
    organization: text('organization').notNull(),
    address1: text('address_1'),
    address2: text('address_2'),
    city: text('city'),
    /** Two-letter state code; null for national organisations. */
    state: text('state'),
    zipCode: char('zip_code', { length: 5 }),
    phone: text('phone'),
    tollfree: text('tollfree'),
    tty: text('tty'),
    website: text('website'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * True when the coordinates are not the address's but its ZIP's centroid or its city's
     * centre. The database places a state-wide or local record that has none of its own so
     * (migration 0018, ADR 048); real coordinates are never replaced.
     */
    locationApproximate: boolean('location_approximate').notNull().default(false),
    /** 'Government', 'Non-Profit', 'Private'... ('Government' is filtered by the user's state). */
    profitOrganizationType: text('profit_organization_type'),
    /** 'national' (no distance), 'state' or 'local'. */
    serviceArea: text('service_area').notNull(),
    /** Eligibility; null bounds mean no limit. */
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    veteransOnly: boolean('veterans_only').notNull().default(false),
    /** BCP 47 codes of the languages served, e.g. {en,es}. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description'),
    descriptionSp: text('description_sp'),
    source: text('source').notNull(),
    sourceUrl: text('source_url'),
    verifiedAt: date('verified_at', { mode: 'string' }),
    /** The operator who last marked it verified (issue 37), while their account exists. */
    verifiedBy: integer('verified_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** How they checked it: phone, email, website or in_person. */
    verifiedHow: text('verified_how'),
    /** Lower-cased, accent-free name and city for organisation search. */
    nameSearch: text('name_search').notNull(),
    /**
     * What the last import said of each field an operator may edit, by column: a later import
     * replaces a field only where its file changed it since (an operator's correction of a
     * field the source still states the old way is kept). Null before the first import that
     * recorded it.
     */
    importedValues: jsonb('imported_values').$type<Record<string, string | null>>(),
    /**
     * Raised by every change made in the operator console: a save names the version it was
     * loaded at and is refused (409) when the record has moved on (ADR 047).
     */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('organizations_latitude_longitude_idx').on(table.latitude, table.longitude),
    uniqueIndex('organizations_import_key_key').on(table.importKey),
    index('organizations_name_search_trgm_idx').using('gin', sql`${table.nameSearch} gin_trgm_ops`),
    check(
      'organizations_service_area_check',
      sql`${table.serviceArea} in ('national', 'state', 'local')`,
    ),
    check('organizations_zip_code_check', sql`${table.zipCode} ~ '^[0-9]{5}$'`),
    check(
      'organizations_verified_how_check',
      sql`${table.verifiedHow} in ('phone', 'email', 'website', 'in_person')`,
    ),
  ],
);

/**
 * One row: a number every write of the listings or of the sub-categories moves on, in the
 * writer's transaction (migration 0020's statement triggers). The organisation counts' copy
 * of the listings (ADR 054) answers only while the number is the one it was read at.
 */
export const listingGeneration = pgTable(
  'listing_generation',
  {
    single: boolean('single').primaryKey().default(true),
    generation: bigint('generation', { mode: 'number' }).notNull(),
  },
  (table) => [check('listing_generation_single_check', sql`${table.single}`)],
);

/** Which organisation sub-categories an organisation is listed under (HSDS "services"). */
export const organizationSubCategories = pgTable(
  'organization_sub_categories',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    /**
     * Copies of the organisation's fields that a radius search filters, sorts and answers
     * with, kept equal to the organisation's by database triggers (migrations 0003, 0007,
     * 0011); writers never set them. One index range scan of a sub-category's listings near a
     * point then answers the search, without crossing every organisation in the box with
     * every listing, or probing the organisation of every candidate.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    serviceArea: text('service_area'),
    state: text('state'),
    /** profit_organization_type is 'Government' (any case or spacing). */
    government: boolean('government'),
    veteransOnly: boolean('veterans_only'),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    /** The name lower-cased: the order of organisations at the same distance. */
    sortName: text('sort_name'),
    /** The rest of what an answer shows (migration 0011): the search reads no other table. */
    organization: text('organization'),
    address1: text('address_1'),
    address2: text('address_2'),
    city: text('city'),
    zipCode: char('zip_code', { length: 5 }),
    phone: text('phone'),
    tollfree: text('tollfree'),
    tty: text('tty'),
    website: text('website'),
    locationApproximate: boolean('location_approximate'),
    profitOrganizationType: text('profit_organization_type'),
    source: text('source'),
    sourceUrl: text('source_url'),
    verifiedAt: date('verified_at', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.subCategoryId] }),
    index('organization_sub_categories_location_idx').on(
      table.subCategoryId,
      table.latitude,
      table.longitude,
    ),
    // A state-wide listing is near wherever its state is searched from, placed or not (ADR
    // 048): the searches reach those of the ZIP's state through this index, not the box.
    index('organization_sub_categories_state_idx')
      .on(table.subCategoryId, table.state)
      .where(sql`${table.serviceArea} = 'state'`),
  ],
);

// ---------------------------------------------------------------------------------------
// Surveys: 1 the onboarding questionnaire, 2 the Blind Low Vision survey.

export const surveys = pgTable('surveys', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  titleSp: text('title_sp').notNull(),
});

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: integer('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    position: integer('position').notNull(),
    /** The question's stable name in the survey JSON (e.g. "question1"). */
    name: text('name').notNull(),
    /** 'checkbox' (several answers) or 'radiogroup' (one). */
    type: text('type').notNull(),
    title: text('title').notNull(),
    titleSp: text('title_sp').notNull(),
  },
  (table) => [
    uniqueIndex('survey_questions_survey_id_name_key').on(table.surveyId, table.name),
    check('survey_questions_type_check', sql`${table.type} in ('checkbox', 'radiogroup')`),
  ],
);

export const surveyChoices = pgTable(
  'survey_choices',
  {
    id: integer('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id),
    position: integer('position').notNull(),
    /** The value stored as an answer; also the English search term for clinical trials. */
    value: text('value').notNull(),
    text: text('text').notNull(),
    textSp: text('text_sp').notNull(),
  },
  (table) => [
    uniqueIndex('survey_choices_question_id_value_key').on(table.questionId, table.value),
  ],
);

/** One submission of a survey by a user; the latest one is the user's answer. */
export const surveySubmissions = pgTable(
  'survey_submissions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    providerId: integer('provider_id').notNull().default(1),
    clientId: integer('client_id'),
    submittedBy: integer('submitted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('survey_submissions_user_id_survey_id_idx').on(table.userId, table.surveyId)],
);

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => surveySubmissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id),
    /** A choice's value. */
    answer: text('answer').notNull(),
  },
  (table) => [index('survey_answers_submission_id_idx').on(table.submissionId)],
);

// ---------------------------------------------------------------------------------------
// Plans, payments and subscriptions. Amounts are integer US cents.

export const paymentPlans = pgTable('payment_plans', {
  id: integer('id').primaryKey(),
  /** 'monthly' or 'yearly'. */
  planType: text('plan_type').notNull(),
  displayText: text('display_text').notNull(),
  displayTextSp: text('display_text_sp').notNull(),
  amountCents: integer('amount_cents').notNull(),
  durationDays: integer('duration_days').notNull(),
  /** The Stripe Price used when Stripe is configured. */
  stripePriceId: text('stripe_price_id'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
});

/** One order: a chosen plan, then its payment (spec: "user payments"). */
export const userPayments = pgTable(
  'user_payments',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    paymentPlanId: integer('payment_plan_id')
      .notNull()
      .references(() => paymentPlans.id),
    providerId: integer('provider_id').notNull().default(1),
    /** Price of the plan when ordered, in cents (before any discount). */
    planAmountCents: integer('plan_amount_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    coupon: text('coupon'),
    trialDays: integer('trial_days').notNull().default(0),
    /** 'pending', 'succeeded', 'failed'. */
    planStatus: text('plan_status').notNull().default('pending'),
    /** 'sandbox' or 'stripe'. */
    gateway: text('gateway'),
    /** The gateway's payment or setup intent checked before success is recorded. */
    gatewayIntentId: text('gateway_intent_id'),
    planStartDate: timestamp('plan_start_date', { withTimezone: true }),
    planExpiryDate: timestamp('plan_expiry_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('user_payments_order_id_key').on(table.orderId),
    index('user_payments_user_id_idx').on(table.userId),
    check(
      'user_payments_plan_status_check',
      sql`${table.planStatus} in ('pending', 'succeeded', 'failed')`,
    ),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    userPaymentId: integer('user_payment_id')
      .notNull()
      .references(() => userPayments.id),
    paymentPlanId: integer('payment_plan_id')
      .notNull()
      .references(() => paymentPlans.id),
    gateway: text('gateway').notNull(),
    /** The gateway's subscription id (Stripe "sub_..."; sandbox "sandbox_sub_..."). */
    gatewaySubscriptionId: text('gateway_subscription_id').notNull(),
    gatewayCustomerId: text('gateway_customer_id'),
    status: text('status').notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /**
     * When the gateway created the newest event applied to this subscription (Stripe's
     * `created`): an older event arriving late must not undo a newer state.
     */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_gateway_subscription_id_key').on(
      table.gateway,
      table.gatewaySubscriptionId,
    ),
    uniqueIndex('subscriptions_user_payment_id_key').on(table.userPaymentId),
    index('subscriptions_user_id_idx').on(table.userId),
    check(
      'subscriptions_status_check',
      sql`${table.status} in ('active', 'trial_active', 'past_due', 'canceled', 'incomplete', 'incomplete_expired')`,
    ),
  ],
);

export const subscriptionStatusHistory = pgTable(
  'subscription_status_history',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** 'create', 'payment_status', 'webhook'. */
    source: text('source').notNull(),
    /** The webhook event that caused it, if any. */
    eventId: text('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_status_history_subscription_id_idx').on(table.subscriptionId)],
);

/** Webhook events already applied: a replayed event changes nothing. */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gateway, table.eventId] })],
);

// ---------------------------------------------------------------------------------------
// E-mail outbox: written in the same transaction as the change that causes the message; a
// sender delivers pending rows (SMTP when configured, otherwise files in a local folder).

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    /** 'welcome', 'receipt' or 'my-list'. */
    template: text('template').notNull(),
    language: text('language').notNull().default('en'),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** Makes queuing idempotent, e.g. 'receipt:VH-...'. */
    dedupeKey: text('dedupe_key'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * A sender's claim: until this time no other sender takes the row. A sender that dies
     * mid-send leaves it to expire, and the message goes again.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Which claim holds the lease: only its sender records a failure. */
    leaseToken: text('lease_token'),
    /**
     * An HTML alternative of the same text (the trial digest, ADR 043; the list, ADR 044):
     * headings, lists and links marked up for screen readers. Null: plain text only, as the
     * welcome and receipt e-mails are.
     */
    bodyHtml: text('body_html'),
    /** Extra headers, e.g. List-Unsubscribe (RFC 8058); the sender adds Content-Language. */
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (table) => [
    uniqueIndex('email_outbox_dedupe_key_key').on(table.dedupeKey),
    index('email_outbox_status_idx').on(table.status),
    check('email_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

// ---------------------------------------------------------------------------------------
// "My list" (issue 38): what a person saved, and the read-only links they made to share it.

/**
 * One saved organisation, guide or trial. The title is copied when saved, so an organisation
 * or trial that is later removed still shows by name ("no longer available") rather than
 * vanishing from a list someone printed or shared.
 */
export const savedItems = pgTable(
  'saved_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'organization', 'guide' or 'trial'. */
    kind: text('kind').notNull(),
    /** The organisation's id, the guide's sub-category id or the trial's NCT number. */
    itemKey: text('item_key').notNull(),
    /** A guide's category, for the link back to it; null for the other kinds. */
    categoryId: integer('category_id'),
    title: text('title').notNull(),
    /** A guide's Spanish title; organisations and trials have one name. */
    titleSp: text('title_sp'),
    /** A trial's page at the registry (the one place to read it again). */
    url: text('url'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The same item saved twice is one item.
    uniqueIndex('saved_items_user_id_kind_item_key_key').on(
      table.userId,
      table.kind,
      table.itemKey,
    ),
    check('saved_items_kind_check', sql`${table.kind} in ('organization', 'guide', 'trial')`),
    check('saved_items_note_length_check', sql`char_length(${table.note}) <= 500`),
  ],
);

/**
 * A read-only link to a person's list. Only a SHA-256 of the token is kept: the token itself
 * is shown once, to its owner, so a copy of the database cannot be turned into working links.
 */
export const sharedLists = pgTable(
  'shared_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    includeNotes: boolean('include_notes').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('shared_lists_token_hash_key').on(table.tokenHash),
    index('shared_lists_user_id_idx').on(table.userId),
  ],
);

// ---------------------------------------------------------------------------------------
// Clinical-trial searches, shared by every instance (see services/clinical-trials).

export const trialSearchCache = pgTable('trial_search_cache', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The local sandbox gateway's own record of its payment and setup intents (it stands in for
 * Stripe's servers, so it keeps state the way they do, in the shared database, and any
 * instance can answer for it). Never used when Stripe is configured.
 */
export const sandboxIntents = pgTable(
  'sandbox_intents',
  {
    /** "sandbox_pi_..." or "sandbox_seti_..." */
    id: text('id').primaryKey(),
    /** SHA-256 of the client secret, which only the browser holds. */
    clientSecretHash: text('client_secret_hash').notNull(),
    orderId: text('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** 'requires_payment_method', 'succeeded', 'failed' */
    status: text('status').notNull(),
    lastError: text('last_error'),
    cardLast4: char('card_last4', { length: 4 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_intents_client_secret_hash_key').on(table.clientSecretHash),
    index('sandbox_intents_order_id_idx').on(table.orderId),
  ],
);

// ---------------------------------------------------------------------------------------
// The development identity provider (server/src/idp): used only when no external provider is
// configured. Kept in the shared database so every instance knows the same sessions.

/** oidc-provider's artefacts (sessions, codes, refresh tokens, grants...), one row each. */
export const idpStore = pgTable(
  'idp_store',
  {
    /** The artefact's model ("Session", "RefreshToken"...) and its id. */
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('idp_store_grant_id_idx').on(table.grantId),
    index('idp_store_uid_idx').on(table.uid),
    index('idp_store_expires_at_idx').on(table.expiresAt),
  ],
);

/** People who signed in at the development provider: the names they gave on first use. */
export const idpAccounts = pgTable('idp_accounts', {
  /** "local|..." derived from the e-mail (see server/src/idp/keys.ts). */
  subject: text('subject').primaryKey(),
  email: text('email').notNull().unique(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Trial watch (issue 39, ADR 043): a user's standing search of the registry, e-mailed as a
 * digest of the studies it has not sent before. Claimed by one scheduler at a time with a
 * lease, as the outbox's messages are.
 */
export const trialWatches = pgTable(
  'trial_watches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Condition names as searched ("glaucoma"), lower case, 1 to 5. */
    conditions: jsonb('conditions').$type<string[]>().notNull(),
    zipcode: char('zipcode', { length: 5 }).notNull(),
    miles: integer('miles').notNull(),
    /** 'daily' or 'weekly'. */
    frequency: text('frequency').notNull(),
    /** The digest's language: 'en' or 'sp'. */
    language: text('language').notNull(),
    isPaused: boolean('is_paused').notNull().default(false),
    /**
     * The secret of the watch's unsubscribe link: random, so the link works without sign-in
     * and across restarts and instances, and dies with the watch.
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** When the scheduler next looks; a run that fails leaves it, so the next run tries. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastError: text('last_error'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: text('lease_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('trial_watches_user_idx').on(table.userId),
    index('trial_watches_due_idx').on(table.nextRunAt),
    uniqueIndex('trial_watches_unsubscribe_token_key').on(table.unsubscribeToken),
    check('trial_watches_miles_check', sql`${table.miles} in (50, 100, 200)`),
    check('trial_watches_frequency_check', sql`${table.frequency} in ('daily', 'weekly')`),
    check('trial_watches_language_check', sql`${table.language} in ('en', 'sp')`),
  ],
);

/** The studies a watch has already put in a digest: never sent twice. */
export const trialWatchSent = pgTable(
  'trial_watch_sent',
  {
    watchId: integer('watch_id')
      .notNull()
      .references(() => trialWatches.id, { onDelete: 'cascade' }),
    nctId: text('nct_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.watchId, table.nctId] })],
);

/**
 * Report a problem (issue 37): what a user says is wrong with an organisation or a guide, with
 * the record as it stood when they said it, until an operator resolves or dismisses it.
 */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: serial('id').primaryKey(),
    /** Exactly one of the two is set (a check says so). */
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    guideId: integer('guide_id').references(() => guideContents.id, { onDelete: 'cascade' }),
    /** wrong_phone, wrong_address, wrong_website, closed, not_accessible or other. */
    kind: text('kind').notNull(),
    details: text('details').notNull().default(''),
    /** Where the reporter would like a reply, if they gave one. */
    replyEmail: text('reply_email'),
    /** Null once the reporter's account is deleted: the report still stands. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The record's values when reported, so the operator sees what the user saw. */
    snapshot: jsonb('snapshot').notNull(),
    language: text('language').notNull(),
    /** open, resolved or dismissed. */
    state: text('state').notNull().default('open'),
    /** The operator's note (resolved) or reason (dismissed). */
    outcome: text('outcome'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('problem_reports_state_created_idx').on(table.state, table.createdAt),
    index('problem_reports_user_created_idx').on(table.userId, table.createdAt),
    check(
      'problem_reports_one_target_check',
      sql`(${table.organizationId} is null) <> (${table.guideId} is null)`,
    ),
    check(
      'problem_reports_kind_check',
      sql`${table.kind} in ('wrong_phone', 'wrong_address', 'wrong_website', 'closed', 'not_accessible', 'other')`,
    ),
    check('problem_reports_state_check', sql`${table.state} in ('open', 'resolved', 'dismissed')`),
    check('problem_reports_language_check', sql`${table.language} in ('en', 'sp')`),
    check('problem_reports_details_length_check', sql`char_length(${table.details}) <= 1000`),
  ],
);

/**
 * What operators changed in an organisation (issue 37, ADR 047): one row per field per save,
 * written in the save's transaction, never updated. A refused save writes none.
 */
export const organizationChanges = pgTable(
  'organization_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The version the save made: the rows of one save share it. */
    version: integer('version').notNull(),
    /** Null once the operator's account is deleted; `operator_email` still says who. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    operatorEmail: text('operator_email').notNull(),
    /** The contract's field name (phone, address_1, verified_at...). */
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('organization_changes_organization_idx').on(
      table.organizationId,
      table.version,
      table.id,
    ),
  ],
);

/**
 * How many times people were shown an organisation on its own (the selected-organisation call),
 * per day, without who (issue 37: the due list puts the busiest first). Read for the last 90
 * days only.
 */
export const organizationViews = pgTable(
  'organization_views',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.day] })],
);
