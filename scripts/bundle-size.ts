// Measures the JavaScript a first visit to a route downloads (entry + the route's lazy chunk and
// everything they import statically), gzip -9, from the production build's manifest; and what a
// signed-in page's shell names besides (ADR 060).
// Usage: npm run bench:size [-- --budget KB]   (exits 1 when the home route exceeds the budget)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  PAGES_DIR,
  PAGES_MANIFEST,
  type PagesManifest,
} from '../server/src/plugins/prerendered-pages.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const dist = path.resolve('dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const gzipKb = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** The source files bundled into `file`, from its source map (none for the bundler's helper). */
function sourcesOf(file: string): string[] {
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  return (JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
}

// A route's page chunk, and the shell's and the page's strings in one language (see
// src/app/routes.tsx and src/i18n/namespace-loader.ts).
const SHELL_STRINGS = 'src/i18n/en/index.ts';
const routes: Record<string, string[]> = {
  home: [SHELL_STRINGS, 'src/features/marketing/home-page.tsx', 'src/i18n/en/home.ts'],
  'our-team': [
    SHELL_STRINGS,
    'src/features/marketing/our-team-page.tsx',
    'src/i18n/en/marketing.ts',
  ],
  'terms-of-use': [
    SHELL_STRINGS,
    'src/features/marketing/terms-page.tsx',
    'src/i18n/en/marketing.ts',
  ],
  commands: [
    SHELL_STRINGS,
    'src/features/commands/commands-page.tsx',
    'src/i18n/en/commands.ts',
    'src/i18n/en/organizations.ts',
    'src/i18n/en/categories.ts',
  ],
  dashboard: [
    SHELL_STRINGS,
    'src/features/dashboard/dashboard-page.tsx',
    'src/i18n/en/dashboard.ts',
  ],
  payment: [SHELL_STRINGS, 'src/features/payments/payment-page.tsx', 'src/i18n/en/payments.ts'],
  admin: [SHELL_STRINGS, 'src/features/admin/admin-page.tsx', 'src/i18n/en/admin.ts'],
};

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entry) throw new Error('No entry chunk in the build manifest: run `npm run build` first.');
for (const key of Object.values(routes).flat()) {
  if (!manifest[key]) throw new Error(`${key} is not a chunk of the build: update this script.`);
}

/**
 * What a signed-in page's shell names besides (the session's resumption, the current user's
 * contract, the header's menus), in English: a returning client's visit fetched them as the app
 * started before; with the entry now.
 */
const shellPreloads =
  (JSON.parse(readFileSync(path.join(dist, PAGES_DIR, PAGES_MANIFEST), 'utf8')) as PagesManifest)
    .shellPreloads ?? {};
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const SHELLS: Record<string, string> = { dashboard: '/client/dashboard', payment: '/payment' };
const shellChunks = (route: string): string[] => {
  const pattern = SHELLS[route];
  if (!pattern) return [];
  const files = shellPreloads[pattern]?.en;
  if (!files) throw new Error(`The build names no preloads in ${pattern}'s shell.`);
  return files.map((file) => {
    const key = keyOfFile.get(file.slice(1));
    if (!key)
      throw new Error(`${pattern}'s shell names ${file}, which the manifest does not know.`);
    return key;
  });
};

const rows = Object.entries(routes).map(([name, chunks]) => {
  const files = closure([entry, ...chunks]);
  const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
  return { route: name, files: files.size, 'js gzip kB': Number(total.toFixed(1)) };
});
console.table(rows);

for (const name of Object.keys(SHELLS)) {
  const page = closure([entry, ...routes[name]!]);
  const more = [...closure(shellChunks(name))].filter((file) => !page.has(file));
  const kb = more.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`${name}'s shell also names ${more.length} files, ${kb.toFixed(1)} kB gzip.`);
}

// Fetched as soon as the shell runs, after the first paint (src/app/layout/app-header.tsx).
const HEADER_MENUS = 'src/app/layout/header-menus.tsx';
if (!manifest[HEADER_MENUS]) throw new Error(`${HEADER_MENUS} is not a chunk of the build.`);
const homeFiles = closure([entry, ...routes.home!]);
const afterPaint = [...closure([HEADER_MENUS])].filter((file) => !homeFiles.has(file));
console.log(
  `Then, once the shell runs: the header menus, ` +
    `${afterPaint.reduce((sum, file) => sum + gzipKb(file), 0).toFixed(1)} kB gzip more.`,
);

/**
 * Libraries a public page's first load must never carry: the sign-in client, zod, Stripe,
 * maplibre and speech. Read from the source maps, so a library is found whatever chunk it
 * was bundled into.
 */
const NEVER_ON_PUBLIC_FIRST_LOAD = [
  '@auth0/auth0-spa-js',
  'zod',
  '@stripe/stripe-js',
  '@stripe/react-stripe-js',
  'maplibre-gl',
  'react-speech-recognition',
];
const publicPages = Object.keys(manifest).filter(
  (key) =>
    /^src\/features\/marketing\/.*-page\.tsx$/.test(key) ||
    key === 'src/features/commands/commands-page.tsx',
);
const leaks = publicPages.flatMap((pageKey) =>
  [...closure([entry, pageKey])].flatMap((file) => {
    const sources = sourcesOf(file);
    return NEVER_ON_PUBLIC_FIRST_LOAD.filter((library) =>
      sources.some((source) => source.includes(`node_modules/${library}/`)),
    ).map((library) => `${pageKey} loads ${library} (${file})`);
  }),
);
if (publicPages.length < 10 || leaks.length > 0) {
  console.error(
    leaks.length > 0
      ? leaks.join('\n')
      : 'Public pages not found in the manifest: update this script.',
  );
  process.exit(1);
}
console.log(
  `${publicPages.length} public pages: none loads ${NEVER_ON_PUBLIC_FIRST_LOAD.join(', ')} first.`,
);

