import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows, type ParamValue, type PreparedRows } from '../../db/prepared-rows.ts';
import type { CursorKey } from './page-cursor.ts';
import type {
  Organization,
  OrganizationSearchResult,
} from '../../../../src/contracts/organizations.ts';
import { distanceSql } from '../geography/distance.ts';
import {
  countWithCopy,
  currentCopy,
  dropCopy,
  planPage,
  type ListingCopy,
  type OrganizationCounts,
} from './listing-copy.ts';
import { normalizeSearchText } from '../../../../src/contracts/search-text.ts';
import {
  ALWAYS_SHOWN,
  ELIGIBLE,
  EXEMPT,
  NATIONAL,
  NATIONAL_ID,
  NEAR,
  ruleParam,
  ruleValues,
  LIST_ORDER,
  LIST_ORDER_KEYS,
  SEARCH_ORDER,
  SEARCH_ORDER_KEYS,
  SHOWN_DISTANCE,
  TIER,
  VISIBLE,
  type OrganizationFilters,
  type RuleParameter,
} from './visibility.ts';

export type { OrganizationFilters } from './visibility.ts';

// Every organisation route answers from one statement per question (ADR 028): the radius
// search of one sub-category, the search by name near a ZIP, and the selected organisation
// (followed by the radius search). The rules are visibility.ts's; the rows come back in
// the contract's field names and the route's serializer checks them against it.

type Parameter =
  | RuleParameter
  | 'subCategoryId'
  | 'excludeId'
  | 'organizationId'
  | 'query'
  | 'contains'
  | 'prefix'
  | 'limit'
  | 'candidates'
  | `after${number}`;
const param = (name: Parameter) => sql.placeholder(name);

/** Miles from the ZIP's centre to the listing `osc` (its copy of the organisation's place). */
const DISTANCE = sql`case when osc.latitude is null then null else ${distanceSql(
  {
    latitude: ruleParam('latitude'),
    longitude: ruleParam('longitude'),
    cosLatitude: ruleParam('cosLatitude'),
  },
  { latitude: sql`osc.latitude`, longitude: sql`osc.longitude` },
)} end`;

/**
 * What the rules, the order and the answer read of a listing `osc`: its copies of the
 * organisation's fields (migrations 0007 and 0011), and its distance.
 */
const LISTING_COLUMNS = sql`osc.organization_id as id, osc.sub_category_id, osc.service_area,
    osc.state, osc.government, osc.veterans_only, osc.min_age, osc.max_age, osc.sort_name,
    osc.organization, osc.address_1, osc.address_2, osc.city, osc.zip_code, osc.phone,
    osc.tollfree, osc.tty, osc.website, osc.latitude, osc.longitude, osc.location_approximate,
    osc.profit_organization_type, osc.source, osc.source_url, osc.verified_at,
    ${DISTANCE} as raw_distance`;

/** An organisation sub-category's catalogue row (`cat` in the statements). */
const catalogueOf = (subCategoryId: SQL) => sql`(
    select c.id as category_id, c.title as category_name, sc.title as sub_category_name,
           sc.title_sp as sub_category_title_sp, c.title_sp as category_title_sp,
           c.image_url as category_image, c.sort_order as category_order,
           sc.sort_order as sub_category_order
    from sub_categories sc join categories c on c.id = sc.category_id
    where sc.id = ${subCategoryId} and sc.kind = 'organization')`;

/**
 * The contract's Organization (organizationSchema), in its order, of a kept listing `p` and
 * its catalogue row `cat`. Distance: miles to two decimals, null for sub-category 35
 * (national bodies are not "near").
 */
const ORGANIZATION_COLUMNS = sql`p.id, p.organization, p.address_1, p.address_2, p.city,
    p.state, p.zip_code::text as zip_code, p.phone, p.tollfree, p.tty, p.website,
    p.latitude, p.longitude, p.location_approximate,
    case when p.sub_category_id = ${NATIONAL} then null
         else round(p.raw_distance * 100) / 100 end as distance,
    cat.category_id, cat.category_name, p.sub_category_id, cat.sub_category_name,
    p.profit_organization_type, p.service_area, p.source, p.source_url,
    p.verified_at::text as verified_at`;

