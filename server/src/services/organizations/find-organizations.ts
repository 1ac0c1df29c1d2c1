import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedText, type ParamValue, type PreparedText } from '../../db/prepared-text.ts';
import { SPECIAL_IDS } from '../../../../src/contracts/catalog.ts';
import { normalizeSearchText } from '../geography/search-text.ts';
import { boundingBox, distanceSql, type Centre, type CentreSql } from './geo.ts';
import type { ListingStore } from './listing-store.ts';

/** Who is asking and from where: the inputs of every visibility rule (spec section 5). */
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

// The special ids are written into the statements, not sent as parameters, so that the
// plan PostgreSQL keeps for a prepared statement knows them.
const constant = (value: number | string) => sql.raw(String(Number(value)));
const ALWAYS_SHOWN = constant(SPECIAL_IDS.alwaysShownOrganization);
const NATIONAL_ID = Number(SPECIAL_IDS.nationalSubCategory);
const NATIONAL = constant(NATIONAL_ID);
const AGE_FREE = sql.raw(SPECIAL_IDS.ageFreeSubCategories.map(Number).join(', '));

/** The parameters of the statements below; each statement uses some of them. */
type Parameter =
  | keyof ReturnType<typeof filterValues>
  | 'subCategoryId'
  | 'excludeId'
  | 'organizationId'
  | 'query'
  | 'contains'
  | 'prefix'
  | 'limit';
const param = (name: Parameter) => sql.placeholder(name);
const floatParam = (name: Parameter) => sql`${param(name)}::float8`;
const intParam = (name: Parameter) => sql`${param(name)}::int`;

/** The statements' parameters for the filters; the in-memory search uses the same numbers. */
export function filterValues(filters: OrganizationFilters) {
  const { centre, miles } = filters;
  const box = boundingBox(centre, miles);
  return {
    latitude: centre.latitude,
    longitude: centre.longitude,
    cosLatitude: Math.cos((centre.latitude * Math.PI) / 180),
    ...box,
    miles,
    zipState: centre.stateCode,
    userState: filters.userStateCode,
    age: filters.age,
    isVeteran: filters.isVeteran,
  } satisfies Record<string, ParamValue>;
}

const CENTRE: CentreSql = {
  latitude: param('latitude'),
  longitude: param('longitude'),
  cosLatitude: param('cosLatitude'),
};
/** Miles from the centre to the listing `osc` (its copy of the organisation's place). */
const DISTANCE = sql`case when osc.latitude is null then null
  else ${distanceSql(CENTRE, { latitude: sql`osc.latitude`, longitude: sql`osc.longitude` })} end`;
/** Miles to two decimals, in float arithmetic (numeric's round costs more, per row). */
const rounded = (miles: SQL) => sql`round(${miles} * 100) / 100`;

// The visibility rules (spec section 5), said once for a candidate listing `p` (its listing
// columns and raw_distance): the lists and searches keep EXEMPT or (NEAR and ELIGIBLE); a
// selected organisation must be EXEMPT or ELIGIBLE, and says whether it is NEAR.

/** The user's age for the listing's sub-category: 0 (no bounds) for 45, 47 and 50. */
const AGE = sql`(case when p.sub_category_id in (${AGE_FREE}) then 0 else ${intParam('age')} end)`;
/** Organisation 5188 and sub-category 35 are shown whatever the rules say. */
const EXEMPT = sql`(p.id = ${ALWAYS_SHOWN} or p.sub_category_id = ${NATIONAL})`;
/** Within the distance (local), in the ZIP's state (state-wide), or national. */
const NEAR = sql`(case p.service_area
    when 'local' then p.raw_distance <= ${floatParam('miles')}
    when 'state' then p.state = ${param('zipState')}::text
    else true end)`;
/** Whom it serves: government agencies of the user's state (national ones for all),
 * veterans-only ones for veterans, and the age bounds when the age is known. */
const ELIGIBLE = sql`((not p.government or p.service_area = 'national'
      or p.state = ${param('userState')}::text)
    and (not p.veterans_only or ${param('isVeteran')}::boolean)
    and (${AGE} = 0 or ((p.min_age is null or p.min_age <= ${AGE})
                       and (p.max_age is null or p.max_age >= ${AGE}))))`;

/** A JSON document as text, or as its UTF-8 bytes (the copy of the listings writes bytes). */
export type JsonText = string | Buffer;

interface ListOptions {
  /** Leave this organisation out (it is shown first, as the selected one). */
  excludeId?: number;
  /** The instance's copy of the listings, which answers when it is fresh (ADR 021). */
  listings?: ListingStore | undefined;
}

