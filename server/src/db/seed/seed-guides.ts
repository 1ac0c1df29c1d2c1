import type { Db } from '../client.ts';
import { runVersionedSeed, type VersionedSeedOptions } from './versioned-seed.ts';

export const GUIDES_SEED_NAME = 'guides';

/** Seeds guide intros and guide content (content issue deepens it). */
export function seedGuides(db: Db, options: VersionedSeedOptions = {}) {
  return runVersionedSeed(db, GUIDES_SEED_NAME, 'r0', options, async () => ({}));
}
