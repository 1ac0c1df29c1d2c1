import { chmod, rm } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';

/*
 * The embedded database belongs to one process: PGlite cannot be opened by two at once, so a
 * backup of a running server's database has to be taken by that server. It listens on a Unix
 * socket in DATA_DIR (no network port; reaching it needs the file permissions DATA_DIR has) and
 * answers one request, "backup", with a consistent copy of the database. The same socket tells
 * other commands that a server is using DATA_DIR.
 */
/** A Unix socket's address holds 107 bytes on Linux and 103 on macOS. */
const MAX_SOCKET_PATH_BYTES = 103;

export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, 'admin.sock');
}

/** Whether DATA_DIR is short enough to have an admin socket at all. */
export function adminSocketPossible(dataDir: string): boolean {
  return Buffer.byteLength(adminSocketPath(dataDir)) <= MAX_SOCKET_PATH_BYTES;
}

function connectTo(socketPath: string): Promise<Socket | null> {
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    socket.once('connect', () => resolve(socket));
    // ENOENT: no server ever; ECONNREFUSED: the file of a server that was killed.
    socket.once('error', () => resolve(null));
  });
}

/** Whether a server answers on DATA_DIR's admin socket. */
export async function embeddedServerRunning(dataDir: string): Promise<boolean> {
  const socket = await connectTo(adminSocketPath(dataDir));
  socket?.destroy();
  return socket !== null;
}

export interface AdminLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Answers backups on DATA_DIR/admin.sock until the returned close() is called. Refuses to start
 * (throws) while another server answers there; removes the file a killed server left.
 */
export async function serveEmbeddedAdmin(
  dataDir: string,
  backup: () => Promise<Blob>,
  log: AdminLog,
): Promise<() => Promise<void>> {
  const socketPath = adminSocketPath(dataDir);
  if (!adminSocketPossible(dataDir)) {
    // Too long for a socket address, which the system would silently cut short. The server
    // still runs; only backups while it runs (and the guard against a second process) are
    // unavailable.
    log.warn({ socketPath }, 'no admin socket: stop the server to back up its database');
    return async () => {};
  }
  if (await embeddedServerRunning(dataDir)) {
    throw new Error(`another server is using ${dataDir}`);
  }
  await rm(socketPath, { force: true });
  const server = createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      socket.removeAllListeners('data');
      if (request.trim() !== 'backup') {
        socket.end('error unknown request\n');
        return;
      }
      backup().then(
        async (copy) => {
          socket.write(`ok ${copy.size}\n`);
          socket.end(Buffer.from(await copy.arrayBuffer()));
        },
        (error: unknown) => {
          log.error({ error: String(error) }, 'backup failed');
          socket.end(`error ${error instanceof Error ? error.message : String(error)}\n`);
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      // close() removes the socket file too.
      server.close(() => resolve());
    });
}

/**
 * Asks the server running on DATA_DIR for a backup: the gzipped tar of its data folder, or
 * null when no server answers there.
 */
export async function requestBackup(dataDir: string): Promise<Buffer | null> {
  const socket = await connectTo(adminSocketPath(dataDir));
  if (!socket) return null;
  socket.write('backup\n');
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('end', () => resolve());
    socket.once('error', reject);
  });
  const answer = Buffer.concat(chunks);
  const lineEnd = answer.indexOf('\n');
  const header = answer.subarray(0, lineEnd).toString('utf8');
  const body = answer.subarray(lineEnd + 1);
  const ok = /^ok (\d+)$/.exec(header);
  if (!ok) throw new Error(`the server could not take a backup: ${header.replace(/^error /, '')}`);
  if (body.length !== Number(ok[1])) {
    throw new Error(`the backup arrived incomplete (${body.length} of ${ok[1]} bytes)`);
  }
  return body;
}