/** One prepared statement per shape, built on first use. */
const statements = new Map<string, PreparedRows<unknown>>();

/**
 * The rows of `statement` (alias r) in `order`, carried as one JSON array: the drivers then
 * decode one value instead of every field of every row, which cost PGlite's parser more than
 * the search itself. The serializer keeps only the contract's fields, in its order.
 */
function jsonArray(statement: SQL, order: SQL): SQL {
  return sql`select coalesce(json_agg(r order by ${order}), '[]'::json) as rows
    from (${statement}) r`;
}

/** Runs the statement `name` (built on first use), whose one row holds the JSON array. */
async function run<Row>(
  db: Db,
  name: string,
  build: () => SQL,
  values: Record<string, ParamValue>,
): Promise<Row[]> {
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = preparedRows(name, build())));
  const [row] = (await statement(db, values)) as { rows: Row[] }[];
  return row?.rows ?? [];
}

/** A page of an answer, in the order's keys (ADR 038). */
export interface OrganizationPage<Row> {
  rows: Row[];
  /** How many the user may see in all, on every page. */
  total: number;
  /** The order keys of the page's last row when more follow (the next cursor's), else null. */
  lastKeys: CursorKey[] | null;
}

/** Where a page starts: after the row with these keys (a cursor's), or at the start. */
export interface PageRequest {
  size: number;
  after: CursorKey[] | null;
}

type OrderKeys = typeof LIST_ORDER_KEYS;

/** The order's keys over the row `k`, comma-separated. */
const keyList = (keys: OrderKeys) =>
  sql.join(
    keys.map(({ key }) => key),
    sql`, `,
  );

/** `(keys) > (the cursor's keys)`: the rows after the cursor's row, in the order. */
const afterCursor = (keys: OrderKeys) =>
  sql`(${keyList(keys)}) > (${sql.join(
    keys.map(({ cast }, index) => sql`${param(`after${index}`)}::${sql.raw(cast)}`),
    sql`, `,
  )})`;

/**
 * The page's rows of `rows` (one more than the page, to know whether more follow), after the
 * cursor's row when there is one, each with its cursor keys. The rows are sorted by `order`
 * (plain columns) and the keys built for the page's rows only: at a million listings a radius
 * keeps about 1,000 rows (3,328 around 19104), and building a JSON array for each before
 * sorting took a third of the statement, sorting on the keys' expressions a sixth (ADR 050).
 */
const pageOf = (rows: SQL, keys: OrderKeys, order: SQL, after: boolean) =>
  sql`select k.*, json_build_array(${keyList(keys)}) as order_keys from (
      select k.* from ${rows} k ${after ? sql`where ${afterCursor(keys)}` : sql``}
      order by ${order}
      limit ${param('limit')}::int) k`;

/** The page's placeholders: the limit (one more than the page, to know whether more follow). */
function pageValues(page: PageRequest): Record<string, ParamValue> {
  return {
    limit: page.size + 1,
    ...Object.fromEntries((page.after ?? []).map((key, index) => [`after${index}`, key])),
  };
}

/** A page statement's one row: the rows (one more than the page when more follow), with keys. */
interface PageRow<Row> {
  total: number;
  generation: string;
  rows: (Row & { order_keys: CursorKey[] })[];
}

/** Runs a page statement (one row: `generation`, `total` unless the copy's, and `rows`). */
async function runPage<Row>(
  db: Db,
  name: string,
  build: () => SQL,
  values: Record<string, ParamValue>,
  page: PageRequest,
): Promise<PageRow<Row>> {
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = preparedRows(name, build())));
  const [row] = (await statement(db, { ...values, ...pageValues(page) })) as PageRow<Row>[];
  return { total: row?.total ?? 0, generation: row?.generation ?? '', rows: row?.rows ?? [] };
}

