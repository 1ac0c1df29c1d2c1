import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared-rows.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import { boundingBox, milesFrom } from '../geography/distance.ts';
import {
  ALWAYS_SHOWN_ID,
  NATIONAL_ID,
  ruleValues,
  VISIBLE,
  type OrganizationFilters,
} from './visibility.ts';

// A copy of the listings in this instance's memory (ADRs 054 and 055), for the organisation
// counts and for the pages' totals and reach. A count reads every listing of every kind within
// the radius (up to about 5,000 at 50,000 organisations), and PostgreSQL spends about half a
// microsecond of interpreted expressions on each, whatever the formula (ADR 050). The copy
// holds each listing's place and its rule columns as a class; a count finds the candidates
// here, the way the count statement's branches do, and asks the database which of their
// classes the rules (visibility.ts's VISIBLE, nowhere else) let this user see, in the same
// statement that reads the listings' generation. A copy older than the database answers
// nothing and the database answers instead, while the copy is read again.

/** A listing's columns that the rules read, less its organisation and its place. */
interface ListingClass {
  exempt: boolean;
  subCategoryId: number;
  serviceArea: string | null;
  state: string | null;
  government: boolean | null;
  veteransOnly: boolean | null;
  minAge: number | null;
  maxAge: number | null;
}

/** The three distances a class is asked about: within the radius, beyond it, no place. */
const WITHIN = 0;
const BEYOND = 1;
const NO_PLACE = 2;

const CELL_DEGREES = 0.5;
const cellOf = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
/** One number per cell: longitude cells lie within ±360, so no two cells share a key. */
const cellKey = (latitudeCell: number, longitudeCell: number) =>
  latitudeCell * 1000 + longitudeCell;

/** A set of listings: arrays by listing, each listing's class and organisation as indexes. */
interface Listings {
  latitude: Float64Array;
  longitude: Float64Array;
  classIndex: Int32Array;
  organization: Int32Array;
}

/** One sub-category's listings, as the count statement's five branches find them. */
interface SubCategoryListings {
  /** Placed listings that are not state-wide, by half-degree cell: the box branch. */
  placed: Listings;
  cells: Map<number, [start: number, end: number]>;
  /** Without a place: candidates wherever the search is from. */
  unplaced: Listings;
  /** Placed state-wide listings, by their state: candidates in that state. */
  stateWide: Map<string, Listings>;
  /** Sub-category 35's listings and organisation 5188's: candidates everywhere. */
  always: Listings;
}

export interface ListingCopy {
  /** The listings' generation it was read at (migration 0020). */
  generation: string;
  classes: ListingClass[];
  /** Each class's sub-category, by class index. */
  classSubCategory: Int32Array;
  bySubCategory: Map<number, SubCategoryListings>;
  /** Each organisation's id, by the index the listings hold. */
  organizationIds: Int32Array;
  /** Per organisation, the last count that counted it (so each count counts it once). */
  counted: Int32Array;
  counts: number;
  /** answersFor's memory, by rule inputs. */
  answers: Map<string, Uint8Array>;
}

interface ListingRow {
  organization_id: number;
  sub_category_id: number;
  latitude: number | null;
  longitude: number | null;
  service_area: string | null;
  state: string | null;
  government: boolean | null;
  veterans_only: boolean | null;
  min_age: number | null;
  max_age: number | null;
}

/** Listings gathered while the copy is read. */
class ListingsBuilder {
  private latitude: number[] = [];
  private longitude: number[] = [];
  private classIndex: number[] = [];
  private organization: number[] = [];

  get size() {
    return this.classIndex.length;
  }

  add(latitude: number | null, longitude: number | null, classIndex: number, organization: number) {
    this.latitude.push(latitude ?? Number.NaN);
    this.longitude.push(longitude ?? Number.NaN);
    this.classIndex.push(classIndex);
    this.organization.push(organization);
  }

  /** These listings, after `offset` listings of `into` (which has room for them). */
  copyInto(into: Listings, offset: number) {
    into.latitude.set(this.latitude, offset);
    into.longitude.set(this.longitude, offset);
    into.classIndex.set(this.classIndex, offset);
    into.organization.set(this.organization, offset);
  }
}

const emptyListings = (size: number): Listings => ({
  latitude: new Float64Array(size),
  longitude: new Float64Array(size),
  classIndex: new Int32Array(size),
  organization: new Int32Array(size),
});

