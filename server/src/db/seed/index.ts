import type { Db } from '../client.ts';
import { seedGeography, type GeographySeedOptions, type SeedResult } from './seed-geography.ts';

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
 * Fills the reference tables (today: geography) once per version. Call it after the
 * migrations, at start-up: when every seed's version is already recorded in seed_runs it
 * only reads that table. Safe to run from several instances at once.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult[]> {
  const { force, log } = options;
  return [await seedGeography(db, { ...options.geography, force, log })];
}
