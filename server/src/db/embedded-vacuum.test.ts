import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { trialSearchCache } from './schema.ts';
import { sqlRows } from './sql-rows.ts';
import { startEmbeddedVacuum } from './embedded-vacuum.ts';

const pglite = databaseKinds.find((kind) => kind.kind === 'pglite')!;

describe('vacuuming the embedded database', () => {
  const database = useTestDatabase(pglite);

  const tableBytes = async () => {
    const [row] = await sqlRows<{ bytes: string }>(
      database().db,
      sql`select pg_total_relation_size('trial_search_cache')::text as bytes`,
    );
    return Number(row?.bytes);
  };
  /** Replaces every row of the trial cache with 2,000 new ones, as a busy cache does. */
  const churn = async (round: number) => {
    await database().db.delete(trialSearchCache);
    const value = { studies: 'x'.repeat(400) };
    for (let start = 0; start < 2_000; start += 500) {
      await database()
        .db.insert(trialSearchCache)
        .values(Array.from({ length: 500 }, (_, i) => ({ key: `${round}:${start + i}`, value })));
    }
  };

  it('lets the space of deleted rows be used again: without it the files only grow', async () => {
    await churn(0);
    const first = await tableBytes();
    await churn(1);
    const withoutVacuum = await tableBytes();
    expect(withoutVacuum).toBeGreaterThan(first * 1.5);

    await database().vacuum!();
    await churn(2);
    await database().vacuum!();
    await churn(3);
    // Rounds 2 and 3 reused the space rounds 0 and 1 left (without the vacuums the table would
    // be twice round 1's size; the indexes keep a little more).
    expect(await tableBytes()).toBeLessThan(withoutVacuum * 1.2);
  });

  it('runs at start and then on its interval, logs how long it took, and stops', async () => {
    let runs = 0;
    const lines: string[] = [];
    const stop = startEmbeddedVacuum(
      {
        vacuum: async () => {
          runs += 1;
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      },
      { info: (_details, message) => lines.push(message), error: () => {} },
      30,
    );
    expect(runs).toBe(1);
    await expect.poll(() => runs).toBeGreaterThanOrEqual(3);
    await stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(stoppedAt);
    expect(lines).toContain('database vacuumed');
  });

  it('does nothing on PostgreSQL, whose autovacuum does it', async () => {
    vi.useFakeTimers();
    try {
      const log = { info: vi.fn(), error: vi.fn() };
      // A database without vacuum(), as openDatabase returns for PostgreSQL (checked below).
      const stop = startEmbeddedVacuum({}, log, 10);
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(100);
      expect(log.info).not.toHaveBeenCalled();
      expect(log.error).not.toHaveBeenCalled();
      await expect(stop()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

const postgres = databaseKinds.find((kind) => kind.kind === 'postgres');
if (postgres) {
  describe('a real PostgreSQL', () => {
    const database = useTestDatabase(postgres);

    it('has no vacuum() for the embedded vacuum to run', () => {
      expect(database().vacuum).toBeUndefined();
    });
  });
}
