import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listingGeneration, organizationSubCategories, subCategories } from '../../db/schema.ts';
import { SPECIAL_IDS } from '../../../../src/contracts/catalog.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import {
  CATALOGUE_JOIN,
  CATALOGUE_JSON,
  filterValues,
  type OrganizationFilters,
} from './find-organizations.ts';
import { EARTH_RADIUS_MILES } from './geo.ts';

/** A listing's row as the snapshot reads it: its copies of its organisation's fields. */
interface ListingRow {
  id: number;
  subCategoryId: number;
  latitude: number | null;
  longitude: number | null;
  serviceArea: string | null;
  state: string | null;
  government: boolean | null;
  veteransOnly: boolean | null;
  minAge: number | null;
  maxAge: number | null;
  /** The organisation's fields as JSON text without its closing brace (api_json_head). */
  head: string | null;
}

/** The listings of one sub-category, as indexes into the snapshot's columns. */
interface SubCategoryListings {
  /** The answer's keys for the sub-category and its category, and the object's closing brace. */
  catalogueTail: Buffer;
  /**
   * Listings with a latitude, sorted by it, and their coordinates side by side: a search
   * scans the band of latitudes in these arrays and reads the columns of only the listings
   * inside the box.
   */
  located: Int32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** Listings without a latitude (state-wide and national ones), and 5188's wherever it is. */
  alwaysCandidates: Int32Array;
}

const ALWAYS_SHOWN = SPECIAL_IDS.alwaysShownOrganization;
const NATIONAL = SPECIAL_IDS.nationalSubCategory;
const AGE_FREE = new Set(SPECIAL_IDS.ageFreeSubCategories);

// Service areas and three-valued booleans as small codes.
const AREA = { null: 0, local: 1, state: 2, national: 3, other: 4 } as const;
const TRUTH = { false: 0, true: 1, null: 2 } as const;
const areaCode = (area: string | null) =>
  area === null ? AREA.null : (AREA[area as 'local' | 'state' | 'national'] ?? AREA.other);
const truthCode = (value: boolean | null) =>
  value === null ? TRUTH.null : value ? TRUTH.true : TRUTH.false;
// Missing age bounds compare as no bound at all, as `min_age is null or ...` does.
const NO_MIN_AGE = -(2 ** 31);
const NO_MAX_AGE = 2 ** 31 - 1;

/**
 * The organisation listings of one moment, held in memory to answer the radius search
 * (POST /organizations and the neighbours of a selected organisation) without the database
 * (ADR 021). `listJson` answers byte for byte what find-organizations' list statement
 * answers for the same listings; listing-snapshot.test.ts holds the two to that. The text
 * search and the selected organisation itself stay in SQL.
 *
 * The listings are kept in columns (typed arrays): a search reads a few hundred numbers that
 * lie together, instead of as many objects spread over the heap, which took most of its
 * time, and the garbage collector has no objects to trace but the organisations' JSON.
 */
export class ListingSnapshot {
  private constructor(
    /** listing_generation's number when the listings were read. */
    readonly generation: number,
    private readonly bySubCategory: ReadonlyMap<number, SubCategoryListings>,
    private readonly columns: ReturnType<typeof columnsFor>,
    /** The snapshot's numbering of the states its listings name (column `state`). */
    private readonly states: ReadonlyMap<string, number>,
    /**
     * Each listing's api_json_head followed by `,"distance":` in UTF-8: one view of a shared
     * buffer per organisation, shared by its listings.
     */
    private readonly heads: readonly Buffer[],
  ) {}