/**
 * Organisations of one sub-category for a user at a ZIP: local ones within `miles`, nearest
 * first, then the user's state's, then national ones (distance null for both). The answer
 * is the response's JSON array (contract: organizationSchema), built by the database.
 */
export async function listOrganizationsJson(
  db: Db,
  subCategoryId: number,
  filters: OrganizationFilters,
  options: ListOptions = {},
): Promise<JsonText> {
  const fromMemory = await options.listings?.list(subCategoryId, filters, options.excludeId);
  if (fromMemory !== undefined) return fromMemory;
  const exclude = options.excludeId !== undefined;
  const statement = listStatement(subCategoryId === NATIONAL_ID, exclude);
  const json = await statement(db, {
    ...filterValues(filters),
    subCategoryId,
    ...(exclude ? { excludeId: options.excludeId ?? null } : {}),
  });
  return json ?? '[]';
}

/**
 * Organisations of any sub-category whose name or city contains the text (accents and case
 * ignored) or nearly matches a word of it (pg_trgm word similarity, for typos), under the
 * same visibility rules; one row per organisation, best matches first, at most `limit`.
 * The answer is the response's JSON array (contract: organizationSearchResultSchema).
 */
export async function searchOrganizationsJson(
  db: Db,
  text: string,
  filters: OrganizationFilters,
  limit: number,
): Promise<string> {
  const query = normalizeSearchText(text);
  if (query.length < 2) return '[]';
  // normalizeSearchText leaves letters, digits and spaces only: nothing LIKE treats specially.
  const json = await searchStatement()(db, {
    ...filterValues(filters),
    query,
    contains: `%${query}%`,
    prefix: `${query}%`,
    limit,
  });
  return json ?? '[]';
}

/**
 * The selected organisation in the given sub-category or its own, followed by the others
 * near the ZIP in that sub-category, as the response's JSON array. The user chose it, so it
 * comes first even outside the distance (`outside_radius: true`); but only if the rules let
 * this user see it at all. Null when the organisation does not exist, is not listed under
 * that sub-category, or is not this user's to see (the route answers 404 for all three).
 */
export async function organizationWithNeighboursJson(
  db: Db,
  organizationId: number,
  subCategoryId: number | undefined,
  filters: OrganizationFilters,
  listings?: ListingStore,
): Promise<JsonText | null> {
  const values = filterValues(filters);
  const selected = await selectedStatement(subCategoryId !== undefined)(db, {
    latitude: values.latitude,
    longitude: values.longitude,
    cosLatitude: values.cosLatitude,
    miles: values.miles,
    zipState: values.zipState,
    userState: values.userState,
    age: values.age,
    isVeteran: values.isVeteran,
    organizationId,
    ...(subCategoryId === undefined ? {} : { subCategoryId }),
  });
  if (selected === null) return null;
  const { sub_category_id: listed } = JSON.parse(selected) as { sub_category_id: number };
  const others = await listOrganizationsJson(db, listed, filters, {
    excludeId: organizationId,
    listings,
  });
  if (others.length <= '[]'.length) return `[${selected}]`;
  const rest = typeof others === 'string' ? Buffer.from(others) : others;
  return Buffer.concat([Buffer.from(`[${selected},`), rest.subarray(1)]);
}

/** One prepared statement per shape, built on first use. */
const statements = new Map<string, PreparedText>();

function statement(name: string, build: () => SQL): PreparedText {
  let prepared = statements.get(name);
  if (!prepared) statements.set(name, (prepared = preparedText(name, build())));
  return prepared;
}

const listStatement = (national: boolean, exclude: boolean) =>
  statement(`vh_organizations_list${national ? '_national' : ''}${exclude ? '_except' : ''}`, () =>
    jsonArray(
      visibleSql(exclude ? sql`osc.organization_id <> ${intParam('excludeId')}` : sql`true`, {
        single: { national },
      }),
      sql`from kept k`,
      sql`tier, distance nulls last, sort_name, id`,
    ),
  );

const searchStatement = () =>
  statement('vh_organizations_search', () => {
    const query = sql`${param('query')}::text`;
    const contains = sql`${param('contains')}::text`;
    const matches = sql`(o.name_search like ${contains} or ${query} <% o.name_search)`;
    // One row per organisation: a topical sub-category rather than 35 when it has one.
    const ranked = sql`
      select *, case when name_search like ${param('prefix')}::text then 0
                     when name_search like ${contains} then 1 else 2 end as match_rank,
                word_similarity(${query}, name_search) as similarity
      from (select distinct on (id) * from kept
            order by id, (sub_category_id = ${NATIONAL}), distance nulls last, sub_category_id) d`;
    const order = sql`match_rank, similarity desc, tier, distance nulls last, sort_name, id`;
    return jsonArray(
      visibleSql(matches, {}),
      sql`from (${ranked} order by ${order} limit ${intParam('limit')}) k`,
      order,
      SEARCH_EXTRA_JSON,
    );
  });

