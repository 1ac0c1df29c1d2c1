// Guide search latency on the embedded database: an in-memory PGlite with the seeded
// catalogue and guides (never ./data), the queries people type (several words, typos,
// Spanish, abbreviations) and the situations of the public test set (guide-search-set.ts, in
// both languages), one at a time as PGlite serves them. Prints p50, p95, p99 and max of
// searchGuides(), after an unmeasured warm-up; exits 1 when p99 is over the budget.
// Usage: npm run bench:search [-- --rounds 5] [-- --budget 50]
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/src/db/client.ts';
import { seedCatalog } from '../server/src/db/seed/seed-catalog.ts';
import { seedGuides } from '../server/src/db/seed/seed-guides.ts';
import { searchGuides } from '../server/src/services/catalog/guide-search.ts';
import { ENGLISH_CASES, SPANISH_CASES } from '../server/src/services/catalog/guide-search-set.ts';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    budget: { type: 'string', default: '50' },
  },
});

const QUERIES = [
  'eye drops for glaucoma',
  'learning to cook',
  'jobs for blind people',
  'reading the newspaper',
  'glaukoma',
  'cataracs',
  'braile',
  'audio books',
  'books on tape',
  'macular degeneration',
  'AMD',
  'screen reader for my phone',
  'lectores de pantalla',
  'perros guía',
  'bastón blanco leyes de texas',
  'como leer el periódico',
  'rehabilitacion vocacional',
  'paratransit',
  'social security disability',
  'white cane',
  ...[...ENGLISH_CASES, ...SPANISH_CASES].map((entry) => entry.q),
];

const database = await openDatabase({ dataDir: null });
try {
  await seedCatalog(database.db);
  await seedGuides(database.db);
  const search = (q: string) =>
    searchGuides(database.db, q, { limit: 20, hiddenCategoryIds: [11] });
  for (const q of QUERIES) await search(q);

  const times: number[] = [];
  for (let round = 0; round < Number(flags.rounds); round += 1) {
    for (const q of QUERIES) {
      const started = performance.now();
      await search(q);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)]!;
  const row = {
    queries: times.length,
    'p50 ms': Number(at(0.5).toFixed(1)),
    'p95 ms': Number(at(0.95).toFixed(1)),
    'p99 ms': Number(at(0.99).toFixed(1)),
    'max ms': Number(times.at(-1)!.toFixed(1)),
  };
  console.table([row]);
  const budget = Number(flags.budget);
  if (row['p99 ms'] > budget) {
    console.error(`Guide search p99 ${row['p99 ms']} ms is over the ${budget} ms budget.`);
    process.exitCode = 1;
  } else {
    console.log(`Guide search p99 ${row['p99 ms']} ms, within the ${budget} ms budget.`);
  }
} finally {
  await database.close();
}
