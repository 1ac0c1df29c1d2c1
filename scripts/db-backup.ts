// Backs up the embedded database in DATA_DIR (default ./data) to a file, while the server runs
// (it takes the copy and keeps serving) or not. PostgreSQL (DATABASE_URL) is backed up with
// pg_dump instead; see the README.
// Usage: npm run db:backup -- --out <file>
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runBackupCommand } from '../server/src/db/backup-command.ts';
import { backupEmbedded } from '../server/src/db/embedded-backup.ts';

process.exitCode = await runBackupCommand({
  usage: 'Usage: npm run db:backup -- --out <file>',
  option: '--out',
  async run(file, dataDir) {
    const { bytes, takenBy } = await backupEmbedded(dataDir);
    await writeFile(file, bytes, { mode: 0o600 });
    return `Backup of ${dataDir} taken by ${takenBy}: ${path.relative(process.cwd(), file) || file} (${(bytes.length / 1e6).toFixed(1)} MB).`;
  },
});
