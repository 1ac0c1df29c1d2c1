// Prerenders every public page in each language into dist/.pages/ (served by
// server/src/plugins/spa.ts), from the server build of src/app/prerender.tsx.
// Run by `npm run build` after both Vite builds.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { htmlLang, LANGUAGES, type Language } from '../src/i18n/dictionaries.ts';
// The shell's strings in both languages, for the too-many-requests page below.
import '../src/i18n/namespaces/core.ts';
import { translate } from '../src/i18n/translate.ts';
import type * as Prerender from '../src/app/prerender.tsx';
import {
  MODULE_CHUNKS,
  modulePreload,
  PAGES_DIR,
  PAGES_MANIFEST,
  ROOT_PLACEHOLDER,
  pageFileName,
  RETRY_HREF_PLACEHOLDER,
  type PagesManifest,
} from '../server/src/plugins/prerendered-pages.ts';

const dist = path.resolve('dist');
const serverBuild = path.resolve('build/prerender/prerender.js');
const {
  renderPage,
  prerenderedPaths,
  clientRenderedPaths,
  NOT_FOUND_PATH,
  hydrationModules,
  signedInPaths,
  signedInStartModules,
} = (await import(pathToFileURL(serverBuild).href)) as typeof Prerender;

const template = await readFile(path.join(dist, 'index.html'), 'utf8');
if (!template.includes(ROOT_PLACEHOLDER)) throw new Error('dist/index.html has no empty #root');

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The built page's entry script and its module preloads, one run of tags in <head>. */
const SCRIPTS = /<script type="module"[^>]*><\/script>\s*(?:<link rel="modulepreload"[^>]*>\s*)*/;
let scriptsMoved = 0;

/** The build's manifest (Vite's `build.manifest`): each module's chunk and what it imports. */
interface Chunk {
  file: string;
  imports?: string[];
}
const chunks = JSON.parse(
  await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, Chunk>;

/** The files of these chunks and of every chunk they import, however deep. */
function chunkFiles(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}
const entryFiles = chunkFiles(['index.html']);

/** The chunk each source module is in (vite.config.ts), and each chunk file's manifest key. */
const chunkOfModule = JSON.parse(await readFile(path.join(dist, MODULE_CHUNKS), 'utf8')) as Record<
  string,
  string
>;
const keyOfFile = new Map(Object.entries(chunks).map(([key, chunk]) => [chunk.file, key]));

/**
 * The files a page names as module preloads for these modules (a path ending in `/` is a
 * package's folder): their chunks and every chunk those import, but the entry's. Otherwise the
 * bundler's loader adds a link for each as the entry runs, in its task (ADRs 059 and 060).
 */
function preloadFiles(modules: string[]): string[] {
  const keys = modules.map((module) => {
    const files = new Set(
      Object.entries(chunkOfModule)
        .filter(([id]) => (module.endsWith('/') ? id.startsWith(module) : id === module))
        .map(([, file]) => file),
    );
    const [file] = files;
    if (files.size !== 1 || !file) throw new Error(`${module} is not in one chunk of the build`);
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`the build's manifest has no ${file}`);
    return key;
  });
  return [...chunkFiles(keys)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
}

await mkdir(path.join(dist, PAGES_DIR), { recursive: true });
const started = performance.now();
for (const pagePath of [...prerenderedPaths, NOT_FOUND_PATH]) {
  for (const language of LANGUAGES) {
    const page = await renderPage(pagePath, language);
    // What it hydrates with, in a template of its own: all fetched at once (ADR 059).
    const preloads = preloadFiles(await hydrationModules(pagePath, language))
      .map(modulePreload)
      .join('\n    ');
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${page.lang}"`)
      .replace(/<title>.*?<\/title>/s, `<title>${escape(page.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/>/s,
        `<meta name="description" content="${escape(page.description)}" />`,
      )
      .replace(ROOT_PLACEHOLDER, `<div id="root">${page.html}</div>`)
      // A prerendered page reads without scripts: the shell's "needs JavaScript" is not true here.
      .replace(/<noscript>.*?<\/noscript>/s, '')
      // Its scripts only make it interactive: public/after-paint.js adds them once the page
      // is painted (Lighthouse mobile, median of 3: FCP 1.9 → 0.8 s, LCP 1.9 → 1.0 s).
      .replace(SCRIPTS, (tags) => {
        scriptsMoved += 1;
        return `<template id="app-scripts">${tags.trim()}</template>\n    <template id="page-scripts">${preloads}</template>\n    <script type="module" fetchpriority="low" src="/after-paint.js"></script>\n`;
      });
    await writeFile(path.join(dist, PAGES_DIR, pageFileName(pagePath, language)), html);
  }
}
if (scriptsMoved !== (prerenderedPaths.length + 1) * LANGUAGES.length) {
  throw new Error('dist/index.html: the entry script and its preloads were not found together');
}
// The page a browser gets when one of its page requests is over a limit (status 429): no
// scripts, because they would ask the server for more while it is asking the visitor to wait;
// the app's style sheet (a file, never counted) keeps the display modes. The server fills in
// the address to try again.
const TOO_MANY_REQUESTS = 'too-many-requests';
for (const language of LANGUAGES) {
  const title = translate(language, 'shell.tooManyRequestsTitle');
  const main =
    `<main id="main-content" class="site-main"><h1 class="page-heading">${escape(title)}</h1>` +
    `<p>${escape(translate(language, 'shell.tooManyRequestsBody'))}</p>` +
    `<p><a class="button button-primary" href="${RETRY_HREF_PLACEHOLDER}">` +
    `${escape(translate(language, 'shell.retry'))}</a></p></main>`;
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang[language]}"`)
    .replace(
      /<title>.*?<\/title>/s,
      `<title>${escape(translate(language, 'shell.documentTitle', { page: title }))}</title>`,
    )
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/s,
      `<meta name="description" content="${escape(translate(language, 'shell.description'))}" />`,
    )
    .replace('<!--app-config-->', '')
    .replace(SCRIPTS, '')
    .replace(/<noscript>.*?<\/noscript>/s, '')
    .replace(ROOT_PLACEHOLDER, `<div id="root">${main}</div>`);
  if (/<script/.test(html)) throw new Error('the too-many-requests page must have no script');
  await writeFile(path.join(dist, PAGES_DIR, pageFileName(TOO_MANY_REQUESTS, language)), html);
}

const shells: NonNullable<PagesManifest['shellPreloads']> = {};
for (const pagePath of signedInPaths) {
  const byLanguage = {} as Record<Language, string[]>;
  for (const language of LANGUAGES) {
    byLanguage[language] = preloadFiles(await signedInStartModules(pagePath, language));
  }
  shells[pagePath] = byLanguage;
}

const manifest: PagesManifest = {
  prerendered: prerenderedPaths,
  clientRendered: clientRenderedPaths,
  notFound: NOT_FOUND_PATH,
  tooManyRequests: TOO_MANY_REQUESTS,
  shellPreloads: shells,
};
await writeFile(path.join(dist, PAGES_DIR, PAGES_MANIFEST), JSON.stringify(manifest, null, 2));
console.log(
  `Prerendered ${prerenderedPaths.length + 1} pages × ${LANGUAGES.length} languages in ` +
    `${Math.round(performance.now() - started)} ms.`,
);
