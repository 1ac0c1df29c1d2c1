import {
  CTGOV_OPEN_STATUSES,
  MAX_IDS_PER_LOOKUP,
  NCT_ID_PATTERN,
  type CtGovClient,
} from './ctgov-client.ts';
import { loadSnapshot, type TrialSnapshot } from './snapshot.ts';
import { createMemoryTrialCache, type TrialCache } from './trial-cache.ts';

/** How long the registry's word on a study's status is taken as current. */
export const AVAILABILITY_TTL_MS = 6 * 60 * 60 * 1000;
/** An older word still beats none when the registry cannot be reached. */
export const AVAILABILITY_STALE_MS = 7 * 24 * 60 * 60 * 1000;

export interface TrialAvailabilityLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface TrialAvailability {
  /**
   * Whether each saved study still takes people: true while it is recruiting or about to,
   * false once it has closed or the registry no longer lists it. An id the registry could
   * not be asked about is left out: the caller shows it as saved, and claims nothing.
   */
  check(ids: readonly string[]): Promise<Map<string, boolean>>;
}

export interface TrialAvailabilityOptions {
  /** null when no registry is configured: the offline sample studies are the whole world. */
  client: CtGovClient | null;
  snapshot?: TrialSnapshot;
  cache?: TrialCache<boolean>;
  clock?: () => number;
  ttlMs?: number;
  /** A page waits at most this long for the registry before it shows what it knows. */
  timeoutMs?: number;
  logger?: TrialAvailabilityLogger;
}

const OPEN = new Set<string>(CTGOV_OPEN_STATUSES);

export function createTrialAvailability({
  client,
  snapshot = loadSnapshot(),
  clock = Date.now,
  cache = createMemoryTrialCache<boolean>({
    now: clock,
    maxEntries: 20_000,
    maxAgeMs: AVAILABILITY_STALE_MS,
  }),
  ttlMs = AVAILABILITY_TTL_MS,
  timeoutMs = 3000,
  logger = { warn: () => undefined },
}: TrialAvailabilityOptions): TrialAvailability {
  const sampleStatus = new Map(
    snapshot.studies.map((study) => [
      study.protocolSection.identificationModule.nctId,
      OPEN.has(study.protocolSection.statusModule?.overallStatus ?? ''),
    ]),
  );

  return {
    async check(ids) {
      const wanted = [...new Set(ids)].filter((id) => NCT_ID_PATTERN.test(id));
      const known = new Map<string, boolean>();
      if (!client) {
        // Offline, only the sample studies can be saved; anything else is not ours to judge.
        for (const id of wanted) {
          const open = sampleStatus.get(id);
          if (open !== undefined) known.set(id, open);
        }
        return known;
      }

      const stale = new Map<string, boolean>();
      const toAsk: string[] = [];
      for (const id of wanted) {
        const entry = await cache.get(id);
        if (entry && clock() - entry.storedAt.getTime() < ttlMs) known.set(id, entry.value);
        else {
          if (entry) stale.set(id, entry.value);
          toAsk.push(id);
        }
      }

      for (let start = 0; start < toAsk.length; start += MAX_IDS_PER_LOOKUP) {
        const batch = toAsk.slice(start, start + MAX_IDS_PER_LOOKUP);
        try {
          const answer = await client.findStudies(batch, AbortSignal.timeout(timeoutMs));
          const statuses = new Map(
            answer.studies.map((study) => [
              study.protocolSection.identificationModule.nctId,
              study.protocolSection.statusModule?.overallStatus ?? '',
            ]),
          );
          for (const id of batch) {
            // Absent from an answer that asked for it by number: withdrawn from the registry.
            const open = OPEN.has(statuses.get(id) ?? '');
            known.set(id, open);
            await cache.set(id, open);
          }
        } catch (error) {
          logger.warn(
            { err: error instanceof Error ? error.message : String(error), ids: batch.length },
            'ClinicalTrials.gov status look-up failed; showing the last known statuses',
          );
          for (const id of batch) {
            const last = stale.get(id);
            if (last !== undefined) known.set(id, last);
          }
        }
      }
      return known;
    },
  };
}
