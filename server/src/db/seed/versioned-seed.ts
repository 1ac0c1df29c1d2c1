import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { seedRuns } from '../schema.ts';

export type SeedTx = Tx;

export interface VersionedSeedResult {
  name: string;
  version: string;
  /** True when this version was already applied and nothing was written. */
  skipped: boolean;
  counts: Record<string, number>;
  durationMs: number;
}

export interface VersionedSeedOptions {
  force?: boolean | undefined;
  log?: ((message: string) => void) | undefined;
}

/**
 * Runs `write` in one transaction under an advisory lock, unless seed_runs already holds
 * `version` for `name`; then records the version in the same transaction. Several instances
 * starting together write once; a failure records nothing. `write` must upsert, so a forced
 * re-run leaves the same rows.
 */
export async function runVersionedSeed(
  db: Db,
  name: string,
  version: string,
  options: VersionedSeedOptions,
  write: (tx: SeedTx) => Promise<Record<string, number>>,
): Promise<VersionedSeedResult> {
  const started = performance.now();
  const applied = async (executor: Db | SeedTx) => {
    const [row] = await executor
      .select({ version: seedRuns.version })
      .from(seedRuns)
      .where(eq(seedRuns.name, name));
    return row?.version === version;
  };
  if (!options.force && (await applied(db))) {
    return { name, version, skipped: true, counts: {}, durationMs: 0 };
  }
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed:${name}`}))`);
    // Another instance may have finished while this one waited for the lock.
    if (!options.force && (await applied(tx))) return null;
    const counts = await write(tx);
    await tx
      .insert(seedRuns)
      .values({ name, version })
      .onConflictDoUpdate({ target: seedRuns.name, set: { version, appliedAt: sql`now()` } });
    return counts;
  });
  const durationMs = Math.round(performance.now() - started);
  if (!result) return { name, version, skipped: true, counts: {}, durationMs };
  options.log?.(
    `${name} seed ${version}: ${Object.entries(result)
      .map(([table, count]) => `${count} ${table}`)
      .join(', ')} (${durationMs} ms)`,
  );
  return { name, version, skipped: false, counts: result, durationMs };
}