/** The page of the rows a page statement read, with `total`. */
function pageOfRows<Row>(
  rows: (Row & { order_keys: CursorKey[] })[],
  total: number,
  page: PageRequest,
): OrganizationPage<Row> {
  const more = rows.length > page.size;
  const shown = more ? rows.slice(0, page.size) : rows;
  return { rows: shown, total, lastKeys: more ? (shown.at(-1)?.order_keys ?? null) : null };
}

/**
 * A page of `listOrganizations`'s answer: the same rows in the same order, `page.size` at a
 * time after the cursor's row, and how many there are in all. Read only as far as it needs
 * when the copy of the listings can say how far that is (ADR 055), else whole; `onCopyError`
 * hears of a failed read of the copy.
 */
export async function listOrganizationPage(
  db: Db,
  subCategoryId: number,
  filters: OrganizationFilters,
  page: PageRequest,
  onCopyError: (error: unknown) => void,
): Promise<OrganizationPage<Organization>> {
  const copy = currentCopy(db, onCopyError);
  const near = copy ? await pageFromCopy(db, copy, subCategoryId, filters, page) : null;
  if (near && near !== 'stale') return near;
  const whole = await readWholePage(db, subCategoryId, filters, page);
  // A copy that planned no page was not checked: the statement's generation checks it.
  if (copy && (near === 'stale' || whole.generation !== copy.generation)) {
    dropCopy(db, copy, onCopyError);
  }
  return pageOfRows(whole.rows, whole.total, page);
}

/** listOrganizationPage's page from the statement that reads every candidate. */
export async function pageFromStatement(
  db: Db,
  subCategoryId: number,
  filters: OrganizationFilters,
  page: PageRequest,
): Promise<OrganizationPage<Organization>> {
  const found = await readWholePage(db, subCategoryId, filters, page);
  return pageOfRows(found.rows, found.total, page);
}

function readWholePage(
  db: Db,
  subCategoryId: number,
  filters: OrganizationFilters,
  page: PageRequest,
): Promise<PageRow<Organization>> {
  const national = subCategoryId === NATIONAL_ID;
  const after = page.after !== null;
  const name = `vh_organizations_page${national ? '_national' : ''}${after ? '_after' : ''}`;
  return runPage<Organization>(
    db,
    name,
    () => listPageStatement(national, after, false),
    { ...ruleValues(filters), subCategoryId },
    page,
  );
}

/** A hundredth of a mile: the list's distances are rounded to it. */
const ROUNDING = 0.01;

/**
 * The page read from the candidates the copy names, with the copy's total (ADR 055); 'stale'
 * when the copy is older than the listings, null when it cannot say where the page lies. Only
 * the list's first tier (local ones by distance) is read this way. The copy names every
 * first-tier listing from a little before the cursor's row to the reach, whatever the rules
 * say of it; the database applies visibility.ts's rules and the order to those alone. The page
 * is kept only when the row after it lies a hundredth within the reach, so that no listing
 * beyond the reach can come before it: a reach that was too short costs a second statement,
 * never a row. `worthPlanning`: planPage's.
 */
