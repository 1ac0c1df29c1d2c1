import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { copyOfPglite, PGLITE_EXTENSIONS, pgliteDir } from './client.ts';
import { adminSocketPossible, embeddedServerRunning, requestBackup } from './embedded-admin.ts';

/** A problem the operator can act on: the command prints it and exits 1. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** A backup file as PGlite reads it back (a gzipped tar of the data folder). */
const asDataDirFile = (bytes: Uint8Array<ArrayBuffer>) =>
  new File([bytes], 'pgdata.tar.gz', { type: 'application/x-gzip' });

/** Without the socket these commands cannot tell whether a server has the database open. */
function requireAdminSocket(dataDir: string) {
  if (!adminSocketPossible(dataDir)) {
    throw new BackupError(
      `The path of ${dataDir} is too long for the server's admin socket, so this command cannot tell whether a server is using it. Move DATA_DIR to a shorter path.`,
    );
  }
}

/**
 * A consistent copy of the embedded database in `dataDir`: taken by the server when one runs
 * there (it keeps serving), otherwise read from the folder directly.
 */
export async function backupEmbedded(
  dataDir: string,
): Promise<{ bytes: Buffer; takenBy: 'the running server' | 'this command' }> {
  requireAdminSocket(dataDir);
  const fromServer = await requestBackup(dataDir);
  if (fromServer) return { bytes: fromServer, takenBy: 'the running server' };
  if (!existsSync(pgliteDir(dataDir))) {
    throw new BackupError(`There is no embedded database in ${dataDir} to back up.`);
  }
  const client = await PGlite.create({
    dataDir: pgliteDir(dataDir),
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    const copy = await copyOfPglite(client);
    return { bytes: Buffer.from(await copy.arrayBuffer()), takenBy: 'this command' };
  } finally {
    await client.close();
  }
}

/**
 * Replaces the embedded database in `dataDir` with a backup. Refused while a server uses the
 * folder; the backup is opened and checked in memory first; the database it replaces is kept
 * beside it (renamed), never deleted. Returns where that was kept, if there was one.
 */
export async function restoreEmbedded(
  dataDir: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<string | null> {
  requireAdminSocket(dataDir);
  if (await embeddedServerRunning(dataDir)) {
    throw new BackupError(
      `A server is running on ${dataDir}. Stop it first (Ctrl-C or SIGTERM), then restore.`,
    );
  }
  await checkBackup(bytes);
  const target = pgliteDir(dataDir);
  let keptAt: string | null = null;
  if (existsSync(target)) {
    keptAt = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(target, keptAt);
  }
  // PGlite cannot create missing parent folders itself.
  await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: target,
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: asDataDirFile(bytes),
  });
  await client.close();
  return keptAt;
}

/** Opens the backup in memory: it must be a database this product made (it has migrations). */
async function checkBackup(bytes: Uint8Array<ArrayBuffer>): Promise<void> {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: asDataDirFile(bytes),
    });
    await client.query('select count(*) from drizzle.__drizzle_migrations');
  } catch (error) {
    throw new BackupError(
      `This file is not a backup of the embedded database (${error instanceof Error ? error.message : String(error)}). Nothing was changed.`,
    );
  } finally {
    await client?.close().catch(() => {});
  }
}
