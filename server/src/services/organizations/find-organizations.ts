import { sql, type SQL } from 'drizzle-orm';
import type {
  Organization,
  OrganizationSearchResult,
} from '../../../../src/contracts/organizations.ts';
import type { Db } from '../../db/client.ts';
import { SPECIAL_IDS } from '../../db/seed/catalog/categories.ts';
import { normalizeSearchText } from '../geography/search-text.ts';
import { boundingBox, distanceSql, type Centre } from './geo.ts';

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

const ALWAYS_SHOWN = SPECIAL_IDS.alwaysShownOrganization;
const NATIONAL = SPECIAL_IDS.nationalSubCategory;
const AGE_FREE = sql.raw(SPECIAL_IDS.ageFreeSubCategories.map(Number).join(', '));

/** What the queries below return per (organisation, sub-category) pair. */
interface OrganizationRow {
  id: number;
  organization: string;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  phone: string | null;
  tollfree: string | null;
  tty: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  location_approximate: boolean;
  distance: number | null;
  sub_category_id: number;
  profit_organization_type: string | null;
  service_area: 'national' | 'state' | 'local';
  source: string;
  source_url: string | null;
  verified_at: string | null;
}

/**
 * Organisations of one sub-category for a user at a ZIP: local ones within `miles`, nearest
 * first, then the user's state's, then national ones (distance null for both).
 */
export async function listOrganizations(
  db: Db,
  subCategoryId: number,
  filters: OrganizationFilters,
  options: { excludeId?: number } = {},
): Promise<Organization[]> {
  const exclude = options.excludeId === undefined ? sql`true` : sql`o.id <> ${options.excludeId}`;
  const catalogue = await loadCatalogue(db);
  const rows = await queryVisible(db, catalogue, exclude, filters, {
    subCategoryId,
    orderBy: sql`tier, distance nulls last, lower(organization), id`,
  });
  return rows.map((row) => toOrganization(row, catalogue));
}

/**
 * Organisations of any sub-category whose name or city contains the text (accents and case
 * ignored) or nearly matches a word of it (pg_trgm word similarity, for typos), under the
 * same visibility rules; one row per organisation, best matches first, at most `limit`.
 */
export async function searchOrganizations(
  db: Db,
  text: string,
  filters: OrganizationFilters,
  limit: number,
): Promise<OrganizationSearchResult[]> {
  const query = normalizeSearchText(text);
  if (query.length < 2) return [];
  // normalizeSearchText leaves letters, digits and spaces only: nothing LIKE treats specially.
  const contains = `%${query}%`;
  const matches = sql`(o.name_search like ${contains} or ${query} <% o.name_search)`;
  const catalogue = await loadCatalogue(db);
  const rows = await queryVisible(db, catalogue, matches, filters, {
    // One row per organisation: a topical sub-category rather than 35 when it has one.
    distinctOn: sql`id`,
    distinctOrder: sql`id, (sub_category_id = ${NATIONAL}), distance nulls last, sub_category_id`,
    select: sql`, case when name_search like ${`${query}%`} then 0
                        when name_search like ${contains} then 1 else 2 end as match_rank,
                  word_similarity(${query}, name_search) as similarity`,
    orderBy: sql`match_rank, similarity desc, tier, distance nulls last, lower(organization), id`,
    limit,
  });
  return rows.map((row) => {
    const organization = toOrganization(row, catalogue);
    const listing = catalogue.get(organization.sub_category_id);
    return {
      ...organization,
      name: row.organization,
      sub_cat_id: organization.sub_category_id,
      sub_category_title: organization.sub_category_name,
      sub_category_title_sp: listing?.titleSp ?? '',
      cat_id: organization.category_id,
      cat_title: organization.category_name,
      cat_title_sp: listing?.categoryTitleSp ?? '',
      cat_image: listing?.categoryImage ?? '',
    };
  });
}

/**
 * The selected organisation (whatever the filters: the user picked it) in the given
 * sub-category or its own, followed by the others near the ZIP in that sub-category.
 * Null when the organisation does not exist or is not listed under that sub-category.
 */
export async function organizationWithNeighbours(
  db: Db,
  organizationId: number,
  subCategoryId: number | undefined,
  filters: OrganizationFilters,
): Promise<Organization[] | null> {
  const { centre } = filters;
  const preferred =
    subCategoryId === undefined ? sql`true` : sql`osc.sub_category_id = ${subCategoryId}`;
  const selected = await rowsOf<OrganizationRow>(
    db,
    sql`select ${ORGANIZATION_COLUMNS}, osc.sub_category_id,
               case when o.latitude is null or osc.sub_category_id = ${NATIONAL}
                  then null else round(${distanceSql(centre)}::numeric, 2)::float8 end as distance
        from organizations o
        join organization_sub_categories osc on osc.organization_id = o.id
        join sub_categories sc on sc.id = osc.sub_category_id
        join categories c on c.id = sc.category_id
        where o.id = ${organizationId} and ${preferred}
        order by (osc.sub_category_id = ${NATIONAL}), c.sort_order, sc.sort_order, sc.id
        limit 1`,
  );
  const [first] = selected;
  if (!first) return null;
  const catalogue = await loadCatalogue(db);
  const others = await listOrganizations(db, first.sub_category_id, filters, {
    excludeId: organizationId,
  });
  return [toOrganization(first, catalogue), ...others];
}