const listingsOf = (builder: ListingsBuilder): Listings => {
  const listings = emptyListings(builder.size);
  builder.copyInto(listings, 0);
  return listings;
};

/** One sub-category's listings as the copy's rows arrive. */
class SubCategoryBuilder {
  placed = new Map<number, ListingsBuilder>();
  unplaced = new ListingsBuilder();
  always = new ListingsBuilder();
  stateWide = new Map<string, ListingsBuilder>();

  finish(): SubCategoryListings {
    // The placed listings cell after cell, so that a box reads a few runs of the arrays.
    const placed = emptyListings(
      [...this.placed.values()].reduce((sum, cell) => sum + cell.size, 0),
    );
    const cells = new Map<number, [number, number]>();
    let offset = 0;
    for (const [cell, listings] of this.placed) {
      listings.copyInto(placed, offset);
      cells.set(cell, [offset, offset + listings.size]);
      offset += listings.size;
    }
    return {
      placed,
      cells,
      unplaced: listingsOf(this.unplaced),
      stateWide: new Map([...this.stateWide].map(([state, set]) => [state, listingsOf(set)])),
      always: listingsOf(this.always),
    };
  }
}

/** The copy as its rows arrive, a chunk at a time, so that no step holds the server long. */
class ListingCopyBuilder {
  private classes: ListingClass[] = [];
  private classIndexes = new Map<string, number>();
  private organizations = new Map<number, number>();
  private bySubCategory = new Map<number, SubCategoryBuilder>();

  add(row: ListingRow) {
    const listingClass: ListingClass = {
      exempt: row.organization_id === ALWAYS_SHOWN_ID,
      subCategoryId: row.sub_category_id,
      serviceArea: row.service_area,
      state: row.state,
      government: row.government,
      veteransOnly: row.veterans_only,
      minAge: row.min_age,
      maxAge: row.max_age,
    };
    const key = JSON.stringify(Object.values(listingClass));
    let classIndex = this.classIndexes.get(key);
    if (classIndex === undefined) {
      classIndex = this.classes.push(listingClass) - 1;
      this.classIndexes.set(key, classIndex);
    }
    let organization = this.organizations.get(row.organization_id);
    if (organization === undefined) {
      organization = this.organizations.size;
      this.organizations.set(row.organization_id, organization);
    }
    let sub = this.bySubCategory.get(row.sub_category_id);
    if (!sub) this.bySubCategory.set(row.sub_category_id, (sub = new SubCategoryBuilder()));
    // The count statement's five disjoint branches (find-organizations.ts), with SQL's
    // null comparisons: a placed listing whose service area is null is in none of them.
    let into: ListingsBuilder | undefined;
    if (row.sub_category_id === NATIONAL_ID || listingClass.exempt) {
      into = sub.always;
    } else if (row.latitude === null) {
      into = sub.unplaced;
    } else if (row.service_area === 'state') {
      if (row.state !== null) {
        into = sub.stateWide.get(row.state) ?? new ListingsBuilder();
        sub.stateWide.set(row.state, into);
      }
    } else if (row.service_area !== null && row.longitude !== null) {
      const cell = cellKey(cellOf(row.latitude), cellOf(row.longitude));
      into = sub.placed.get(cell) ?? new ListingsBuilder();
      sub.placed.set(cell, into);
    }
    into?.add(row.latitude, row.longitude, classIndex, organization);
  }

  finish(generation: string): ListingCopy {
    return {
      generation,
      classes: this.classes,
      classSubCategory: Int32Array.from(this.classes, (c) => c.subCategoryId),
      bySubCategory: new Map([...this.bySubCategory].map(([id, sub]) => [id, sub.finish()])),
      organizationIds: Int32Array.from(this.organizations.keys()),
      counted: new Int32Array(this.organizations.size),
      counts: 0,
      answers: new Map(),
    };
  }
}

const LOAD_CHUNK = 20_000;

const generationNow = async (db: Db) => {
  const [row] = await sqlRows<{ generation: string }>(
    db,
    sql`select generation::text as generation from listing_generation`,
  );
  return row?.generation ?? '';
};

/**
 * Reads the listings of every organisation sub-category, in keyset chunks (a million
 * listings are neither one answer in memory nor one long step of the server) and outside a
 * transaction (PGlite would hold every other query for the whole read). The generation read
 * before and after tells whether a write was committed in between: then the rows may mix two
 * states, and the answer is null.
 */