export async function pageFromCopy(
  db: Db,
  copy: ListingCopy,
  subCategoryId: number,
  filters: OrganizationFilters,
  page: PageRequest,
  worthPlanning?: number,
): Promise<OrganizationPage<Organization> | 'stale' | null> {
  if (subCategoryId === NATIONAL_ID) return null;
  // The cursor's keys are LIST_ORDER_KEYS': tier, no distance, distance, ...
  const [tier, , distance] = page.after ?? [0, false, null];
  if (tier !== 0) return null;
  const plan = await planPage(
    db,
    copy,
    filters,
    subCategoryId,
    { size: page.size, afterMiles: page.after === null ? null : Number(distance) },
    worthPlanning,
  );
  if (!plan) return 'stale';
  const { page: planned } = plan;
  if (!planned) return null;
  const after = page.after !== null;
  const found = await runPage<Organization>(
    db,
    `vh_organizations_nearest${after ? '_after' : ''}`,
    () => listPageStatement(false, after, true),
    { ...ruleValues(filters), candidates: `{${planned.candidates.join(',')}}`, subCategoryId },
    page,
  );
  if (found.generation !== plan.generation) return 'stale';
  const next = found.rows[page.size]?.distance;
  if (next === undefined || next === null || next >= planned.reach - ROUNDING) return null;
  return pageOfRows(found.rows, planned.total, page);
}

/**
 * Organisations of one sub-category for a user at a ZIP: local ones within `miles`, nearest
 * first, then the user's state's, then national ones (distance null for both). The whole
 * answer: the selected organisation's neighbours; the list itself is paged.
 */
export function listOrganizations(
  db: Db,
  subCategoryId: number,
  filters: OrganizationFilters,
  excludeId?: number,
): Promise<Organization[]> {
  const national = subCategoryId === NATIONAL_ID;
  const exclude = excludeId !== undefined;
  const name = `vh_organizations_list${national ? '_national' : ''}${exclude ? '_except' : ''}`;
  return run<Organization>(db, name, () => listStatement(national, exclude), {
    ...ruleValues(filters),
    subCategoryId,
    ...(exclude ? { excludeId } : {}),
  });
}

/**
 * Organisations of any sub-category whose name or city contains the text (accents and case
 * ignored) or nearly matches a word of it (pg_trgm word similarity, for typos), under the
 * same rules; one row per organisation, best matches first, a page at a time.
 */
export async function searchOrganizations(
  db: Db,
  text: string,
  filters: OrganizationFilters,
  page: PageRequest,
): Promise<OrganizationPage<OrganizationSearchResult>> {
  const query = normalizeSearchText(text);
  if (query.length < 2) return { rows: [], total: 0, lastKeys: null };
  // normalizeSearchText leaves letters, digits and spaces only: nothing LIKE treats specially.
  const after = page.after !== null;
  const read = await runPage<SearchRow>(
    db,
    `vh_organizations_search${after ? '_after' : ''}`,
    () => searchStatement(after),
    { ...ruleValues(filters), query, contains: `%${query}%`, prefix: `${query}%` },
    page,
  );
  const found = pageOfRows(read.rows, read.total, page);
  return {
    ...found,
    rows: found.rows.map(
      ({ sub_category_title_sp, category_title_sp, category_image, ...row }) => ({
        ...row,
        name: row.organization,
        sub_cat_id: row.sub_category_id,
        sub_category_title: row.sub_category_name,
        sub_category_title_sp,
        cat_id: row.category_id,
        cat_title: row.category_name,
        cat_title_sp: category_title_sp,
        cat_image: category_image,
      }),
    ),
  };
}

type SearchRow = Organization &
  Record<'sub_category_title_sp' | 'category_title_sp' | 'category_image', string>;

/**
 * How many organisations of each sub-category `listOrganizations` would list for these
 * filters, and how many organisations that makes (one listed under several counts once):
 * from this instance's copy of the listings when it is as new as they are (ADR 054), else
 * from the database. `onCopyError` hears of a failed read of the copy.
 */
export async function countOrganizations(
  db: Db,
  filters: OrganizationFilters,
  onCopyError: (error: unknown) => void,
): Promise<OrganizationCounts> {
  return (await countWithCopy(db, filters, onCopyError)) ?? countInDatabase(db, filters);
}

/** countOrganizations's answer from the database alone: the count statement. */
export async function countInDatabase(
  db: Db,
  filters: OrganizationFilters,
): Promise<OrganizationCounts> {
  const [row] = await run<{
    by_sub_category: { sub_cat_id: number; count: number }[] | null;
    total: number;
  }>(db, 'vh_organizations_counts', countStatement, ruleValues(filters));
  return { bySubCategory: row?.by_sub_category ?? [], total: row?.total ?? 0 };
}

