// Restores the embedded database in DATA_DIR (default ./data) from a file made by db:backup.
// The server must be stopped; the database it replaces is kept beside it, renamed.
// Usage: npm run db:restore -- --from <file>
import { readFile } from 'node:fs/promises';
import { runBackupCommand } from '../server/src/db/backup-command.ts';
import { BackupError, restoreEmbedded } from '../server/src/db/embedded-backup.ts';

process.exitCode = await runBackupCommand({
  usage: 'Usage: npm run db:restore -- --from <file>',
  option: '--from',
  async run(file, dataDir) {
    const bytes = await readFile(file).catch(() => {
      throw new BackupError(`Cannot read ${file}.`);
    });
    const keptAt = await restoreEmbedded(dataDir, bytes);
    return `Restored ${dataDir} from ${file}.${keptAt ? ` The database it replaced is kept in ${keptAt}.` : ''}`;
  },
});