/** The organisation's own columns, for `o` (the listing's sub-category comes separately). */
const ORGANIZATION_COLUMNS = sql`o.id, o.organization, o.address_1, o.address_2, o.city, o.state,
    o.zip_code::text as zip_code, o.phone, o.tollfree, o.tty, o.website, o.latitude, o.longitude,
    o.location_approximate, o.profit_organization_type, o.service_area, o.source, o.source_url,
    o.verified_at::text as verified_at, o.name_search, o.veterans_only, o.min_age, o.max_age`;

interface QueryShape {
  orderBy: SQL;
  /** Candidates from this one sub-category only (a cheaper plan than the general union). */
  subCategoryId?: number;
  select?: SQL;
  distinctOn?: SQL;
  distinctOrder?: SQL;
  limit?: number;
}

/**
 * The visibility rules in one statement. Candidate (organisation, sub-category) pairs come
 * from four branches that each use an index, so the cost follows the number of nearby
 * organisations rather than the table's size (a single OR of them scanned all 50,000 rows):
 * organisations inside the radius's bounding box (B-tree on latitude, longitude), those
 * without a place (state-wide and national ones: `latitude is null` on the same B-tree),
 * organisation 5188 (primary key) and sub-category 35's listings (its index). A state-wide
 * or national row is expected to have no coordinates (the seed stores none); one that has
 * them is found only inside the box. Then:
 * - organisation 5188 and sub-category 35 are always kept;
 * - local ones within `miles`; state-wide ones in the ZIP's state; national ones always;
 * - 'Government' ones only in the user's state (national agencies serve every state);
 * - veterans-only ones for veterans; age bounds when the age is known and the sub-category
 *   is not one of 45, 47, 50 (services for every age).
 */
async function queryVisible(
  db: Db,
  catalogue: Catalogue,
  scope: SQL,
  filters: OrganizationFilters,
  shape: QueryShape,
): Promise<(OrganizationRow & Record<string, unknown>)[]> {
  const { centre, miles } = filters;
  const box = boundingBox(centre, miles);
  const inBox = sql`o.latitude between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8
    and o.longitude between ${box.minLongitude}::float8 and ${box.maxLongitude}::float8`;
  const exempt = sql`(o.id = ${ALWAYS_SHOWN} or osc.sub_category_id = ${NATIONAL})`;
  const distance = sql`case when o.latitude is null then null else ${distanceSql(centre)} end`;
  const columns = sql`${ORGANIZATION_COLUMNS}, osc.sub_category_id`;
  const age = sql`(case when p.sub_category_id in (${AGE_FREE}) then 0 else ${filters.age}::int end)`;
  // One array parameter in PostgreSQL's literal form ("{35,36}"): drizzle would expand a JS
  // array into a row of parameters.
  const organizationKinds = `{${[...catalogue.values()]
    .filter((entry) => entry.kind === 'organization')
    .map((entry) => Number(entry.id))
    .join(',')}}`;

  // One sub-category (the list routes): its listings inside the box or without a place, and
  // 5188, from one index on (sub_category_id, latitude, longitude) of the listings, which
  // carry copies of the coordinates; then one primary-key probe per candidate. 35 lists
  // national organisations wherever they are. Planning a small statement matters as much as
  // running it on PGlite, so this path is kept to one join.
  const single = shape.subCategoryId;
  const listingsNear = sql`(osc.latitude between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8
    and osc.longitude between ${box.minLongitude}::float8 and ${box.maxLongitude}::float8)
    or osc.latitude is null or osc.organization_id = ${ALWAYS_SHOWN}`;
  const pairs =
    single === undefined
      ? sql`
      select ${columns}, ${distance} as raw_distance
      from organizations o
      join organization_sub_categories osc on osc.organization_id = o.id
      where ${scope} and ${inBox} and not ${exempt}
      union all
      select ${columns}, null
      from organizations o
      join organization_sub_categories osc on osc.organization_id = o.id
      where ${scope} and o.latitude is null and not ${exempt}
      union all
      select ${columns}, ${distance}
      from organizations o
      join organization_sub_categories osc on osc.organization_id = o.id
      where ${scope} and o.id = ${ALWAYS_SHOWN}
      union all
      select ${columns}, ${distance}
      from organizations o
      join organization_sub_categories osc on osc.organization_id = o.id
      where ${scope} and osc.sub_category_id = ${NATIONAL} and o.id <> ${ALWAYS_SHOWN}`
      : sql`
      select ${columns}, ${distance} as raw_distance
      from organization_sub_categories osc
      join organizations o on o.id = osc.organization_id
      where osc.sub_category_id = ${single} and ${scope}
        and (${single === NATIONAL ? sql`true` : listingsNear})`;

  const visible = sql`
    with pairs as (${pairs}),
    kept as (
      select p.*,
             case when p.sub_category_id = ${NATIONAL} then null
                  else round(p.raw_distance::numeric, 2)::float8 end as distance,
             case when p.raw_distance is not null and p.sub_category_id <> ${NATIONAL} then 0
                  when p.service_area = 'state' then 1 else 2 end as tier
      from pairs p
      where p.sub_category_id = any(${organizationKinds}::int[]) and (
        p.id = ${ALWAYS_SHOWN} or p.sub_category_id = ${NATIONAL} or (
          case p.service_area
            when 'local' then p.raw_distance <= ${miles}::float8
            when 'state' then p.state = ${centre.stateCode}
            else true end
          and (lower(trim(coalesce(p.profit_organization_type, ''))) <> 'government'
               or p.service_area = 'national' or p.state = ${filters.userStateCode})
          and (not p.veterans_only or ${filters.isVeteran})
          and (${age} = 0 or ((p.min_age is null or p.min_age <= ${age})
                             and (p.max_age is null or p.max_age >= ${age})))
        )
      )
    )`;

  const select = shape.select ?? sql``;
  const limit = shape.limit === undefined ? sql`` : sql`limit ${shape.limit}`;
  const query = shape.distinctOn
    ? sql`${visible},
        one_each as (
          select distinct on (${shape.distinctOn}) * from kept order by ${shape.distinctOrder}
        )
        select *${select} from one_each order by ${shape.orderBy} ${limit}`
    : sql`${visible} select *${select} from kept order by ${shape.orderBy} ${limit}`;
  return rowsOf(db, query);
}