  /**
   * Reads the listings of every organisation sub-category in one snapshot of the database
   * (a read-only, repeatable-read transaction), so `generation` names exactly these rows.
   */
  static async load(db: Db): Promise<ListingSnapshot> {
    return db.transaction(
      async (tx) => {
        const [row] = await tx.select().from(listingGeneration);
        if (!row) throw new Error('listing_generation has no row (migration 0008)');
        const osc = organizationSubCategories;
        const listings: ListingRow[] = await tx
          .select({
            id: osc.organizationId,
            subCategoryId: osc.subCategoryId,
            latitude: osc.latitude,
            longitude: osc.longitude,
            serviceArea: osc.serviceArea,
            state: osc.state,
            government: osc.government,
            veteransOnly: osc.veteransOnly,
            minAge: osc.minAge,
            maxAge: osc.maxAge,
            head: osc.apiJsonHead,
          })
          .from(osc)
          .innerJoin(subCategories, eq(subCategories.id, osc.subCategoryId))
          .where(eq(subCategories.kind, 'organization'))
          // The statements' order at equal distance, in the database's collation.
          .orderBy(asc(osc.sortName), asc(osc.organizationId));
        const catalogue = await sqlRows<{ id: number; catalogue_json: string }>(
          tx,
          sql`select sc.id, ${CATALOGUE_JSON} as catalogue_json
              from ${CATALOGUE_JOIN} where sc.kind = 'organization'`,
        );
        return ListingSnapshot.from(row.generation, listings, catalogue);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** `rows` in the order of (sort_name, id): their place there is the name rank. */
  private static from(
    generation: number,
    read: ListingRow[],
    catalogue: { id: number; catalogue_json: string }[],
  ): ListingSnapshot {
    // Never the case (a trigger writes it), but the statement would leave such a row out.
    const rows = read.filter((row) => row.head !== null);
    const columns = columnsFor(rows.length);
    const states = new Map<string, number>();
    const members = new Map<number, number[]>();
    let nameRank = -1;
    rows.forEach((row, index) => {
      const listed = members.get(row.subCategoryId);
      if (listed) listed.push(index);
      else members.set(row.subCategoryId, [index]);
      if (index === 0 || row.id !== rows[index - 1]?.id) nameRank += 1;
      columns.organization[index] = row.id;
      columns.latitude[index] = row.latitude ?? NaN;
      columns.longitude[index] = row.longitude ?? NaN;
      columns.area[index] = areaCode(row.serviceArea);
      if (row.state !== null && !states.has(row.state)) states.set(row.state, states.size + 1);
      columns.state[index] = row.state === null ? 0 : (states.get(row.state) as number);
      columns.government[index] = truthCode(row.government);
      columns.veteransOnly[index] = truthCode(row.veteransOnly);
      columns.minAge[index] = row.minAge ?? NO_MIN_AGE;
      columns.maxAge[index] = row.maxAge ?? NO_MAX_AGE;
      columns.nameRank[index] = nameRank;
    });

    const bySubCategory = new Map<number, SubCategoryListings>();
    const heads = organizationHeads(rows);
    const isLocated = (index: number) =>
      rows[index]?.latitude !== null && rows[index]?.id !== ALWAYS_SHOWN;
    for (const { id, catalogue_json: catalogueJson } of catalogue) {
      const listed = members.get(Number(id)) ?? [];
      const located = listed
        .filter(isLocated)
        .sort((a, b) => (columns.latitude[a] as number) - (columns.latitude[b] as number));
      bySubCategory.set(Number(id), {
        catalogueTail: Buffer.from(`${catalogueJson}}`),
        located: Int32Array.from(located),
        latitudes: Float64Array.from(located, (index) => columns.latitude[index] as number),
        longitudes: Float64Array.from(located, (index) => columns.longitude[index] as number),
        alwaysCandidates: Int32Array.from(listed.filter((index) => !isLocated(index))),
      });
    }
    return new ListingSnapshot(generation, bySubCategory, columns, states, heads);
  }

  /**
   * The organisations of one sub-category for a user at a ZIP, as the response's JSON array:
   * the visibility rules and order of find-organizations' visibleSql, in the same
   * floating point arithmetic, so distances and the radius's edge come out the same.
   */
  listJson(subCategoryId: number, filters: OrganizationFilters, excludeId?: number): Buffer {
    const group = this.bySubCategory.get(subCategoryId);
    if (!group) return Buffer.from('[]');
    const values = filterValues(filters);
    const national = subCategoryId === NATIONAL;
    const rules: Rules = {
      miles: filters.miles,
      isVeteran: filters.isVeteran,
      age: AGE_FREE.has(subCategoryId) ? 0 : filters.age,
      // A state the copy does not know matches none of its listings.
      zipState: this.states.get(filters.centre.stateCode) ?? -1,
      userState: this.states.get(filters.userStateCode) ?? -1,
    };

    // The statement's candidates: every listing of 35; otherwise those inside the box, those
    // without a place, and 5188.
    const candidates: number[] = [];
    const { latitudes, longitudes, located } = group;
    const inBand = national
      ? { from: 0, to: located.length }
      : {
          from: firstBeyond(latitudes, values.minLatitude, false),
          to: firstBeyond(latitudes, values.maxLatitude, true),
        };
    for (let position = inBand.from; position < inBand.to; position += 1) {
      // A missing longitude (NaN) is outside every box, as SQL's unknown is.
      const longitude = longitudes[position] as number;
      if (national || (longitude >= values.minLongitude && longitude <= values.maxLongitude)) {
        candidates.push(located[position] as number);
      }
    }
    candidates.push(...group.alwaysCandidates);

    // Each kept listing's index and distance in hundredths of a mile (-1: none), in the
    // statement's order: tier, distance (missing last), then name and id (nameRank).
    const { columns } = this;
    const kept: number[] = [];
    const hundredths: number[] = [];
    const sortKeys: number[] = [];
    for (const index of candidates) {
      const id = columns.organization[index] as number;
      if (id === excludeId) continue;
      const latitude = columns.latitude[index] as number;
      const longitude = columns.longitude[index] as number;
      const raw =
        Number.isNaN(latitude) || Number.isNaN(longitude)
          ? null
          : haversineMiles(values, latitude, longitude);
      if (!national && id !== ALWAYS_SHOWN && !visible(columns, index, raw, rules)) continue;
      const distance = national || raw === null ? -1 : rint(raw * 100);
      const tier = raw !== null && !national ? 0 : columns.area[index] === AREA.state ? 1 : 2;
      sortKeys.push(tier * NO_DISTANCE * 2 + (distance < 0 ? NO_DISTANCE : distance));
      hundredths.push(distance);
      kept.push(index);
    }
    const order = kept.map((_, position) => position);
    order.sort(
      (a, b) =>
        (sortKeys[a] as number) - (sortKeys[b] as number) ||
        (columns.nameRank[kept[a] as number] as number) -
          (columns.nameRank[kept[b] as number] as number),
    );

    // The answer's bytes, copied from the organisations' JSON: no string to encode again.
    let size = 2;
    for (const index of kept) {
      size += (this.heads[index] as Buffer).length + group.catalogueTail.length + MAX_NUMBER_BYTES;
    }
    const answer = Buffer.allocUnsafe(size);
    let at = 0;
    answer[at++] = OPEN_BRACKET;
    order.forEach((position, rank) => {
      if (rank > 0) answer[at++] = COMMA;
      const head = this.heads[kept[position] as number] as Buffer;
      answer.set(head, at);
      at += head.length;
      at = writeHundredths(answer, at, hundredths[position] as number);
      answer.set(group.catalogueTail, at);
      at += group.catalogueTail.length;
    });
    answer[at++] = CLOSE_BRACKET;
    return answer.subarray(0, at);
  }
}

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const DOT = 0x2e;
const ZERO = 0x30;
const NULL_TEXT = Buffer.from('null');
/** Above every distance in hundredths of a mile (half the Earth is 1.25 million). */
const NO_DISTANCE = 2 ** 32;
/** Room for a distance or null, and the comma before the next object. */
const MAX_NUMBER_BYTES = 24;

/**
 * Each listing's organisation JSON and `,"distance":` as UTF-8: one view per organisation
 * into one buffer, shared by its listings. `rows` are in (sort_name, id) order, so an
 * organisation's listings are neighbours.
 */
function organizationHeads(rows: readonly ListingRow[]): Buffer[] {
  const firstOfOrganization = (index: number) =>
    index === 0 || rows[index - 1]?.id !== rows[index]?.id;
  const texts = rows.flatMap((row, index) =>
    firstOfOrganization(index) ? [`${row.head ?? ''},"distance":`] : [],
  );
  const all = Buffer.from(texts.join(''));
  let offset = 0;
  const views = texts.map((text) => {
    const length = Buffer.byteLength(text);
    offset += length;
    return all.subarray(offset - length, offset);
  });
  let organization = -1;
  return rows.map((_, index) => {
    if (firstOfOrganization(index)) organization += 1;
    return views[organization] as Buffer;
  });
}

/**
 * Writes hundredths of a mile as PostgreSQL writes `round(miles * 100) / 100` as text (the
 * shortest decimal that reads back as the same float: 12, 12.3, 12.34), or null when
 * negative; returns the offset after it.
 */
function writeHundredths(out: Buffer, at: number, hundredths: number): number {
  if (hundredths < 0) {
    out.set(NULL_TEXT, at);
    return at + NULL_TEXT.length;
  }
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths - whole * 100;
  let digits = 1;
  for (let rest = whole; rest >= 10; rest = Math.floor(rest / 10)) digits += 1;
  let next = at + digits;
  for (let rest = whole, position = next - 1; position >= at; position -= 1) {
    out[position] = ZERO + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  if (fraction === 0) return next;
  out[next++] = DOT;
  out[next++] = ZERO + Math.floor(fraction / 10);
  if (fraction % 10 !== 0) out[next++] = ZERO + (fraction % 10);
  return next;
}

/** The columns of `count` listings, index for index. */
function columnsFor(count: number) {
  return {
    organization: new Int32Array(count),
    /** NaN when missing. */
    latitude: new Float64Array(count),
    longitude: new Float64Array(count),
    area: new Uint8Array(count),
    /** The listing's state as a code of `states` (the snapshot's own numbering); 0 when missing. */
    state: new Int32Array(count),
    government: new Uint8Array(count),
    veteransOnly: new Uint8Array(count),
    minAge: new Int32Array(count),
    maxAge: new Int32Array(count),
    nameRank: new Int32Array(count),
  };
}

interface Rules {
  miles: number;
  isVeteran: boolean;
  age: number;
  zipState: number;
  userState: number;
}

/**
 * visibleSql's rules for a listing that is neither 5188 nor national, in SQL's logic: a
 * comparison with a missing value is unknown there, which never keeps a row.
 */
function visible(
  columns: ReturnType<typeof columnsFor>,
  index: number,
  rawDistance: number | null,
  rules: Rules,
): boolean {
  const area = columns.area[index];
  const state = columns.state[index];
  const inArea =
    area === AREA.local
      ? rawDistance !== null && rawDistance <= rules.miles
      : area !== AREA.state || state === rules.zipState;
  const governmentSeen =
    columns.government[index] === TRUTH.false ||
    area === AREA.national ||
    state === rules.userState;
  const veteranSeen = columns.veteransOnly[index] === TRUTH.false || rules.isVeteran;
  const { age } = rules;
  const ageSeen =
    age === 0 ||
    ((columns.minAge[index] as number) <= age && (columns.maxAge[index] as number) >= age);
  return inArea && governmentSeen && veteranSeen && ageSeen;
}

/** PostgreSQL's radians() multiplies by this float (its RADIANS_PER_DEGREE, 0.01745329251994329577). */
const RADIANS_PER_DEGREE = 0.017453292519943295;
const DIAMETER = 2 * EARTH_RADIUS_MILES;

/** geo.ts' distanceSql, operation for operation. */
function haversineMiles(
  centre: { latitude: number; longitude: number; cosLatitude: number },
  latitude: number,
  longitude: number,
): number {
  const halfLatitude = Math.sin(((latitude - centre.latitude) * RADIANS_PER_DEGREE) / 2);
  const halfLongitude = Math.sin(((longitude - centre.longitude) * RADIANS_PER_DEGREE) / 2);
  const sum =
    halfLatitude * halfLatitude +
    centre.cosLatitude * Math.cos(latitude * RADIANS_PER_DEGREE) * (halfLongitude * halfLongitude);
  return DIAMETER * Math.asin(Math.min(1, Math.sqrt(sum)));
}

/** PostgreSQL's round(float8): C's rint, which rounds halves to the even neighbour. */
export function rint(value: number): number {
  const rounded = Math.round(value);
  return rounded - value === 0.5 && rounded % 2 !== 0 ? rounded - 1 : rounded;
}

/** The index of the first of the ascending `values` at or above `bound` (above it, `pastEqual`). */
function firstBeyond(values: Float64Array, bound: number, pastEqual: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = values[middle] as number;
    if (value < bound || (pastEqual && value === bound)) low = middle + 1;
    else high = middle;
  }
  return low;
}