/**
 * The selected organisation in the given sub-category or its own, followed by the others
 * near the ZIP in that sub-category. The user chose it, so it comes first even outside the
 * distance (`outside_radius: true`); but only if the rules let this user see it at all.
 * Null when the organisation does not exist, is not listed under that sub-category, or is
 * not this user's to see (the route answers 404 for all three).
 */
export async function organizationWithNeighbours(
  db: Db,
  organizationId: number,
  subCategoryId: number | undefined,
  filters: OrganizationFilters,
): Promise<Organization[] | null> {
  const inSubCategory = subCategoryId !== undefined;
  const [selected] = await run<Organization>(
    db,
    `vh_organizations_selected${inSubCategory ? '_in' : ''}`,
    () => selectedStatement(inSubCategory),
    { ...ruleValues(filters), organizationId, ...(inSubCategory ? { subCategoryId } : {}) },
  );
  if (!selected) return null;
  const others = await listOrganizations(db, selected.sub_category_id, filters, organizationId);
  return [selected, ...others];
}

/** Box around the centre: the listings' index on (sub_category_id, latitude, longitude). */
const box = {
  minLatitude: sql`${ruleParam('minLatitude')}::float8`,
  maxLatitude: sql`${ruleParam('maxLatitude')}::float8`,
  minLongitude: sql`${ruleParam('minLongitude')}::float8`,
  maxLongitude: sql`${ruleParam('maxLongitude')}::float8`,
};

/** The listing `osc` is inside the box (the location index). */
const IN_BOX = sql`(osc.latitude between ${box.minLatitude} and ${box.maxLatitude}
    and osc.longitude between ${box.minLongitude} and ${box.maxLongitude})`;

/**
 * The listing `osc` is state-wide in the ZIP's state (the partial state index): near however
 * far its approximate place is (ADR 048).
 */
const IN_ZIP_STATE = sql`(osc.service_area = 'state'
    and osc.state = ${ruleParam('zipState')}::text)`;

function listStatement(national: boolean, exclude: boolean): SQL {
  // Index scans of the sub-category's listings inside the box, those without a place
  // (national ones, state-wide ones without a city), the state-wide ones of the ZIP's state
  // and 5188; 35 lists national organisations wherever they are.
  const near = national
    ? sql`true`
    : sql`(${IN_BOX} or osc.latitude is null or ${IN_ZIP_STATE}
        or osc.organization_id = ${ALWAYS_SHOWN})`;
  const except = exclude ? sql`and osc.organization_id <> ${param('excludeId')}::int` : sql``;
  // The catalogue row is read once, before the listings (a materialised CTE): a prepared
  // statement's generic plan expects one listing and, joined per listing, read both tables
  // again for each of them.
  return sql`with catalogue as materialized ${catalogueOf(sql`${param('subCategoryId')}::int`)},
    kept as (
      select p.* from (
        select ${LISTING_COLUMNS} from organization_sub_categories osc
        where osc.sub_category_id = ${param('subCategoryId')}::int ${except} and ${near}
        -- A fence: the distance is computed once per listing, not again in each rule and key.
        offset 0) p
      where ${VISIBLE})
    ${jsonArray(
      sql`select ${ORGANIZATION_COLUMNS}, ${TIER} as tier, p.sort_name
        from kept p cross join catalogue cat`,
      sql`r.tier, r.distance nulls last, r.sort_name, r.id`,
    )}`;
}

