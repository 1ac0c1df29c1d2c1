import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { loadEnv as loadServerEnv } from './server/src/env.ts';
import { INTL_WARM_UP, INTL_WARM_UP_PATH } from './server/src/plugins/intl-warm-up.ts';
import { MODULE_CHUNKS } from './server/src/plugins/prerendered-pages.ts';
import { injectConfig } from './server/src/plugins/spa.ts';

// In development Vite serves index.html, so it injects the same runtime configuration the
// server injects in production, and serves the Intl warm-up the page then asks for.
function runtimeConfig(): Plugin {
  return {
    name: 'runtime-config',
    apply: 'serve',
    transformIndexHtml: (html) => injectConfig(html, loadServerEnv()),
    configureServer: (server) => {
      server.middlewares.use(INTL_WARM_UP_PATH, (_request, response) => {
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(INTL_WARM_UP);
      });
    },
  };
}

/**
 * Beside Vite's manifest, which names chunks by their entry module: the chunk each source module
 * ended up in (a module several chunks import sits in a shared chunk the manifest names only by
 * its file). scripts/prerender.ts reads it to name a page's start code in its HTML (ADR 060).
 */
function moduleChunks(): Plugin {
  return {
    name: 'module-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunkOf: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          chunkOf[path.relative(process.cwd(), id).split(path.sep).join('/')] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS, source: JSON.stringify(chunkOf) });
    },
  };
}

const apiPort = process.env.PORT ?? '8080';

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
const API_TESTS = ['server/**/*.test.ts'];
/**
 * The test files under `folders` that replace a module with vi.mock. The other files of a
 * project share one environment and module graph per worker (no isolation): a file no longer
 * pays for a new jsdom and a fresh import of React, React Aria and the dictionaries, or of the
 * server. Measured alone on a 2-core machine, the unit files took 179 -> 97 s (CPU 235 -> 94 s)
 * and the API files 325 -> 247 s (CPU 515 -> 361 s). A mock cannot replace a module another
 * file has already imported, so these run isolated; found by reading the files, so a new one
 * needs no list.
 */
function mockingTests(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`)
      .filter((file) => /\bvi\.(do)?mock\(/i.test(readFileSync(file, 'utf8'))),
  );
}
const MOCKING_UNIT_TESTS = mockingTests(['src', 'scripts']);
const MOCKING_API_TESTS = mockingTests(['server']);

export default defineConfig({
  plugins: [
    react(),
    runtimeConfig(),
    moduleChunks(),
    // React Aria ships its built-in strings for 30+ locales; we speak English and Spanish.
    // Keeping the language (not just en-US/es-US) keeps every regional variant's strings.
    { ...optimizeLocales.vite({ locales: ['en', 'es'] }), enforce: 'pre' },
  ],
  server: {
    proxy: {
      '/api': `http://localhost:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by scripts/bundle-size.ts to measure what each route loads.
    manifest: true,
    // Current browsers preload modules themselves (Safari since 17, Firefox since 115; an older
    // one fetches a module when it is imported, a little later). The polyfill watched every
    // node added to the document (a MutationObserver on the whole page) while React drew it.
    modulePreload: { polyfill: false },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine,
    // where most API files wait on PostgreSQL, a child server or Java (EPUBCheck) rather than
    // the CPU. Two workers there took the unit and API run from 1,025 s to 761 s with other
    // work on the machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // jsdom cannot compute ::before/::after styles; the virtual screen reader asks anyway.
    onConsoleLog: (log: string) => !log.includes('getComputedStyle() method: with pseudo-elements'),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: UNIT_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING_UNIT_TESTS],
          isolate: false,
          setupFiles: ['src/testing/setup.ts'],
          // Vitest's 5 s is a fast machine's: a screen-reader test takes 1-2 s on a 2-core
          // CI machine beside the API files. A timeout only bounds a hang; it is not a budget.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-mocking',
          environment: 'jsdom',
          include: MOCKING_UNIT_TESTS,
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: API_TESTS,
          exclude: [...configDefaults.exclude, ...MOCKING_API_TESTS],
          isolate: false,
          // Says which tests were left out for want of TEST_DATABASE_URL / TEST_REDIS_URL.
          globalSetup: ['server/test/left-out.ts'],
          // Many of these start servers, scripts or Java: a file that spawns three tsx scripts
          // took 21-30 s on a busy 2-core CI machine. Timeouts bound hangs; they are not budgets.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      ...(MOCKING_API_TESTS.length > 0
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-mocking',
                environment: 'node',
                include: MOCKING_API_TESTS,
                globalSetup: ['server/test/left-out.ts'],
                testTimeout: 120_000,
                hookTimeout: 180_000,
              },
            },
          ]
        : []),
    ],
  },
});
