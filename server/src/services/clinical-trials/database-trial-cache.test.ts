import { beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import { trialSearchCache } from '../../db/schema.ts';
import { createDatabaseTrialCache } from './database-trial-cache.ts';

describe.each(databaseKinds)('the trial search cache table on $kind', (kind) => {
  const database = useTestDatabase(kind);
  const START = Date.UTC(2026, 10, 26, 12);
  beforeEach(async () => {
    await database().db.delete(trialSearchCache);
  });

  async function keys() {
    const rows = await database()
      .db.select({ key: trialSearchCache.key })
      .from(trialSearchCache)
      .orderBy(trialSearchCache.key);
    return rows.map((row) => row.key);
  }

  it('keeps what it stores, and deletes rows past their lifetime on the next write', async () => {
    let now = START;
    const cache = createDatabaseTrialCache<{ n: number }>(database().db, {
      now: () => now,
      maxAgeMs: 60_000,
      pruneEvery: 1,
    });
    await cache.set('19104', { n: 1 });
    await cache.set('10001', { n: 2 });
    expect(await cache.get('19104')).toEqual({ value: { n: 1 }, storedAt: new Date(START) });
    now += 60_001;
    await cache.set('60601', { n: 3 });
    expect(await keys()).toEqual(['60601']);
  });

  it('holds at most its number of rows, the newest', async () => {
    let now = START;
    const cache = createDatabaseTrialCache<{ n: number }>(database().db, {
      now: () => now,
      maxEntries: 2,
      pruneEvery: 1,
    });
    for (const [index, zip] of ['11111', '22222', '33333'].entries()) {
      now = START + index * 1000;
      await cache.set(zip, { n: index });
    }
    expect(await keys()).toEqual(['22222', '33333']);
    // Storing a key again makes it the newest.
    now += 1000;
    await cache.set('22222', { n: 9 });
    now += 1000;
    await cache.set('44444', { n: 4 });
    expect(await keys()).toEqual(['22222', '44444']);
  });

  it('prunes on its first write and then every pruneEvery-th, not on each', async () => {
    let now = START;
    const cache = createDatabaseTrialCache<{ n: number }>(database().db, {
      now: () => now,
      maxEntries: 2,
      pruneEvery: 3,
    });
    const zips = ['11111', '22222', '33333', '44444', '55555', '66666', '77777'];
    const counts: number[] = [];
    for (const [index, zip] of zips.entries()) {
      now = START + index * 1000;
      await cache.set(zip, { n: index });
      counts.push((await keys()).length);
    }
    // Writes 1, 4 and 7 prune down to the 2 newest; between them the table holds at most
    // maxEntries + pruneEvery - 1 rows.
    expect(counts).toEqual([1, 2, 3, 2, 3, 4, 2]);
    expect(await keys()).toEqual(['66666', '77777']);
  });
});