export async function readListingCopy(db: Db, chunkSize = LOAD_CHUNK): Promise<ListingCopy | null> {
  const generation = await generationNow(db);
  const builder = new ListingCopyBuilder();
  let after: SQL = sql``;
  for (;;) {
    const chunk = await sqlRows<ListingRow>(
      db,
      sql`select osc.organization_id, osc.sub_category_id, osc.latitude, osc.longitude,
            osc.service_area, osc.state, osc.government, osc.veterans_only, osc.min_age,
            osc.max_age
          from organization_sub_categories osc
          join sub_categories s on s.id = osc.sub_category_id and s.kind = 'organization'
          ${after}
          order by osc.organization_id, osc.sub_category_id
          limit ${chunkSize}`,
    );
    for (const row of chunk) builder.add(row);
    const last = chunk.at(-1);
    if (!last || chunk.length < chunkSize) break;
    after = sql`where (osc.organization_id, osc.sub_category_id)
      > (${last.organization_id}::int, ${last.sub_category_id}::int)`;
  }
  if ((await generationNow(db)) !== generation) return null;
  return builder.finish(generation);
}

/**
 * Which of the classes (with the distance each is asked about) the rules keep for these
 * filters, and the listings' generation now. The classes come as parallel arrays; a class
 * within the radius is asked about at distance 0, one beyond it just past the radius, one
 * without a place at null: NEAR reads nothing else of the distance.
 */
const visibleClasses = preparedRows<{ generation: string; visible: number[] }>(
  'vh_organization_count_classes',
  sql`select (select generation::text from listing_generation) as generation,
      coalesce((select array_agg(p.variant) from unnest(
          ${sql.placeholder('variants')}::int[], ${sql.placeholder('ids')}::int[],
          ${sql.placeholder('subCategories')}::int[], ${sql.placeholder('serviceAreas')}::text[],
          ${sql.placeholder('states')}::text[], ${sql.placeholder('governments')}::boolean[],
          ${sql.placeholder('veteransOnly')}::boolean[], ${sql.placeholder('minAges')}::int[],
          ${sql.placeholder('maxAges')}::int[], ${sql.placeholder('distances')}::float8[])
        as p(variant, id, sub_category_id, service_area, state, government, veterans_only,
             min_age, max_age, raw_distance)
        where ${VISIBLE}), '{}'::int[]) as visible`,
);

/** A PostgreSQL array literal of the values (text in double quotes). */
function arrayLiteral(values: readonly (string | number | boolean | null)[]): string {
  const element = (value: string | number | boolean | null) => {
    if (value === null) return 'NULL';
    if (typeof value === 'string') return `"${value.replace(/["\\]/g, '\\$&')}"`;
    return String(value);
  };
  return `{${values.map(element).join(',')}}`;
}

/** What answersFor remembers of a variant. */
const UNKNOWN = 0;
const HIDDEN = 1;
const SHOWN = 2;

/** How many rule inputs' answers a copy remembers (the least recently used go first). */
const REMEMBERED_INPUTS = 256;

/**
 * What the rules said of each variant (class * 3 + distance) asked about so far for these
 * rule inputs; the copy forgets them with its listings. A variant's answer depends on nothing
 * else, so a count asks the database only about variants it has not met.
 */
function answersFor(copy: ListingCopy, filters: OrganizationFilters): Uint8Array {
  const key = JSON.stringify([
    filters.age,
    filters.isVeteran,
    filters.userStateCode,
    filters.centre.stateCode,
    filters.miles,
  ]);
  let answers = copy.answers.get(key);
  if (answers) {
    copy.answers.delete(key);
  } else {
    answers = new Uint8Array(copy.classes.length * 3);
    if (copy.answers.size >= REMEMBERED_INPUTS) {
      copy.answers.delete(copy.answers.keys().next().value ?? '');
    }
  }
  copy.answers.set(key, answers);
  return answers;
}

/**
 * Candidates: each one's variant, organisation and distance, and the variants not yet asked
 * about. The distance (miles) is that of a listing that would be on a list's first tier (placed,
 * not state-wide, not of sub-category 35); NaN for the others.
 */
interface Candidates {
  variants: number[];
  organizations: number[];
  distances: number[];
  unknown: Set<number>;
}

