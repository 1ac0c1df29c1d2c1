import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's layers (routes and plugins -> services -> db; seeds, scripts and tests on top)
// and the absence of import cycles are the linter's to hold (eslint.config.js): this checks
// that it does, so a config change cannot quietly switch them off.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe('the server layers the linter holds', () => {
  it.each([
    ['server/src/services/users/probe.ts', "import '../../routes/users.ts';\n"],
    ['server/src/services/users/probe.ts', "import '../../plugins/auth.ts';\n"],
    ['server/src/services/users/probe.ts', "import '../../db/seed/seed-plans.ts';\n"],
    ['server/src/db/probe.ts', "import '../services/users/user-service.ts';\n"],
    ['server/src/db/probe.ts', "import './seed/seed-plans.ts';\n"],
    ['server/src/routes/probe.ts', "import '../db/seed/seed-plans.ts';\n"],
  ])('refuses %s importing upwards: %s', async (file, code) => {
    expect(await problems(file, code)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['server/src/routes/probe.ts', "import '../services/users/user-service.ts';\n"],
    ['server/src/services/users/probe.ts', "import '../../db/schema.ts';\n"],
    ['server/src/db/seed/probe.ts', "import '../../services/geography/distance.ts';\n"],
  ])('allows %s importing downwards: %s', async (file, code) => {
    expect(await problems(file, code)).not.toContain('import-x/no-restricted-paths');
  });

  it('has import cycles switched on, for the whole repository', async () => {
    for (const file of ['server/src/app.ts', 'src/main.tsx', 'scripts/bundle-size.ts']) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
        rules: Record<string, unknown>;
      };
      expect(config.rules['import-x/no-cycle'], file).toEqual([2, expect.anything()]);
    }
  });
});
