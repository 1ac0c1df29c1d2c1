import type { Db } from '../client.ts';
import { runVersionedSeed, type VersionedSeedOptions } from './versioned-seed.ts';

export const ORGANIZATIONS_SEED_NAME = 'organizations';

/** Seeds organisations and their sub-categories. */
export function seedOrganizations(db: Db, options: VersionedSeedOptions = {}) {
  return runVersionedSeed(db, ORGANIZATIONS_SEED_NAME, 'r0', options, async () => ({}));
}