function listPageStatement(national: boolean, after: boolean, nearest: boolean): SQL {
  // listStatement's candidates and rules, on narrow rows (what the rules and the order read):
  // the page is sorted and counted on these, and only its rows read the answer's columns
  // again, by primary key. At a million listings a radius holds about 1,000 candidates.
  // `nearest` (ADR 055): only the candidates the copy names (by primary key), and no total.
  // Both read the listings' generation, which tells whether the copy is as new.
  const near = national
    ? sql`true`
    : nearest
      ? sql`osc.organization_id = any(${param('candidates')}::int[])`
      : sql`(${IN_BOX} or osc.latitude is null or ${IN_ZIP_STATE}
        or osc.organization_id = ${ALWAYS_SHOWN})`;
  const summary = sql`(select generation::text from listing_generation) as generation
    ${nearest ? sql`` : sql`, (select count(*)::int from kept) as total`}`;
  return sql`with catalogue as materialized ${catalogueOf(sql`${param('subCategoryId')}::int`)},
    kept as (
      select p.id, p.sub_category_id, p.sort_name, ${TIER} as tier,
             ${SHOWN_DISTANCE} as distance from (
        select osc.organization_id as id, osc.sub_category_id, osc.service_area, osc.state,
               osc.government, osc.veterans_only, osc.min_age, osc.max_age, osc.sort_name,
               ${DISTANCE} as raw_distance
        from organization_sub_categories osc
        where osc.sub_category_id = ${param('subCategoryId')}::int and ${near}
        offset 0) p
      where ${VISIBLE}),
    page as (${pageOf(sql`kept`, LIST_ORDER_KEYS, LIST_ORDER, after)})
    select ${summary},
      (select coalesce(json_agg(k order by ${LIST_ORDER}), '[]'::json)
       from (select ${ORGANIZATION_COLUMNS}, p.tier, p.sort_name, p.order_keys
             from (select listing.*, pg.tier, pg.order_keys from page pg
                   cross join lateral (
                     select ${LISTING_COLUMNS} from organization_sub_categories osc
                     where osc.organization_id = pg.id
                       and osc.sub_category_id = pg.sub_category_id) listing) p
             cross join catalogue cat) k) as rows`;
}

function countStatement(): SQL {
  // listStatement's candidates and rules for every organisation sub-category at once, reading
  // only what the rules read. Five disjoint branches that each use an index (one OR of them
  // scanned every listing): each sub-category's local listings inside the box and those
  // without a place (the location index, once per sub-category), its placed state-wide ones
  // of the ZIP's state (the state index), sub-category 35's, and 5188's (primary key).
  const rulesRead = sql`osc.organization_id as id, osc.sub_category_id, osc.service_area,
    osc.state, osc.government, osc.veterans_only, osc.min_age, osc.max_age,
    ${DISTANCE} as raw_distance`;
  const notExempt = sql`osc.organization_id <> ${ALWAYS_SHOWN} and osc.sub_category_id <> ${NATIONAL}`;
  const branch = (where: SQL) => sql`
      select ${rulesRead} from subs s
      join organization_sub_categories osc on osc.sub_category_id = s.id
      where ${where}`;
  return sql`with subs as materialized (
      select id from sub_categories where kind = 'organization'),
    kept as (
      select p.id, p.sub_category_id from (
        ${branch(sql`${IN_BOX} and osc.service_area <> 'state' and ${notExempt}`)}
        union all ${branch(sql`osc.latitude is null and ${notExempt}`)}
        union all ${branch(sql`${IN_ZIP_STATE} and osc.latitude is not null and ${notExempt}`)}
        union all ${branch(sql`s.id = ${NATIONAL}`)}
        union all ${branch(sql`osc.organization_id = ${ALWAYS_SHOWN} and s.id <> ${NATIONAL}`)}
        offset 0) p
      where ${VISIBLE})
    ${jsonArray(
      sql`select (select json_agg(c order by c.sub_cat_id) from (
                  select sub_category_id as sub_cat_id, count(*)::int as count
                  from kept group by sub_category_id) c) as by_sub_category,
                 (select count(distinct id)::int from kept) as total`,
      sql`r.total`,
    )}`;
}