const selectedStatement = (inSubCategory: boolean) =>
  statement(`vh_organizations_selected${inSubCategory ? '_in' : ''}`, () => {
    const preferred = inSubCategory
      ? sql`osc.sub_category_id = ${intParam('subCategoryId')}`
      : sql`true`;
    return sql`select ${organizationJson(OUTSIDE_JSON)}
      from (
        select p.*, ${CATALOGUE_COLUMNS},
               case when p.sub_category_id = ${NATIONAL} then null
                  else ${rounded(sql`p.raw_distance`)} end as distance,
               not coalesce(${EXEMPT} or ${NEAR}, false) as outside_radius
        from (select ${LISTING_COLUMNS}, ${DISTANCE} as raw_distance
              from organization_sub_categories osc
              where osc.organization_id = ${intParam('organizationId')} and ${preferred}) p
        join ${CATALOGUE_JOIN} on sc.id = p.sub_category_id
        where ${EXEMPT} or ${ELIGIBLE}
        order by (p.sub_category_id = ${NATIONAL}), c.sort_order, sc.sort_order, sc.id
        limit 1
      ) k`;
  });

/** The selected organisation says whether it lies outside the chosen distance. */
const OUTSIDE_JSON = sql`|| ',"outside_radius":' || k.outside_radius::text`;

/** The JSON array of the rows of `from` (alias k) in `order`, '[]' when there are none. */
function jsonArray(withClause: SQL, from: SQL, order: SQL, extra?: SQL): SQL {
  return sql`${withClause}
    select '[' || coalesce(string_agg(${organizationJson(extra)}, ',' order by ${order}), '') || ']'
    ${from}`;
}

/**
 * What the rules, the order and the answer need of a listing `osc`: its copies of the
 * organisation's fields (migration 0007). api_json_head carries the fields the answer shows.
 */
const LISTING_COLUMNS = sql`osc.organization_id as id, osc.sub_category_id, osc.latitude,
    osc.service_area, osc.state, osc.government, osc.veterans_only, osc.min_age, osc.max_age,
    osc.sort_name, osc.api_json_head`;

/**
 * The answer's keys for a listing's sub-category and category (sc, c) as JSON text,
 * continuing the organisation's object; the copy of the listings reads it too.
 */
export const CATALOGUE_JSON = sql`',"category_id":' || c.id || ',"category_name":' || to_json(c.title)
      || ',"sub_category_id":' || sc.id || ',"sub_category_name":' || to_json(sc.title)`;
/** The listing's sub-category and category, as the responses name them, and their JSON. */
const CATALOGUE_COLUMNS = sql`sc.title as sub_category_title, sc.title_sp as sub_category_title_sp,
    c.id as category_id, c.title as category_title, c.title_sp as category_title_sp,
    c.image_url as category_image, ${CATALOGUE_JSON} as catalogue_json`;
export const CATALOGUE_JOIN = sql`sub_categories sc join categories c on c.id = sc.category_id`;

/**
 * The spec's Organization (contract: organizationSchema) of a row `k` as JSON text: the
 * organisation's own fields, which triggers write with every change (api_json, migration
 * 0006, copied without its closing brace into the listing, 0007; the legacy import's 'nan'
 * cells are null there), and this listing's distance, category and sub-category
 * (catalogue_json). Joining text costs a fraction of encoding every field of every row
 * again (json_build_object). `extra` continues the object (`|| ',"key":' || value`).
 */
function organizationJson(extra: SQL = sql``): SQL {
  return sql`k.api_json_head || ',"distance":' || coalesce(k.distance::text, 'null')
    || k.catalogue_json ${extra} || '}'`;
}

/** The search suggestion's extra fields (contract: organizationSearchResultSchema). */
const SEARCH_EXTRA_JSON = sql`|| ',"name":' || to_json(k.organization)
    || ',"sub_cat_id":' || k.sub_category_id
    || ',"sub_category_title":' || to_json(k.sub_category_title)
    || ',"sub_category_title_sp":' || to_json(k.sub_category_title_sp)
    || ',"cat_id":' || k.category_id || ',"cat_title":' || to_json(k.category_title)
    || ',"cat_title_sp":' || to_json(k.category_title_sp)
    || ',"cat_image":' || to_json(k.category_image)`;

interface VisibleShape {
  /** Candidates from the one sub-category `subCategoryId` (a cheaper plan than the union). */
  single?: { national: boolean };
}

