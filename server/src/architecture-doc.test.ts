import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors.ts';

// docs/architecture.md is read by people new to the code: it must name what is there.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

function folders(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

describe('docs/architecture.md', () => {
  it.each(ERROR_CODES)('names the error code %s', (code) => {
    expect(doc).toContain(`\`${code}\``);
  });

  it('names every server folder and every service', () => {
    for (const folder of folders('server/src')) expect(doc, folder).toContain(`${folder}/`);
    for (const service of folders('server/src/services')) expect(doc, service).toContain(service);
  });
});