function searchStatement(after: boolean): SQL {
  const query = sql`${param('query')}::text`;
  const contains = sql`${param('contains')}::text`;
  const matches = sql`(o.name_search like ${contains} or ${query} <% o.name_search)`;
  // Five disjoint branches that each use an index, so that the cost follows the number of
  // nearby organisations rather than the table's size (one OR of them scanned every row):
  // inside the box (B-tree on the organisations' latitude, longitude), without a place (the
  // same B-tree), placed state-wide ones of the ZIP's state (the name's trigram index; they
  // are few), 5188 (primary key) and sub-category 35's listings.
  const inBox = sql`o.latitude between ${box.minLatitude} and ${box.maxLatitude}
    and o.longitude between ${box.minLongitude} and ${box.maxLongitude}`;
  const exempt = sql`(o.id = ${ALWAYS_SHOWN} or osc.sub_category_id = ${NATIONAL})`;
  const branch = (where: SQL) => sql`
      select ${LISTING_COLUMNS}, o.name_search
      from organizations o join organization_sub_categories osc on osc.organization_id = o.id
      where ${matches} and ${where}`;
  return sql`with kept as (
      select p.*, ${TIER} as tier from (
        ${branch(sql`${inBox} and o.service_area <> 'state' and not ${exempt}`)}
        union all ${branch(sql`o.latitude is null and not ${exempt}`)}
        union all ${branch(sql`o.service_area = 'state' and o.latitude is not null
          and o.state = ${ruleParam('zipState')}::text and not ${exempt}`)}
        union all ${branch(sql`o.id = ${ALWAYS_SHOWN}`)}
        union all ${branch(sql`osc.sub_category_id = ${NATIONAL} and o.id <> ${ALWAYS_SHOWN}`)}
      ) p
      where ${VISIBLE}
        and exists (select 1 from sub_categories sc
                    where sc.id = p.sub_category_id and sc.kind = 'organization')),
    -- One row per organisation: a topical sub-category rather than 35 when it has one.
    one as (
      select distinct on (id) * from kept
      order by id, (sub_category_id = ${NATIONAL}), raw_distance nulls last, sub_category_id),
    scored as (
      select p.*, ${SHOWN_DISTANCE} as distance,
             case when p.name_search like ${param('prefix')}::text then 0
                  when p.name_search like ${contains} then 1 else 2 end as match_rank,
             word_similarity(${query}, p.name_search) as similarity
      from one p),
    page as (${pageOf(sql`scored`, SEARCH_ORDER_KEYS, SEARCH_ORDER, after)})
    select (select count(*)::int from scored) as total,
      (select coalesce(json_agg(k order by ${SEARCH_ORDER}), '[]'::json)
       from (select ${ORGANIZATION_COLUMNS}, cat.sub_category_title_sp, cat.category_title_sp,
                    cat.category_image, p.match_rank, p.similarity, p.tier, p.sort_name,
                    p.order_keys
             from page p join lateral ${catalogueOf(sql`p.sub_category_id`)} cat on true) k)
        as rows`;
}

function selectedStatement(inSubCategory: boolean): SQL {
  const preferred = inSubCategory
    ? sql`osc.sub_category_id = ${param('subCategoryId')}::int`
    : sql`true`;
  // Listed under several sub-categories and none asked for: a topical one rather than 35.
  return jsonArray(
    sql`select ${ORGANIZATION_COLUMNS},
      not coalesce(${EXEMPT} or ${NEAR}, false) as outside_radius
    from (select ${LISTING_COLUMNS} from organization_sub_categories osc
          where osc.organization_id = ${param('organizationId')}::int and ${preferred}) p
    join lateral ${catalogueOf(sql`p.sub_category_id`)} cat on true
    where ${EXEMPT} or ${ELIGIBLE}
    order by (p.sub_category_id = ${NATIONAL}), cat.category_order, cat.sub_category_order,
      p.sub_category_id
    limit 1`,
    sql`r.id`,
  );
}
