import type { organizations, organizationSubCategories } from '../../schema.ts';

// Synthetic organisations for load tests only (scripts/bench-api.ts): never seeded into a
// real database. Marked source 'synthetic' so they can never pass for real records.

export const SYNTHETIC_SOURCE = 'synthetic';
/** Far above the real rows' ids. */
export const SYNTHETIC_FIRST_ID = 1_000_000;

/** The organisation sub-categories that list organisations by distance (not 35, 44, 48). */
export const SYNTHETIC_SUB_CATEGORY_IDS = [
  36, 37, 38, 39, 40, 41, 42, 43, 45, 46, 47, 49, 50, 51, 54,
];

export interface CentroidPoint {
  zip: string;
  stateCode: string;
  city: string;
  latitude: number;
  longitude: number;
}

export interface SyntheticSet {
  organizations: (typeof organizations.$inferInsert)[];
  links: (typeof organizationSubCategories.$inferInsert)[];
}

/** mulberry32: a small deterministic generator, so every run loads the same set. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `count` local organisations, each within about 10 miles of a ZIP centroid picked at
 * random (so they cluster where ZIPs do, as real services do), listed under one or two
 * sub-categories; some are government agencies, veterans-only or age-limited, so the
 * filters have work to do.
 */
export function generateSyntheticOrganizations(
  count: number,
  centroids: readonly CentroidPoint[],
  seed = 20240601,
): SyntheticSet {
  if (centroids.length === 0) throw new Error('No ZIP centroids to place organisations around');
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const result: SyntheticSet = { organizations: [], links: [] };
  for (let index = 0; index < count; index += 1) {
    const id = SYNTHETIC_FIRST_ID + index;
    const centre = pick(centroids);
    const name = `Synthetic organisation ${index + 1}`;
    const limited = random() < 0.1;
    result.organizations.push({
      id,
      organization: name,
      city: centre.city,
      state: centre.stateCode,
      zipCode: centre.zip,
      latitude: centre.latitude + (random() - 0.5) * 0.3,
      longitude: centre.longitude + (random() - 0.5) * 0.3,
      profitOrganizationType: random() < 0.1 ? 'Government' : 'Non-Profit',
      serviceArea: 'local',
      veteransOnly: random() < 0.05,
      minAge: limited ? 18 : null,
      maxAge: limited ? 64 : null,
      source: SYNTHETIC_SOURCE,
      nameSearch: `synthetic organisation ${index + 1} ${centre.city.toLowerCase()}`,
    });
    const first = pick(SYNTHETIC_SUB_CATEGORY_IDS);
    result.links.push({ organizationId: id, subCategoryId: first });
    const second = pick(SYNTHETIC_SUB_CATEGORY_IDS);
    if (second !== first && random() < 0.3) {
      result.links.push({ organizationId: id, subCategoryId: second });
    }
  }
  return result;
}
