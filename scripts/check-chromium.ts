// The end-to-end tests use the system's Chromium: no browser can be downloaded here.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromiumPath)) {
  console.error(
    [
      `No Chromium found at ${chromiumPath}; the end-to-end tests need one.`,
      'Install it with:   sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
