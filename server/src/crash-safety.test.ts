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
import { scratchPostgresDatabase, testDatabaseUrl } from '../test/test-databases.ts';
import { openDatabase } from './db/client.ts';
import { sqlRows } from './db/sql-rows.ts';
import { authIssuer, loadEnv } from './env.ts';
import { idpKeysFile, loadOrCreateIdpKeys, signLocalAccessToken } from './idp/keys.ts';

// The server killed with SIGKILL (no shutdown code runs) while clients sign up, save profiles
// and pay through the sandbox; restarted on the same data, it must hold every write it
// acknowledged, and each payment whole (order, subscription and receipt together or not at all).

const kinds = testDatabaseUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** Letters only, as the profile's name rule wants: 12 -> "bc". */
const letters = (n: number) => [...String(n)].map((digit) => 'abcdefghij'[Number(digit)]).join('');

interface Acknowledged {
  email: string;
  token: string;
  userId?: number;
  firstName?: string;
  paidOrder?: string;
}

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
        // No e-mail leaves during the test: the receipts stay in the outbox to be counted.
        MAIL_SEND_INTERVAL_MS: '3600000',
      };
      const first = start(env, { direct: true });
      await waitForHealth(first, base);
      const keys = await loadOrCreateIdpKeys(idpKeysFile(dataDir));
      const settings = loadEnv({ ...env, HOST: '127.0.0.1', NODE_ENV: 'test' });
      const tokenFor = (email: string) =>
        signLocalAccessToken({
          keys,
          issuer: authIssuer(settings)!,
          audience: settings.AUTH_AUDIENCE,
          clientId: settings.AUTH_CLIENT_ID,
          email,
        });
      const call = async (token: string, method: string, route: string, body?: unknown) => {
        const response = await fetch(`${base}/api/v1/${route}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${route}: ${response.status}`);
        return (await response.json()) as { data: Record<string, unknown> } & Record<
          string,
          unknown
        >;
      };
      const plans = await call(await tokenFor('plans@example.com'), 'GET', 'fetch-payment-plans');
      const planId = (plans.data as unknown as { id: number }[])[0]!.id;

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
            const user = await call(person.token, 'POST', 'getUserInfo', {});
            const userId = user.data['user_id'] as number;
            person.userId = userId;
            const firstName = `Ana${letters(c)}${letters(n)}`;
            await call(person.token, 'POST', 'updateUser', {
              user_id: userId,
              first_name: firstName,
              last_name: 'Crash',
              dob: '1980-01-15',
              contact_number: '(214) 555-1234',
              state_id: 1407,
              zipcode: '75201',
              address1: '1 Main St',
              city_id: 114990,
              country_id: 233,
              is_veteran: 0,
            });
            person.firstName = firstName;
            const order = (await call(person.token, 'POST', 'save-payment-plan-details', {
              user_id: userId,
              payment_plan_id: planId,
              provider_id: 1,
            })) as unknown as { data: { user_payment_id: number; order_id: string } };
            const subscription = await call(person.token, 'POST', 'create-subscription', {
              userPaymentId: order.data.user_payment_id,
              orderId: order.data.order_id,
              userId,
              paymentPlanId: planId,
            });
            await call(person.token, 'POST', 'sandbox/confirm', {
              client_secret: subscription['clientSecret'],
              card_number: '4242424242424242',
              exp_month: 12,
              exp_year: new Date().getFullYear() + 2,
              cvc: '123',
              return_url: `${base}/`,
            });
            await call(person.token, 'POST', 'update-payment-status', {
              order_id: order.data.order_id,
              status: 'PAYMENT_SUCCESS',
            });
            person.paidOrder = order.data.order_id;
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
          sql`select p.order_id from user_payments p
              where p.plan_status = 'succeeded'
                and (not exists (select 1 from subscriptions s where s.user_payment_id = p.id)
                  or not exists (select 1 from email_outbox o
                                 where o.dedupe_key = 'receipt:' || p.order_id))`,
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