/** A sub-category and its category, as the responses name them. */
interface CatalogueEntry {
  id: number;
  kind: string;
  title: string;
  titleSp: string;
  categoryId: number;
  categoryTitle: string;
  categoryTitleSp: string;
  categoryImage: string;
}
type Catalogue = Map<number, CatalogueEntry>;

// The catalogue changes only when the seed runs (at start-up), so each process keeps a copy
// for a minute instead of joining two more tables into every search.
const CATALOGUE_TTL_MS = 60_000;
const catalogues = new WeakMap<Db, { loadedAt: number; entries: Promise<Catalogue> }>();

function loadCatalogue(db: Db): Promise<Catalogue> {
  const cached = catalogues.get(db);
  if (cached && Date.now() - cached.loadedAt < CATALOGUE_TTL_MS) return cached.entries;
  const entries = rowsOf<CatalogueEntry>(
    db,
    sql`select sc.id, sc.kind, sc.title, sc.title_sp as "titleSp", c.id as "categoryId",
               c.title as "categoryTitle", c.title_sp as "categoryTitleSp",
               c.image_url as "categoryImage"
        from sub_categories sc join categories c on c.id = sc.category_id`,
  ).then((rows) => new Map(rows.map((row) => [Number(row.id), row])));
  // A failed load is not kept.
  entries.catch(() => catalogues.delete(db));
  catalogues.set(db, { loadedAt: Date.now(), entries });
  return entries;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers (PGlite and node-postgres) answer raw statements with { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The legacy spreadsheet import wrote empty cells as these words (pandas). */
const EMPTY_WORDS = new Set(['', 'nan', 'none', 'null']);

export function cleanText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return EMPTY_WORDS.has(trimmed.toLowerCase()) ? null : trimmed;
}

function toOrganization(row: OrganizationRow, catalogue: Catalogue): Organization {
  const listing = catalogue.get(Number(row.sub_category_id));
  return {
    id: Number(row.id),
    organization: row.organization,
    address_1: cleanText(row.address_1),
    address_2: cleanText(row.address_2),
    city: cleanText(row.city),
    state: cleanText(row.state),
    zip_code: cleanText(row.zip_code),
    phone: cleanText(row.phone),
    tollfree: cleanText(row.tollfree),
    tty: cleanText(row.tty),
    website: cleanText(row.website),
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    location_approximate: row.location_approximate === true,
    distance: row.distance === null ? null : Number(row.distance),
    category_id: listing?.categoryId ?? 0,
    category_name: listing?.categoryTitle ?? '',
    sub_category_id: Number(row.sub_category_id),
    sub_category_name: listing?.title ?? '',
    profit_organization_type: cleanText(row.profit_organization_type),
    service_area: row.service_area,
    source: row.source,
    source_url: cleanText(row.source_url),
    verified_at: cleanText(row.verified_at),
  };
}
