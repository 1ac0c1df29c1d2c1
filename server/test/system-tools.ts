import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { beforeAll } from 'vitest';

/** Poppler's command-line tools: the PDF tests read the files they make with these. */
export const POPPLER_TOOLS = {
  tools: ['pdfinfo', 'pdffonts', 'pdftotext'],
  debianPackage: 'poppler-utils',
} as const;

function isOnPath(tool: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, tool), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Fails the suite before its first test when a system tool it runs is missing, with one line
 * naming the package to install. Without it each test failed later on its own, with a
 * spawn ENOENT that did not say what to install.
 */
export function needsTools({
  tools,
  debianPackage,
}: {
  tools: readonly string[];
  debianPackage: string;
}) {
  beforeAll(() => {
    const missing = tools.filter((tool) => !isOnPath(tool));
    if (missing.length > 0) {
      throw new Error(
        `${missing.join(', ')} not found: install ${debianPackage} (sudo apt-get install -y ${debianPackage})`,
      );
    }
  });
}