function candidatesOf(
  copy: ListingCopy,
  filters: OrganizationFilters,
  answers: Uint8Array,
  subCategories: Iterable<[id: number, listings: SubCategoryListings]>,
): Candidates {
  const found: Candidates = { variants: [], organizations: [], distances: [], unknown: new Set() };
  const add = (set: Listings, position: number, place: number, distance: number) => {
    const variant = (set.classIndex[position] ?? 0) * 3 + place;
    found.variants.push(variant);
    found.organizations.push(set.organization[position] ?? 0);
    found.distances.push(distance);
    if (answers[variant] === UNKNOWN) found.unknown.add(variant);
  };
  const box = boundingBox(filters.centre, filters.miles);
  const milesTo = milesFrom(filters.centre);
  for (const [subCategoryId, listings] of subCategories) {
    const { placed } = listings;
    for (let row = cellOf(box.minLatitude); row <= cellOf(box.maxLatitude); row += 1) {
      for (let column = cellOf(box.minLongitude); column <= cellOf(box.maxLongitude); column += 1) {
        const run = listings.cells.get(cellKey(row, column));
        if (!run) continue;
        for (let position = run[0]; position < run[1]; position += 1) {
          const latitude = placed.latitude[position] ?? Number.NaN;
          const longitude = placed.longitude[position] ?? Number.NaN;
          if (
            latitude < box.minLatitude ||
            latitude > box.maxLatitude ||
            longitude < box.minLongitude ||
            longitude > box.maxLongitude
          ) {
            continue;
          }
          const miles = milesTo(latitude, longitude);
          add(placed, position, miles <= filters.miles ? WITHIN : BEYOND, miles);
        }
      }
    }
    const everywhere = (set: Listings | undefined, firstTier: boolean) => {
      if (!set) return;
      for (let position = 0; position < set.classIndex.length; position += 1) {
        const latitude = set.latitude[position] ?? Number.NaN;
        const longitude = set.longitude[position] ?? Number.NaN;
        const unplaced = Number.isNaN(latitude);
        add(
          set,
          position,
          unplaced ? NO_PLACE : WITHIN,
          firstTier && !unplaced ? milesTo(latitude, longitude) : Number.NaN,
        );
      }
    };
    everywhere(listings.unplaced, false);
    everywhere(listings.stateWide.get(filters.centre.stateCode), false);
    // Organisation 5188 is on the first tier of its other sub-categories, wherever it is.
    everywhere(listings.always, subCategoryId !== NATIONAL_ID);
  }
  return found;
}

/**
 * Asks the database what the rules say of the variants not asked about before with these
 * inputs (none: only the generation) and remembers the answers. False when the copy is older
 * than the listings: then it answers nothing.
 */
async function settle(
  db: Db,
  copy: ListingCopy,
  filters: OrganizationFilters,
  answers: Uint8Array,
  unknown: Set<number>,
): Promise<boolean> {
  const asked = [...unknown];
  const classes = asked.map((variant) => copy.classes[Math.floor(variant / 3)] as ListingClass);
  const [answer] = await visibleClasses(db, {
    variants: arrayLiteral(asked),
    ids: arrayLiteral(classes.map((c) => (c.exempt ? ALWAYS_SHOWN_ID : 0))),
    subCategories: arrayLiteral(classes.map((c) => c.subCategoryId)),
    serviceAreas: arrayLiteral(classes.map((c) => c.serviceArea)),
    states: arrayLiteral(classes.map((c) => c.state)),
    governments: arrayLiteral(classes.map((c) => c.government)),
    veteransOnly: arrayLiteral(classes.map((c) => c.veteransOnly)),
    minAges: arrayLiteral(classes.map((c) => c.minAge)),
    maxAges: arrayLiteral(classes.map((c) => c.maxAge)),
    distances: arrayLiteral(
      asked.map((variant) => {
        const distance = variant % 3;
        return distance === WITHIN ? 0 : distance === BEYOND ? filters.miles + 1 : null;
      }),
    ),
    ...ruleValues(filters),
  });
  if (!answer || answer.generation !== copy.generation) return false;
  for (const variant of asked) answers[variant] = HIDDEN;
  for (const variant of answer.visible) answers[variant] = SHOWN;
  return true;
}

export interface OrganizationCounts {
  bySubCategory: { sub_cat_id: number; count: number }[];
  total: number;
}

/**
 * The counts from the copy, or null when the copy is older than the listings (the caller
 * then counts in the database). One statement: the generation, and the rules' answer for the
 * candidates' variants not asked about before with these inputs (often none).
 */