/**
 * The visibility rules in one statement, as the CTE `kept`, read from the listings' copies
 * of the organisations' fields (migration 0007):
 * - only organisation sub-categories (not guides);
 * - organisation 5188 and sub-category 35 are always kept;
 * - local ones within `miles`; state-wide ones in the ZIP's state; national ones always;
 * - 'Government' ones only in the user's state (national agencies serve every state);
 * - veterans-only ones for veterans; age bounds when the age is known and the sub-category
 *   is not one of 45, 47, 50 (services for every age).
 * `scope` narrows the candidates; it may name the listing `osc` and, in the union shape,
 * the organisation `o`.
 */
function visibleSql(scope: SQL, shape: VisibleShape): SQL {
  const box = {
    minLatitude: floatParam('minLatitude'),
    maxLatitude: floatParam('maxLatitude'),
    minLongitude: floatParam('minLongitude'),
    maxLongitude: floatParam('maxLongitude'),
  };
  // One sub-category (the list routes): its listings inside the box or without a place, and
  // 5188, from one range scan of the index on the listings' (sub_category_id, latitude,
  // longitude); the listing rows hold everything else. 35 lists national organisations
  // wherever they are.
  const listingsNear = sql`(osc.latitude between ${box.minLatitude} and ${box.maxLatitude}
    and osc.longitude between ${box.minLongitude} and ${box.maxLongitude})
    or osc.latitude is null or osc.organization_id = ${ALWAYS_SHOWN}`;
  // Any sub-category (the search): four branches that each use an index, so that the cost
  // follows the number of nearby organisations rather than the table's size (a single OR of
  // them scanned all 50,000 rows): organisations inside the radius's bounding box (B-tree
  // on latitude, longitude), those without a place (state-wide and national ones: `latitude
  // is null` on the same B-tree), organisation 5188 (primary key) and sub-category 35's
  // listings (its index). A state-wide or national row is expected to have no coordinates
  // (the seed stores none); one that has them is found only inside the box.
  const inBox = sql`o.latitude between ${box.minLatitude} and ${box.maxLatitude}
    and o.longitude between ${box.minLongitude} and ${box.maxLongitude}`;
  const exempt = sql`(o.id = ${ALWAYS_SHOWN} or osc.sub_category_id = ${NATIONAL})`;
  const columns = sql`${LISTING_COLUMNS}, o.organization, o.name_search`;
  const branch = (where: SQL) => sql`
      select ${columns}, ${DISTANCE} as raw_distance
      from organizations o
      join organization_sub_categories osc on osc.organization_id = o.id
      where ${scope} and ${where}`;
  const pairs = shape.single
    ? sql`
      select ${LISTING_COLUMNS}, ${DISTANCE} as raw_distance
      from organization_sub_categories osc
      where osc.sub_category_id = ${intParam('subCategoryId')} and ${scope}
        and (${shape.single.national ? sql`true` : listingsNear})`
    : sql`${branch(sql`${inBox} and not ${exempt}`)}
      union all ${branch(sql`o.latitude is null and not ${exempt}`)}
      union all ${branch(sql`o.id = ${ALWAYS_SHOWN}`)}
      union all ${branch(sql`osc.sub_category_id = ${NATIONAL} and o.id <> ${ALWAYS_SHOWN}`)}`;

  // The catalogue columns of one sub-category are read once, before the listings (a
  // materialised CTE): a prepared statement's generic plan expects one listing and, joined
  // per listing, read both tables again for each of them, a fifth of the search's time.
  const catalogue = shape.single
    ? {
        cte: sql`catalogue as materialized (
      select ${CATALOGUE_COLUMNS} from ${CATALOGUE_JOIN}
      where sc.id = ${intParam('subCategoryId')} and sc.kind = 'organization'),`,
        join: sql`cross join catalogue cat`,
        columns: sql`cat.*`,
      }
    : {
        cte: sql``,
        join: sql`join ${CATALOGUE_JOIN} on sc.id = p.sub_category_id and sc.kind = 'organization'`,
        columns: CATALOGUE_COLUMNS,
      };

  return sql`
    with pairs as (${pairs}), ${catalogue.cte}
    kept as (
      select p.*, ${catalogue.columns},
             case when p.sub_category_id = ${NATIONAL} then null
                  else ${rounded(sql`p.raw_distance`)} end as distance,
             case when p.raw_distance is not null and p.sub_category_id <> ${NATIONAL} then 0
                  when p.service_area = 'state' then 1 else 2 end as tier
      from pairs p ${catalogue.join}
      where ${EXEMPT} or (${NEAR} and ${ELIGIBLE})
    )`;
}
