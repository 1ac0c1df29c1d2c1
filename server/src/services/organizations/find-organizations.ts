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

/** What the one query below returns per (organisation, sub-category) pair. */
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
  distance: number | null;
  category_id: number;
  category_name: string;
  category_name_sp: string;
  category_image: string;
  sub_category_id: number;
  sub_category_name: string;
  sub_category_name_sp: string;
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
  const scope = sql`osc.sub_category_id = ${subCategoryId}`;
  const exclude = options.excludeId === undefined ? sql`true` : sql`o.id <> ${options.excludeId}`;
  const rows = await queryVisible(db, sql`${scope} and ${exclude}`, filters, {
    orderBy: sql`tier, distance nulls last, lower(organization), id`,
  });
  return rows.map(toOrganization);
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
  const rows = await queryVisible(db, matches, filters, {
    // One row per organisation: a topical sub-category rather than 35 when it has one.
    distinctOn: sql`id`,
    distinctOrder: sql`id, (sub_category_id = ${NATIONAL}), distance nulls last, sub_category_id`,
    select: sql`, case when name_search like ${`${query}%`} then 0
                        when name_search like ${contains} then 1 else 2 end as match_rank,
                  word_similarity(${query}, name_search) as similarity`,
    orderBy: sql`match_rank, similarity desc, tier, distance nulls last, lower(organization), id`,
    limit,
  });
  return rows.map((row) => ({
    ...toOrganization(row),
    name: row.organization,
    sub_cat_id: row.sub_category_id,
    sub_category_title: row.sub_category_name,
    sub_category_title_sp: row.sub_category_name_sp,
    cat_id: row.category_id,
    cat_title: row.category_name,
    cat_title_sp: row.category_name_sp,
    cat_image: row.category_image,
  }));
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
    sql`select ${organizationColumns(sql`case when o.latitude is null or osc.sub_category_id = ${NATIONAL}
                  then null else round(${distanceSql(centre)}::numeric, 2)::float8 end`)}
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
  const others = await listOrganizations(db, first.sub_category_id, filters, {
    excludeId: organizationId,
  });
  return [toOrganization(first), ...others];
}

function organizationColumns(distance: SQL): SQL {
  return sql`o.id, o.organization, o.address_1, o.address_2, o.city, o.state,
    o.zip_code::text as zip_code, o.phone, o.tollfree, o.tty, o.website, o.latitude, o.longitude,
    ${distance} as distance,
    c.id as category_id, c.title as category_name, c.title_sp as category_name_sp,
    c.image_url as category_image,
    sc.id as sub_category_id, sc.title as sub_category_name, sc.title_sp as sub_category_name_sp,
    o.profit_organization_type, o.service_area, o.source, o.source_url,
    o.verified_at::text as verified_at, o.name_search`;
}

interface QueryShape {
  orderBy: SQL;
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
  scope: SQL,
  filters: OrganizationFilters,
  shape: QueryShape,
): Promise<(OrganizationRow & Record<string, unknown>)[]> {
  const { centre, miles } = filters;
  const box = boundingBox(centre, miles);
  const inBox = sql`o.latitude between ${box.minLatitude}::float8 and ${box.maxLatitude}::float8
    and o.longitude between ${box.minLongitude}::float8 and ${box.maxLongitude}::float8`;
  const exempt = sql`(o.id = ${ALWAYS_SHOWN} or osc.sub_category_id = ${NATIONAL})`;
  const distance = distanceSql(centre);
  const age = sql`(case when p.sub_category_id in (${AGE_FREE}) then 0 else ${filters.age}::int end)`;

  const visible = sql`
    with pairs as (
      select o.id as org_id, osc.sub_category_id, ${distance} as raw_distance
      from organizations o
      join organization_sub_categories osc on osc.organization_id = o.id
      where ${scope} and ${inBox} and not ${exempt}
      union all
      select o.id, osc.sub_category_id, null
      from organizations o
      join organization_sub_categories osc on osc.organization_id = o.id
      where ${scope} and o.latitude is null and not ${exempt}
      union all
      select o.id, osc.sub_category_id,
             case when o.latitude is null then null else ${distance} end
      from organizations o
      join organization_sub_categories osc on osc.organization_id = o.id
      where ${scope} and o.id = ${ALWAYS_SHOWN}
      union all
      select o.id, osc.sub_category_id,
             case when o.latitude is null then null else ${distance} end
      from organizations o
      join organization_sub_categories osc on osc.organization_id = o.id
      where ${scope} and osc.sub_category_id = ${NATIONAL} and o.id <> ${ALWAYS_SHOWN}
    ),
    kept as (
      select ${organizationColumns(sql`case when p.sub_category_id = ${NATIONAL}
               then null else round(p.raw_distance::numeric, 2)::float8 end`)},
             case when p.raw_distance is not null and p.sub_category_id <> ${NATIONAL} then 0
                  when o.service_area = 'state' then 1 else 2 end as tier
      from pairs p
      join organizations o on o.id = p.org_id
      join sub_categories sc on sc.id = p.sub_category_id
      join categories c on c.id = sc.category_id
      where sc.kind = 'organization' and (
        p.org_id = ${ALWAYS_SHOWN} or p.sub_category_id = ${NATIONAL} or (
          case o.service_area
            when 'local' then p.raw_distance <= ${miles}::float8
            when 'state' then o.state = ${centre.stateCode}
            else true end
          and (lower(trim(coalesce(o.profit_organization_type, ''))) <> 'government'
               or o.service_area = 'national' or o.state = ${filters.userStateCode})
          and (not o.veterans_only or ${filters.isVeteran})
          and (${age} = 0 or ((o.min_age is null or o.min_age <= ${age})
                             and (o.max_age is null or o.max_age >= ${age})))
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

function toOrganization(row: OrganizationRow): Organization {
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
    distance: row.distance === null ? null : Number(row.distance),
    category_id: Number(row.category_id),
    category_name: row.category_name,
    sub_category_id: Number(row.sub_category_id),
    sub_category_name: row.sub_category_name,
    profit_organization_type: cleanText(row.profit_organization_type),
    service_area: row.service_area,
    source: row.source,
    source_url: cleanText(row.source_url),
    verified_at: cleanText(row.verified_at),
  };
}