export async function countFromCopy(
  db: Db,
  copy: ListingCopy,
  filters: OrganizationFilters,
): Promise<OrganizationCounts | null> {
  const answers = answersFor(copy, filters);
  const candidates = candidatesOf(copy, filters, answers, copy.bySubCategory);
  if (!(await settle(db, copy, filters, answers, candidates.unknown))) return null;
  const bySubCategory = new Map<number, number>();
  // No await from here on: another count cannot take the copy's next number in between.
  if (copy.counts >= 2_000_000_000) {
    copy.counts = 0;
    copy.counted.fill(0);
  }
  const count = (copy.counts += 1);
  let total = 0;
  const { variants, organizations } = candidates;
  for (let index = 0; index < variants.length; index += 1) {
    const variant = variants[index] ?? 0;
    if (answers[variant] !== SHOWN) continue;
    const subCategoryId = copy.classSubCategory[Math.floor(variant / 3)] ?? 0;
    bySubCategory.set(subCategoryId, (bySubCategory.get(subCategoryId) ?? 0) + 1);
    const organization = organizations[index] ?? 0;
    if (copy.counted[organization] !== count) {
      copy.counted[organization] = count;
      total += 1;
    }
  }
  return {
    bySubCategory: [...bySubCategory]
      .sort(([a], [b]) => a - b)
      .map(([sub_cat_id, count]) => ({ sub_cat_id, count })),
    total,
  };
}

/**
 * How far past its k-th row a page's statement reads (miles): the list orders on distances
 * rounded to hundredths, PostgreSQL's, and the copy's are V8's (ADR 055).
 */
const REACH_MARGIN = 0.02;

/**
 * The value that would be at `rank` if `values` were sorted (which it partly is afterwards):
 * Hoare's selection, linear on average, where sorting a dense page's 4,000 distances took most
 * of its plan.
 */
export function nthSmallest(values: Float64Array, rank: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1] ?? 0;
    let left = low;
    let right = high;
    while (left <= right) {
      while ((values[left] ?? 0) < pivot) left += 1;
      while ((values[right] ?? 0) > pivot) right -= 1;
      if (left <= right) {
        const swap = values[left] ?? 0;
        values[left] = values[right] ?? 0;
        values[right] = swap;
        left += 1;
        right -= 1;
      }
    }
    if (rank <= right) high = right;
    else if (rank >= left) low = left;
    else break;
  }
  return values[rank] ?? 0;
}

/** What the copy says of one page of a sub-category's list (ADR 055). */
export interface PagePlan {
  /** The copy's generation: the page is the copy's only if its statement read this one. */
  generation: string;
  /**
   * Where the page lies, when the copy can say and reading only there is worth it; null when
   * the whole statement should answer.
   */
  page: {
    /** How many the user may see in all: the count of the sub-category. */
    total: number;
    /** Miles within which the page's rows and the one after them lie, by the copy. */
    reach: number;
    /**
     * The organisations of the first tier's candidates from a little before the cursor's row
     * to the reach, whatever the rules say of them: the rows the page may hold.
     */
    candidates: number[];
  } | null;
}

/**
 * Below this many candidates of the sub-category the whole statement costs about what reading
 * the named ones does (at 50,000 organisations on PGlite, 0.79 against 0.77 ms a page over
 * random searches, most with fewer than 300), and the copy's plan is not worth making.
 */
const WORTH_PLANNING = 300;

/**
 * The total of a sub-category's list and where its page lies: the first page, or the page
 * after a row of the first tier `afterMiles` away. Null when the copy is older than the
 * listings. The database is asked only about variants not met before with these inputs.
 * `worthPlanning`: the fewest candidates worth a plan (tests plan small sets).
 */
