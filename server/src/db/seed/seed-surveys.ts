import type { Db } from '../client.ts';
import { runVersionedSeed, type VersionedSeedOptions } from './versioned-seed.ts';

export const SURVEYS_SEED_NAME = 'surveys';

/** Seeds surveys 1 and 2 with questions and choices. */
export function seedSurveys(db: Db, options: VersionedSeedOptions = {}) {
  return runVersionedSeed(db, SURVEYS_SEED_NAME, 'r0', options, async () => ({}));
}
