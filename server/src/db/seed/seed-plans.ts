import type { Db } from '../client.ts';
import { runVersionedSeed, type VersionedSeedOptions } from './versioned-seed.ts';

export const PLANS_SEED_NAME = 'plans';

/** Seeds payment plans. */
export function seedPlans(db: Db, options: VersionedSeedOptions = {}) {
  return runVersionedSeed(db, PLANS_SEED_NAME, 'r0', options, async () => ({}));
}