export async function planPage(
  db: Db,
  copy: ListingCopy,
  filters: OrganizationFilters,
  subCategoryId: number,
  page: { size: number; afterMiles: number | null },
  worthPlanning = WORTH_PLANNING,
): Promise<PagePlan | null> {
  const listings = copy.bySubCategory.get(subCategoryId);
  const answers = answersFor(copy, filters);
  const found = candidatesOf(copy, filters, answers, listings ? [[subCategoryId, listings]] : []);
  if (found.variants.length < worthPlanning) return { generation: copy.generation, page: null };
  if (found.unknown.size > 0 && !(await settle(db, copy, filters, answers, found.unknown))) {
    return null;
  }
  // Plain loops over typed arrays: at a million listings a page's sub-category has up to
  // about 4,000 candidates in the box, and this runs for every page.
  const { variants, distances, organizations } = found;
  const shown = new Float64Array(variants.length);
  let shownCount = 0;
  let total = 0;
  for (let index = 0; index < variants.length; index += 1) {
    if (answers[variants[index] ?? 0] !== SHOWN) continue;
    total += 1;
    const miles = distances[index] ?? Number.NaN;
    if (!Number.isNaN(miles)) shown[(shownCount += 1) - 1] = miles;
  }
  // The rows up to the cursor's (and its ties), the page, and the row after it.
  let needed = page.size + 1;
  if (page.afterMiles !== null) {
    const upTo = page.afterMiles + REACH_MARGIN;
    for (let index = 0; index < shownCount; index += 1) {
      if ((shown[index] ?? 0) <= upTo) needed += 1;
    }
  }
  if (needed > shownCount) return { generation: copy.generation, page: null };
  const reach = nthSmallest(shown.subarray(0, shownCount), needed - 1) + REACH_MARGIN;
  const candidates: number[] = [];
  const from = page.afterMiles === null ? -1 : page.afterMiles - REACH_MARGIN;
  for (let index = 0; index < distances.length; index += 1) {
    const miles = distances[index] ?? Number.NaN;
    if (miles >= from && miles <= reach) {
      candidates.push(copy.organizationIds[organizations[index] ?? 0] ?? 0);
    }
  }
  return { generation: copy.generation, page: { total, reach, candidates } };
}

/** Each database's copy, the read of a newer one under way, and when to try again after a failure. */
interface CopyState {
  copy: ListingCopy | null;
  reading: Promise<void> | null;
  retryAfter: number;
}
const copies = new WeakMap<Db, CopyState>();

const RETRY_AFTER_FAILURE_MS = 30_000;
/** After a read the listings changed under: writes are coming, let them settle a little. */
const RETRY_AFTER_CHANGE_MS = 1_000;

function stateOf(db: Db): CopyState {
  let state = copies.get(db);
  if (!state) copies.set(db, (state = { copy: null, reading: null, retryAfter: 0 }));
  return state;
}

/** Reads a newer copy unless a read is under way or failed less than 30 seconds ago. */
function readNewer(db: Db, state: CopyState, onError: (error: unknown) => void) {
  if (state.reading || Date.now() < state.retryAfter) return;
  state.reading = readListingCopy(db)
    .then(
      (copy) => {
        if (copy) state.copy = copy;
        else state.retryAfter = Date.now() + RETRY_AFTER_CHANGE_MS;
      },
      (error: unknown) => {
        state.retryAfter = Date.now() + RETRY_AFTER_FAILURE_MS;
        onError(error);
      },
    )
    .finally(() => {
      state.reading = null;
    });
}

/**
 * This database's copy of the listings, which may be older than they are (its answers say so);
 * null while there is none, and then one is read (one read at a time; after a failed read,
 * none for 30 seconds, reported through `onError`).
 */
export function currentCopy(db: Db, onError: (error: unknown) => void): ListingCopy | null {
  const state = stateOf(db);
  if (!state.copy) readNewer(db, state, onError);
  return state.copy;
}

/**
 * The copy turned out older than the listings: it is dropped (unless a newer one came
 * meanwhile), so that the questions until the next one go to the database directly.
 */
export function dropCopy(db: Db, copy: ListingCopy, onError: (error: unknown) => void) {
  const state = stateOf(db);
  if (state.copy === copy) state.copy = null;
  readNewer(db, state, onError);
}

/** Resolves when no read of a copy is under way (for tests). */
export async function copyRead(db: Db): Promise<void> {
  await stateOf(db).reading;
}

/**
 * The counts from this database's copy of the listings, or null while there is no copy as new
 * as the listings: the caller counts in the database, and a newer copy is read meanwhile.
 */
export async function countWithCopy(
  db: Db,
  filters: OrganizationFilters,
  onError: (error: unknown) => void,
): Promise<OrganizationCounts | null> {
  const copy = currentCopy(db, onError);
  if (!copy) return null;
  const counts = await countFromCopy(db, copy, filters);
  if (!counts) dropCopy(db, copy, onError);
  return counts;
}
