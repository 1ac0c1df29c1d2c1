import type { Db } from '../client.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedGeography, type GeographySeedOptions, type SeedResult } from './seed-geography.ts';
import { seedGuides } from './seed-guides.ts';
import { seedOrganizations } from './seed-organizations.ts';
import { seedPlans } from './seed-plans.ts';
import { seedSurveys } from './seed-surveys.ts';

export {
  GEOGRAPHY_ATTRIBUTION,
  GEOGRAPHY_SEED_NAME,
  GEOGRAPHY_SEED_REVISION,
  geographySeedVersion,
  loadGeographySource,
  seedGeography,
  type GeographySeedOptions,
  type GeographySource,
  type SeedResult,
} from './seed-geography.ts';

export interface SeedOptions {
  /** Re-apply every seed even when seed_runs already holds its version. */
  force?: boolean;
  /** Progress messages (e.g. the app logger's info); default: silent. */
  log?: (message: string) => void;
  /** Options for the geography seed alone (tests: version, loadSource, batchSize). */
  geography?: Omit<GeographySeedOptions, 'force' | 'log'>;
}

/**
 * Fills the reference tables once per version, in dependency order (organisations refer to
 * sub-categories, guides to categories). Call it after the
 * migrations, at start-up: when every seed's version is already recorded in seed_runs it
 * only reads that table. Safe to run from several instances at once.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult[]> {
  const { force, log } = options;
  const results: SeedResult[] = [await seedGeography(db, { ...options.geography, force, log })];
  for (const seed of [seedCatalog, seedGuides, seedOrganizations, seedSurveys, seedPlans]) {
    results.push(await seed(db, { force, log }));
  }
  return results;
}
