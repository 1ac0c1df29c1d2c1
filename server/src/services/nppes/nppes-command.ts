import { parseArgs } from 'node:util';
import type { Db } from '../../db/client.ts';
import { STATE_CODES } from '../../../../src/contracts/us-states.ts';
import { UsageError } from '../data-command.ts';
import { searchTaxonomy, type NppesPageSource, type NppesProvider } from './nppes-client.ts';
import { importNppesProviders, type NppesImportReport } from './nppes-import.ts';
import { findTaxonomy, LOW_VISION_TAXONOMIES, type LowVisionTaxonomy } from './taxonomies.ts';

// The work behind scripts/nppes-providers.ts, apart from opening the database, so tests
// can drive it against a fake registry.

/** The 50 states and DC: the directory is for the United States. */
export const NPPES_STATES = STATE_CODES;

export const NPPES_USAGE = `Usage: npm run nppes:providers -- --state PA [--state NJ ...] [--taxonomy 152WL0500X ...]
       [--dry-run] [--fixtures <dir>] [--retrieved-on YYYY-MM-DD]
  --state         two-letter code of a state or DC (repeatable, at least one; "all" for every one)
  --taxonomy      152WL0500X, 225XL0004X or 225CX0006X (repeatable; default all three)
  --dry-run       fetch and count, write nothing
  --fixtures      read recorded responses (<code>-<STATE>.json) instead of the registry
  --retrieved-on  the date recorded as verified_at (default today; use the recording date with --fixtures)`;

export interface NppesCommandOptions {
  states: string[];
  taxonomies: LowVisionTaxonomy[];
  dryRun: boolean;
  fixtures: string | undefined;
  retrievedOn: string;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function parseNppesArgs(argv: string[], today = new Date()): NppesCommandOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        state: { type: 'string', multiple: true },
        taxonomy: { type: 'string', multiple: true },
        'dry-run': { type: 'boolean', default: false },
        fixtures: { type: 'string' },
        'retrieved-on': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const requested = (values.state ?? []).map((state) => state.trim().toUpperCase());
  if (requested.length === 0) throw new UsageError('Name at least one --state');
  const states = requested.includes('ALL') ? [...NPPES_STATES] : [...new Set(requested)];
  const unknown = states.filter((state) => !(NPPES_STATES as readonly string[]).includes(state));
  if (unknown.length > 0) throw new UsageError(`Not a state or DC: ${unknown.join(', ')}`);
  const taxonomies: LowVisionTaxonomy[] = [];
  for (const code of values.taxonomy ?? LOW_VISION_TAXONOMIES.map((entry) => entry.code)) {
    const taxonomy = findTaxonomy(code.trim());
    if (!taxonomy) throw new UsageError(`Not one of the low-vision taxonomies: ${code}`);
    if (!taxonomies.includes(taxonomy)) taxonomies.push(taxonomy);
  }
  const retrievedOn = values['retrieved-on'] ?? today.toISOString().slice(0, 10);
  if (!isCalendarDate(retrievedOn)) throw new UsageError('--retrieved-on takes YYYY-MM-DD');
  return {
    states,
    taxonomies,
    dryRun: values['dry-run'] ?? false,
    fixtures: values.fixtures,
    retrievedOn,
  };
}

export interface NppesRunResult extends NppesImportReport {
  fetched: number;
  filteredOut: number;
  requests: number;
  /** Searches that may have had more providers than one search can reach. */
  truncated: string[];
}

/**
 * Fetches every search first, then writes in one transaction: a registry failure halfway
 * leaves the database as it was.
 */
export async function runNppesProviders(
  db: Db,
  source: NppesPageSource,
  options: Pick<NppesCommandOptions, 'states' | 'taxonomies' | 'dryRun' | 'retrievedOn'> & {
    pageSize?: number;
    log?: (line: string) => void;
  },
): Promise<NppesRunResult> {
  const log = options.log ?? (() => {});
  const providers: NppesProvider[] = [];
  let filteredOut = 0;
  let requests = 0;
  const truncated: string[] = [];
  for (const state of options.states) {
    for (const taxonomy of options.taxonomies) {
      const found = await searchTaxonomy(source, taxonomy, state, options.pageSize);
      log(
        `${state} ${taxonomy.code}: ${found.providers.length} providers` +
          (found.filteredOut ? `, ${found.filteredOut} without the code left out` : ''),
      );
      providers.push(...found.providers);
      filteredOut += found.filteredOut;
      requests += found.requests;
      if (found.truncated) truncated.push(`${state} ${taxonomy.code}`);
    }
  }
  const report = await importNppesProviders(db, providers, {
    retrievedOn: options.retrievedOn,
    dryRun: options.dryRun,
  });
  return { ...report, fetched: providers.length, filteredOut, requests, truncated };
}
