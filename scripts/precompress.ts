// Writes brotli (quality 11) and gzip (level 9) copies beside each built text asset, once at
// build time, for the server to send as they are (@fastify/static preCompressed).
// Run by `npm run build`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = path.resolve('dist');
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  // The prerendered pages are sent with a per-response nonce, compressed on the fly.
  .filter((file) => !path.relative(dist, file).startsWith('.'));

let before = 0;
let after = 0;
for (const file of files) {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  before += content.length;
  after += br.length;
}
console.log(
  `Compressed ${files.length} files: ${(before / 1024).toFixed(0)} kB → ` +
    `${(after / 1024).toFixed(0)} kB brotli.`,
);
