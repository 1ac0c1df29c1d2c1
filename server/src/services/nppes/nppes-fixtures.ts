import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { NppesError, parseNppesBody, type NppesPageSource } from './nppes-client.ts';

// Recorded registry responses, so the command can be shown and tested without the network.
// One file per taxonomy and state, `<code>-<STATE>.json`, holding the registry's answer
// (its real shape, `{result_count, results}` or `{Errors}`); pages are cut from it by
// limit and skip as the registry would.

export function fixtureFileName(taxonomyCode: string, state: string): string {
  return `${taxonomyCode.toUpperCase()}-${state.toUpperCase()}.json`;
}

/** The body the registry would send for this page of a recorded response. */
export function recordedPage(recorded: unknown, limit: number, skip: number): unknown {
  if (
    typeof recorded === 'object' &&
    recorded !== null &&
    Array.isArray((recorded as { results?: unknown }).results)
  ) {
    const results = (recorded as { results: unknown[] }).results.slice(skip, skip + limit);
    return { ...recorded, result_count: results.length, results };
  }
  return recorded;
}

export function createFixtureSource(directory: string): NppesPageSource {
  return {
    async fetchPage(query) {
      const file = path.join(directory, fixtureFileName(query.taxonomyCode, query.state));
      let recorded: unknown;
      try {
        recorded = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        const reason =
          (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreadable';
        throw new NppesError(`Recorded response ${reason}: ${file}`);
      }
      return parseNppesBody(recordedPage(recorded, query.limit, query.skip));
    },
  };
}
