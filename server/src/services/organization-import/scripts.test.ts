import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from './test-fixtures.ts';

// The two commands as an operator runs them: real processes through tsx, on a fresh PGlite
// folder (the first run seeds it, ~30 s). Only PGlite: the commands open the database with
// the server's own code, which the other tests run on both databases.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

function run(script: string, args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  };
  delete env.DATABASE_URL;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      tsx,
      [path.join(root, 'scripts', script), ...args],
      { cwd: root, env },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

describe('import-organizations and export-hsds commands', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vh-import-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('imports a legacy file with --skip-invalid, then exports it as HSDS', async () => {
    const imported = await run(
      'import-organizations.ts',
      [
        '--format',
        'legacy',
        '--file',
        path.join(FIXTURES, 'legacy-with-bad-rows.csv'),
        '--skip-invalid',
      ],
      dataDir,
    );
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('added: 4, updated: 0, unchanged: 0, rejected: 4');
    expect(imported.stdout).toContain('line 10: no coordinates, ZIP 99999 is unknown');
    expect(imported.stdout).toContain('Applied in one transaction');

    const out = path.join(dataDir, 'export.json');
    const exported = await run('export-hsds.ts', ['--out', out], dataDir);
    expect(exported.code, exported.stderr).toBe(0);
    const organizations = JSON.parse(await readFile(out, 'utf8')) as {
      name: string;
      x_source: string;
      locations: { x_location_approximate: boolean; addresses: { postal_code: string }[] }[];
    }[];
    const harbor = organizations.find((org) => org.name === 'Harbor Light Vision Center, Inc.');
    expect(harbor).toMatchObject({
      x_source: 'Legacy spreadsheet import',
      locations: [{ x_location_approximate: true, addresses: [{ postal_code: '02108' }] }],
    });
    // The curated seed is exported too.
    expect(organizations.length).toBeGreaterThan(4);
  }, 240_000);
});