/**
 * A heavy library that must load only where it is needed, and only on demand: no entry or route
 * chunk reaches its chunks by static imports, and only `importers` import its `module`.
 */
function checkOnDemand(name: string, marker: string, module: string, where: string): boolean {
  const files = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(path.join(dist, file), 'utf8').includes(marker)),
  );
  const problems: string[] = [];
  if (files.size === 0 || !manifest[module]) {
    problems.push(`no ${name} chunk in the build: this check would prove nothing`);
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!(chunk.isEntry || chunk.isDynamicEntry) || key === module) continue;
    const reached = [...closure([key])].filter((file) => files.has(file));
    if (reached.length > 0) problems.push(`${key} loads ${name}'s code (${reached.join(', ')})`);
  }
  if (problems.length > 0) {
    console.error(`${name} must load only ${where}:\n  ${problems.join('\n  ')}`);
    return false;
  }
  console.log(`${name}'s code (${files.size} chunk) loads only ${where}, on demand.`);
  return true;
}

const STRIPE_FORM = 'src/features/payments/stripe-card-form.tsx';
const MAP = 'src/features/categories/map/organization-map.tsx';
const stripeImporters = Object.entries(manifest)
  .filter(([, chunk]) => chunk.dynamicImports?.includes(STRIPE_FORM))
  .map(([key]) => key);
if (stripeImporters.join() !== 'src/features/payments/payment-page.tsx') {
  console.error(`The Stripe form is imported by ${stripeImporters.join(', ') || 'nothing'}`);
  process.exit(1);
}
/**
 * A part of the app that loads when first used (issue 41): no entry or page chunk reaches it by
 * static imports, only the lazy parts named in `alsoFrom`.
 */
function checkLoadedWhenUsed(name: string, module: string, alsoFrom: string[] = []): boolean {
  const file = manifest[module]?.file;
  if (!file) {
    console.error(`${module} is not a chunk of the build: update this script.`);
    return false;
  }
  const reachedFrom = Object.entries(manifest)
    .filter(([key, chunk]) => (chunk.isEntry || chunk.isDynamicEntry) && key !== module)
    .filter(([key]) => !alsoFrom.includes(key) && closure([key]).has(file))
    .map(([key]) => key);
  if (reachedFrom.length > 0) {
    console.error(`${name} must load only when used; it is loaded with ${reachedFrom.join(', ')}`);
    return false;
  }
  return true;
}
const whenUsed = [
  checkLoadedWhenUsed('The command layer', 'src/features/commands/command-layer.tsx', [
    'src/features/commands/voice-control.tsx',
  ]),
  checkLoadedWhenUsed('Voice', 'src/features/commands/voice-control.tsx'),
  checkLoadedWhenUsed('The header search', 'src/features/search/global-search.tsx'),
];
if (whenUsed.includes(false)) process.exit(1);
console.log('The command layer, voice and the header search load only when used.');

// Every signed-in page checks the user the API answers against current-user.ts; the profile
// forms' rules in users.ts, dozens of zod schemas, load only with the pages that use them
// (a 55–63 ms task after the dashboard's first paint at the machine, ADR 049).
const bundles = (file: string, module: string) =>
  sourcesOf(file).some((source) => source.endsWith(module));
// A shared chunk (the payment return page imports it too), so found by its source map.
const currentUser = Object.keys(manifest).find((key) =>
  bundles(manifest[key]!.file, 'src/contracts/current-user.ts'),
);
if (!currentUser) {
  console.error('src/contracts/current-user.ts is in no chunk of the build: update this script.');
  process.exit(1);
}
const withProfileRules = [...closure([currentUser])].filter((file) =>
  bundles(file, 'src/contracts/users.ts'),
);
if (withProfileRules.length > 0) {
  console.error(`The current user's contract loads users.ts (${withProfileRules.join(', ')})`);
  process.exit(1);
}
console.log("The current user's contract loads without the profile forms' rules.");

const onDemand = [
  checkOnDemand('Stripe', 'js.stripe.com', STRIPE_FORM, 'on /payment'),
  // maplibre's own class names; the map module is the only one that imports it.
  checkOnDemand('maplibre', 'maplibregl-canvas', MAP, 'beside an organisation list'),
  // The console's own API paths: no other page calls them.
  checkOnDemand(
    'The operator console',
    '/api/v1/admin/organizations',
    'src/features/admin/admin-page.tsx',
    'on /admin',
  ),
];
if (onDemand.includes(false)) process.exit(1);

// The map screen: the page, its strings, and the map with maplibre once the list has arrived.
const mapRoute = closure([
  entry,
  SHELL_STRINGS,
  'src/features/categories/organization-map-page.tsx',
  'src/i18n/en/categories.ts',
  'src/i18n/en/organizations.ts',
]);
const mapFiles = new Set([...mapRoute, ...closure([MAP])]);
const mapKb = (files: Set<string>) =>
  [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipKb(file), 0);
console.log(
  `Map screen: ${mapKb(mapRoute).toFixed(1)} kB gzip before the map, ` +
    `${mapKb(mapFiles).toFixed(1)} kB with it (plus maplibre's worker, loaded by the map).`,
);

const budgetIndex = process.argv.indexOf('--budget');
if (budgetIndex > 0) {
  const budget = Number(process.argv[budgetIndex + 1]);
  const home = rows[0]!['js gzip kB'];
  if (home > budget) {
    console.error(`Home route loads ${home} kB of gzipped JavaScript; the budget is ${budget} kB.`);
    process.exit(1);
  }
  console.log(`Home route: ${home} kB gzip, within the ${budget} kB budget.`);
}
