import { sql, type SQL } from 'drizzle-orm';
import { SPECIAL_IDS } from '../../../../src/contracts/catalog.ts';
import { boundingBox, type Centre } from '../geography/distance.ts';

// Which organisations a user sees (spec section 5, as ADRs 011 and 026 read it), said once.
// Every organisation statement (find-organizations.ts) applies these fragments to a
// candidate listing `p`: its columns (id = the organisation, sub_category_id, service_area,
// state, government, veterans_only, min_age, max_age) and `raw_distance` in miles.
// Lists and searches keep EXEMPT or (NEAR and ELIGIBLE); a selected organisation must be
// EXEMPT or ELIGIBLE, and says whether it is NEAR.

/** Who is asking and from where: the inputs of every rule. */
export interface OrganizationFilters {
  /** The centre of the ZIP the user searched from, and that ZIP's state. */
  centre: Centre & { stateCode: string };
  miles: number;
  /** Years; 0 = unknown, no age filter. */
  age: number;
  isVeteran: boolean;
  /** The user's own state (profile), which decides which government agencies they see. */
  userStateCode: string;
}

/** The statements' parameters, by placeholder name. */
export function ruleValues(filters: OrganizationFilters) {
  const { centre, miles } = filters;
  return {
    latitude: centre.latitude,
    longitude: centre.longitude,
    cosLatitude: Math.cos((centre.latitude * Math.PI) / 180),
    ...boundingBox(centre, miles),
    miles,
    zipState: centre.stateCode,
    userState: filters.userStateCode,
    age: filters.age,
    isVeteran: filters.isVeteran,
  };
}

export type RuleParameter = keyof ReturnType<typeof ruleValues>;

// The special ids are written into the statements, not sent as parameters, so that the
// plan PostgreSQL keeps for a prepared statement knows them.
const constant = (value: number | string) => sql.raw(String(Number(value)));
export const ALWAYS_SHOWN_ID = Number(SPECIAL_IDS.alwaysShownOrganization);
export const ALWAYS_SHOWN = constant(ALWAYS_SHOWN_ID);
export const NATIONAL_ID = Number(SPECIAL_IDS.nationalSubCategory);
export const NATIONAL = constant(NATIONAL_ID);
const AGE_FREE = sql.raw(SPECIAL_IDS.ageFreeSubCategories.map(Number).join(', '));

export const ruleParam = (name: RuleParameter) => sql.placeholder(name);

/** The user's age for the listing's sub-category: 0 (no bounds) for 45, 47 and 50. */
const AGE = sql`(case when p.sub_category_id in (${AGE_FREE}) then 0
  else ${ruleParam('age')}::int end)`;

/** Organisation 5188 and sub-category 35 are shown whatever the other rules say. */
export const EXEMPT = sql`(p.id = ${ALWAYS_SHOWN} or p.sub_category_id = ${NATIONAL})`;

/** Within the distance (local), in the ZIP's state (state-wide), or national. */
export const NEAR = sql`(case p.service_area
    when 'local' then p.raw_distance <= ${ruleParam('miles')}::float8
    when 'state' then p.state = ${ruleParam('zipState')}::text
    else true end)`;

/**
 * Whom it serves: government agencies of the user's state (national ones serve every
 * state), veterans-only ones for veterans, and the age bounds when the age is known.
 */
export const ELIGIBLE = sql`((not p.government or p.service_area = 'national'
      or p.state = ${ruleParam('userState')}::text)
    and (not p.veterans_only or ${ruleParam('isVeteran')}::boolean)
    and (${AGE} = 0 or ((p.min_age is null or p.min_age <= ${AGE})
                       and (p.max_age is null or p.max_age >= ${AGE}))))`;

/** What a list or a search keeps. */
export const VISIBLE = sql`(${EXEMPT} or (${NEAR} and ${ELIGIBLE}))`;

/**
 * The order of every list: local ones by distance, then state-wide (those placed at their
 * city, ADR 048, nearest first), then national.
 */
export const TIER = sql`(case when p.service_area = 'state' then 1
  when p.raw_distance is not null and p.sub_category_id <> ${NATIONAL} then 0 else 2 end)`;

/**
 * A kept row's shown distance: miles to two decimals, null for sub-category 35 (national
 * bodies are not "near") and for organisations without a place.
 */
export const SHOWN_DISTANCE = sql`(case when p.sub_category_id = ${NATIONAL} then null
  else round(p.raw_distance * 100) / 100 end)`;

/**
 * The list's order over a row `k` with `tier`, `distance` (SHOWN_DISTANCE) and `sort_name`,
 * for ORDER BY: plain columns, which PostgreSQL sorts without computing anything per row
 * (at a million listings a radius keeps about 1,000 rows to sort; ADR 050).
 */
export const LIST_ORDER = sql`k.tier, k.distance nulls last, k.sort_name nulls last, k.id`;

/**
 * TIER's order as keys a page can resume after (ADR 038): over a row `k` with `tier`,
 * `distance` (SHOWN_DISTANCE) and `sort_name`, the same order as LIST_ORDER, written so that a
 * row comparison `(keys) > (cursor)` is exactly "after the cursor's row" (a row comparison has
 * no NULLS LAST). Each key's cast is the type its cursor value is read back as.
 */
export const LIST_ORDER_KEYS: { key: SQL; cast: string }[] = [
  { key: sql`k.tier`, cast: 'int' },
  { key: sql`(k.distance is null)`, cast: 'boolean' },
  { key: sql`coalesce(k.distance, 0)`, cast: 'float8' },
  { key: sql`(k.sort_name is null)`, cast: 'boolean' },
  { key: sql`coalesce(k.sort_name, '')`, cast: 'text' },
  { key: sql`k.id`, cast: 'int' },
];

/**
 * The name search's order: prefix matches, then matches inside the name, then near matches
 * (`match_rank`), the most similar first, then LIST_ORDER.
 */
export const SEARCH_ORDER = sql`k.match_rank, k.similarity desc, ${LIST_ORDER}`;

/** SEARCH_ORDER as keys a page can resume after, as LIST_ORDER_KEYS are LIST_ORDER's. */
export const SEARCH_ORDER_KEYS: { key: SQL; cast: string }[] = [
  { key: sql`k.match_rank`, cast: 'int' },
  { key: sql`(-k.similarity)`, cast: 'real' },
  ...LIST_ORDER_KEYS,
];
