import { readFileSync } from 'node:fs';
import { ctGovSearchResponseSchema, type CtGovStudy } from './ctgov-types.ts';

/**
 * The offline default: invented studies in the exact v2 shape (NCT0000000x ids, "Sample ..."
 * facilities, 555-01xx phones, example.org e-mails). Answers built from it say
 * source: 'sample' so the interface labels them as sample data.
 */
export interface TrialSnapshot {
  studies: CtGovStudy[];
  /** When the snapshot file was written; reported as retrievedAt for sample answers. */
  createdAt: string;
}

export const SNAPSHOT_CREATED_AT = '2026-11-21T00:00:00.000Z';

const SNAPSHOT_FILE = new URL('./snapshot/studies.json', import.meta.url);

let loaded: TrialSnapshot | undefined;

/** Reads and validates snapshot/studies.json once; throws if the file is not the v2 shape. */
export function loadSnapshot(): TrialSnapshot {
  loaded ??= {
    studies: ctGovSearchResponseSchema.parse(JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8')))
      .studies,
    createdAt: SNAPSHOT_CREATED_AT,
  };
  return loaded;
}
