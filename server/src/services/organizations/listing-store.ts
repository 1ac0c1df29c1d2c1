import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedText } from '../../db/prepared-text.ts';
import type { OrganizationFilters } from './find-organizations.ts';
import { ListingSnapshot } from './listing-snapshot.ts';

export interface ListingStoreOptions {
  /**
   * How long a check of listing_generation vouches for the copy. 0 checks before every
   * search, so a search always sees every write committed before it began.
   */
  maxStalenessMs: number;
  /** After a failed read of the listings, how long the database answers before a retry. */
  retryAfterMs?: number;
  /** Told when reading the listings failed; the searches go on in SQL meanwhile. */
  onLoadError?: (error: unknown) => void;
  /** A clock in milliseconds (tests move it). */
  now?: () => number;
}

const readGeneration = preparedText(
  'vh_listing_generation',
  sql`select generation::text from listing_generation`,
);

/**
 * This instance's copy of the listings (ADR 021). A search is answered from memory only
 * when listing_generation matched the copy's at a check at most `maxStalenessMs` before the
 * search arrived; otherwise `list` answers undefined and the caller runs the statement, so
 * an answer is never older than that. A changed generation starts a new read of the
 * listings in the background, and the database answers until it is done. Nothing waits for
 * the copy: a cold start or a failed read only means searches in SQL.
 */
export class ListingStore {
  private snapshot: ListingSnapshot | undefined;
  /** When the check that last matched the copy began (performance clock). */
  private checkedAt = -Infinity;
  private check: { startedAt: number; generation: Promise<number> } | undefined;
  private loading: Promise<void> | undefined;
  private failedAt = -Infinity;
  private closed = false;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: ListingStoreOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
  }

  /** The answer from memory (JSON in UTF-8), or undefined when the caller must ask the database. */
  async list(
    subCategoryId: number,
    filters: OrganizationFilters,
    excludeId?: number,
  ): Promise<Buffer | undefined> {
    if (this.closed) return undefined;
    const arrivedAt = this.now();
    if (!(await this.isFresh(arrivedAt))) return undefined;
    return this.snapshot?.listJson(subCategoryId, filters, excludeId);
  }

  /** Resolves when the read of the listings under way, if any, is done. */
  async settled(): Promise<void> {
    await this.loading;
  }

  /** Waits for a read of the listings in progress; afterwards the database answers every search. */
  async close(): Promise<void> {
    this.closed = true;
    await this.settled();
    await this.check?.generation.catch(() => {});
  }

  private async isFresh(arrivedAt: number): Promise<boolean> {
    if (!this.snapshot) {
      this.reload();
      return false;
    }
    const window = this.options.maxStalenessMs;
    if (arrivedAt - this.checkedAt < window) return true;
    // A check that began within the window vouches for this search too.
    if (!this.check || arrivedAt - this.check.startedAt >= window) {
      const startedAt = this.now();
      const check = {
        startedAt,
        generation: readGeneration(this.db, {}).then((text) => Number(text)),
      };
      this.check = check;
      void check.generation
        .finally(() => {
          if (this.check === check) this.check = undefined;
        })
        .catch(() => {});
    }
    const { startedAt, generation: pending } = this.check;
    // A failed check leaves the search to the statement, which reports the database's error.
    const generation = await pending.catch(() => undefined);
    if (generation === this.snapshot?.generation) {
      this.checkedAt = Math.max(this.checkedAt, startedAt);
      return true;
    }
    this.checkedAt = -Infinity;
    this.reload();
    return false;
  }

  /** Reads the listings again unless a read is under way, failed recently or the store closed. */
  private reload(): void {
    if (this.loading || this.closed) return;
    const retryAfter = this.options.retryAfterMs ?? 5_000;
    if (this.now() - this.failedAt < retryAfter) return;
    const startedAt = this.now();
    this.loading = ListingSnapshot.load(this.db)
      .then((snapshot) => {
        this.snapshot = snapshot;
        // The read's transaction began after startedAt: its generation was current then.
        this.checkedAt = startedAt;
      })
      .catch((error: unknown) => {
        this.failedAt = this.now();
        if (!this.closed) this.options.onLoadError?.(error);
      })
      .finally(() => {
        this.loading = undefined;
      });
  }
}
