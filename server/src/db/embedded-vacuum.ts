import type { Database } from './client.ts';

/** Every 6 hours; a run took 14-64 ms on the seeded database with a full trial cache (bench:memory). */
export const VACUUM_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface VacuumLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Vacuums the embedded database now and then every `intervalMs`, so that the space of deleted
 * and updated rows (sessions, the trial cache, the outbox) is used again instead of the files
 * growing for as long as the server runs. PostgreSQL does this itself: nothing to do there.
 * The returned stop() cancels the next run and waits for a running one.
 */
export function startEmbeddedVacuum(
  database: Pick<Database, 'vacuum'>,
  log: VacuumLog,
  intervalMs = VACUUM_INTERVAL_MS,
): () => Promise<void> {
  const { vacuum } = database;
  if (!vacuum) return async () => {};
  let running: Promise<void> | undefined;
  const run = () => {
    const started = performance.now();
    running = vacuum()
      .then(
        () => log.info({ ms: Math.round(performance.now() - started) }, 'database vacuumed'),
        (error: unknown) => log.error({ error: String(error) }, 'database vacuum failed'),
      )
      .finally(() => (running = undefined));
  };
  run();
  const timer = setInterval(() => {
    if (!running) run();
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
