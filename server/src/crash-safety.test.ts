import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forget,
  freePort,
  killRunningServers,
  pause,
  start,
  stop,
  waitForHealth,
} from '../test/server-process.ts';
import {
  apiCaller,
  firstPlanId,
  INCOMPLETE_PAYMENTS,
  letters,
  localTokenSigner,
  signUpProfileAndPay,
  type Acknowledged,
} from '../test/client-journey.ts';
import { scratchPostgresDatabase, testDatabaseUrl } from '../test/test-databases.ts';
import { openDatabase } from './db/client.ts';
import { sqlRows } from './db/sql-rows.ts';

// The server killed with SIGKILL (no shutdown code runs) while clients sign up, save profiles
// and pay through the sandbox; restarted on the same data, it must hold every write it
// acknowledged, and each payment whole (order, subscription and receipt together or not at all).

const kinds = testDatabaseUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(kinds)('after SIGKILL in the middle of writes, on %s', (kind) => {
  afterEach(() => killRunningServers());

  it('a restart on the same data finds every acknowledged write, and every payment whole', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-crash-'));
    const scratch = kind === 'postgres' ? await scratchPostgresDatabase(testDatabaseUrl!) : null;
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: scratch?.url ?? '',
        RATE_LIMIT_PER_MINUTE: '100000',
        USER_RATE_LIMIT_PER_MINUTE: '100000',
        // The sender stays idle: the writes are what is under test.
        MAIL_SEND_INTERVAL_MS: '3600000',
      };
      const first = start(env, { direct: true });
      await waitForHealth(first, base);
      const tokenFor = await localTokenSigner(env);
      const call = apiCaller((route, init) => fetch(`${base}/api/v1/${route}`, init));
      const planId = await firstPlanId(call, await tokenFor('plans@example.com'));

      // Each client signs people up, saves their profile and pays, one after another, and
      // notes each step the server acknowledged.
      const people: Acknowledged[] = [];
      const stoppedBy: string[] = [];
      const client = async (c: number) => {
        for (let n = 0; ; n++) {
          const email = `crash.${c}.${n}@example.com`;
          const person: Acknowledged = { email, token: await tokenFor(email) };
          people.push(person);
          try {
            await signUpProfileAndPay(call, person, {
              firstName: `Ana${letters(c)}${letters(n)}`,
              planId,
              returnUrl: `${base}/`,
            });
          } catch (error) {
            stoppedBy.push(String(error));
            return; // the server is gone
          }
        }
      };
      const clients = [0, 1, 2, 3].map(client);
      await pause(kind === 'pglite' ? 6_000 : 4_000);
      first.child.kill('SIGKILL');
      await first.exited;
      forget(first.child);
      await Promise.all(clients);

      const paid = people.filter((person) => person.paidOrder);
      // Each client stopped because the server went away, never on a refusal.
      expect(stoppedBy.filter((error) => !error.includes('fetch failed'))).toEqual([]);
      expect(paid.length).toBeGreaterThan(2);

      const second = start(env, { direct: true });
      await waitForHealth(second, base);
      for (const person of people.filter((someone) => someone.userId !== undefined)) {
        const again = await call(person.token, 'POST', 'getUserInfo', {});
        expect(again.data['user_id'], person.email).toBe(person.userId);
        if (person.firstName) expect(again.data['first_name']).toBe(person.firstName);
        if (person.paidOrder) {
          const orders = await call(person.token, 'GET', `getUserPayments/${person.userId}`);
          expect(orders.data).toEqual(
            expect.arrayContaining([
              expect.objectContaining({ order_id: person.paidOrder, plan_status: 'succeeded' }),
            ]),
          );
        }
      }
      await stop(second);

      // Whatever else was in flight is all there or not at all.
      const database = await openDatabase({
        databaseUrl: scratch?.url,
        dataDir: scratch ? null : dataDir,
      });
      try {
        const broken = await sqlRows<{ order_id: string }>(
          database.db,
          sql.raw(INCOMPLETE_PAYMENTS),
        );
        expect(broken).toEqual([]);
        const [succeeded] = await sqlRows<{ count: number }>(
          database.db,
          sql`select count(*)::int as count from user_payments where plan_status = 'succeeded'`,
        );
        expect(succeeded!.count).toBeGreaterThanOrEqual(paid.length);
      } finally {
        await database.close();
      }
    } finally {
      killRunningServers();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
