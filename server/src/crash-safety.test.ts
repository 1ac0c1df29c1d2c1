import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
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
  PROFILES_COMPLETE_UNPAID,
  signUpProfileAndPay,
  type Acknowledged,
} from '../test/client-journey.ts';
import { scratchPostgresDatabase, testDatabaseUrl } from '../test/test-databases.ts';
import { openDatabase } from './db/client.ts';
import { sqlRows } from './db/sql-rows.ts';
import { FakeStripeServer } from './services/payments/testing/fake-stripe-server.ts';

// The server killed with SIGKILL (no shutdown code runs) while clients sign up, save profiles
// and pay through the sandbox; restarted on the same data, it must hold every write it
// acknowledged, and each payment whole (order, subscription and receipt together or not at all).

/** A server on its own port and data, with limits out of the way and the mail sender idle. */
function serverEnv(port: number, dataDir: string, databaseUrl: string | undefined) {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    RATE_LIMIT_PER_MINUTE: '100000',
    USER_RATE_LIMIT_PER_MINUTE: '100000',
    // The sender stays idle: the writes are what is under test.
    MAIL_SEND_INTERVAL_MS: '3600000',
  };
}

const kinds = testDatabaseUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(kinds)('after SIGKILL in the middle of writes, on %s', (kind) => {
  afterEach(() => killRunningServers());

  it('a restart on the same data finds every acknowledged write, and every payment whole', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-crash-'));
    const scratch = kind === 'postgres' ? await scratchPostgresDatabase(testDatabaseUrl!) : null;
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = serverEnv(port, dataDir, scratch?.url);
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
          expect(again.data['profile_incomplete'], person.email).toBe(0);
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
        // Every profile here started incomplete: only a recorded payment completed one.
        expect(await sqlRows(database.db, sql.raw(PROFILES_COMPLETE_UNPAID))).toEqual([]);
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
  it('killed after the card is confirmed and before the return: the profile is complete only once the payment is verified', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vh-crash-pay-'));
    const scratch = kind === 'postgres' ? await scratchPostgresDatabase(testDatabaseUrl!) : null;
    // Stripe (played by the fake server in this process) outlives the app, as the real one
    // would: a card confirmed there stays confirmed whatever happens to us.
    const stripeServer = await new FakeStripeServer().start();
    const webhookSecret = 'whsec_crashtest';
    try {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = {
        ...serverEnv(port, dataDir, scratch?.url),
        STRIPE_SECRET_KEY: stripeServer.secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fakestripe',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stripeServer.url,
      };
      const first = start(env, { direct: true });
      await waitForHealth(first, base);
      const tokenFor = await localTokenSigner(env);
      const call = apiCaller((route, init) => fetch(`${base}/api/v1/${route}`, init));
      const planId = await firstPlanId(call, await tokenFor('plans.pay@example.com'));

      // Six people with a saved profile (incomplete, as step 2 leaves a plain account) and a
      // subscription waiting for its card, each in a different state when the server dies.
      const roles = ['abandoned', 'declined', 'racing', 'racing', 'return', 'webhook'] as const;
      const people = await Promise.all(
        roles.map(async (role, n) => {
          const email = `pay.${n}.${role}@example.com`;
          const token = await tokenFor(email);
          const user = await call(token, 'POST', 'getUserInfo', {});
          const userId = user.data['user_id'] as number;
          await call(token, 'POST', 'updateUser', {
            user_id: userId,
            first_name: `Ana${letters(n)}`,
            last_name: 'Journey',
            dob: '1980-01-15',
            contact_number: '(214) 555-1234',
            state_id: 1407,
            zipcode: '75201',
            profile_incomplete: 1,
          });
          const order = (await call(token, 'POST', 'save-payment-plan-details', {
            user_id: userId,
            payment_plan_id: planId,
            provider_id: 1,
          })) as unknown as { data: { user_payment_id: number; order_id: string } };
          const created = await call(token, 'POST', 'create-subscription', {
            userPaymentId: order.data.user_payment_id,
            orderId: order.data.order_id,
            userId,
            paymentPlanId: planId,
          });
          const clientSecret = String(created['clientSecret']);
          return {
            role,
            email,
            token,
            userId,
            orderId: order.data.order_id,
            subscriptionId: String(created['subscriptionId']),
            intentId: clientSecret.split('_secret_')[0] ?? '',
          };
        }),
      );
      // The browser confirms the cards with Stripe.js (the abandoned tab never does).
      for (const person of people) {
        if (person.role === 'declined') stripeServer.markIntent(person.intentId, 'failed');
        else if (person.role !== 'abandoned') stripeServer.markIntent(person.intentId, 'succeeded');
      }
      // Two returns are on their way when the server is killed: each lands whole or not at all.
      const racing = people
        .filter((person) => person.role === 'racing')
        .map((person) =>
          call(person.token, 'POST', 'update-payment-status', {
            order_id: person.orderId,
            status: 'PAYMENT_SUCCESS',
          }).catch(() => null),
        );
      first.child.kill('SIGKILL');
      await first.exited;
      forget(first.child);
      await Promise.all(racing);

      const second = start(env, { direct: true });
      await waitForHealth(second, base);
      const standing = async (person: (typeof people)[number]) => {
        const info = await call(person.token, 'POST', 'getUserInfo', {});
        return {
          profile_incomplete: info.data['profile_incomplete'],
          subscription_status: info.data['subscription_status'],
        };
      };
      const unpaidAfterRestart = { profile_incomplete: 1, subscription_status: 'incomplete' };
      for (const person of people) {
        const now = await standing(person);
        if (person.role === 'racing') {
          // Either the return was recorded before the kill (paid and complete) or not at all.
          expect([
            unpaidAfterRestart,
            { profile_incomplete: 0, subscription_status: 'active' },
          ]).toContainEqual(now);
        } else {
          expect(now, person.role).toEqual(unpaidAfterRestart);
        }
      }

      // After the restart: the returns arrive, and Stripe's signed webhook for the other.
      const returnOf = (person: (typeof people)[number], status: string) =>
        fetch(`${base}/api/v1/update-payment-status`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${person.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ order_id: person.orderId, status }),
        });
      for (const person of people) {
        if (person.role === 'racing' || person.role === 'return') {
          expect((await returnOf(person, 'PAYMENT_SUCCESS')).status).toBe(200);
        } else if (person.role === 'abandoned') {
          expect((await returnOf(person, 'PAYMENT_SUCCESS')).status).toBe(409);
        } else if (person.role === 'declined') {
          expect((await returnOf(person, 'PAYMENT_FAILED')).status).toBe(200);
        } else {
          const payload = JSON.stringify({
            id: `evt_crash_${person.userId}`,
            object: 'event',
            type: 'customer.subscription.updated',
            created: Math.floor(Date.now() / 1000),
            data: {
              object: {
                id: person.subscriptionId,
                object: 'subscription',
                status: 'active',
                default_payment_method: 'pm_crash',
              },
            },
          });
          const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
            payload,
            secret: webhookSecret,
          });
          const response = await fetch(`${base}/api/v1/webhooks/stripe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body: payload,
          });
          expect(response.status).toBe(200);
        }
      }
      for (const person of people) {
        const verified = ['racing', 'return', 'webhook'].includes(person.role);
        expect(await standing(person), person.role).toEqual(
          verified ? { profile_incomplete: 0, subscription_status: 'active' } : unpaidAfterRestart,
        );
      }
      await stop(second);

      const database = await openDatabase({
        databaseUrl: scratch?.url,
        dataDir: scratch ? null : dataDir,
      });
      try {
        expect(await sqlRows(database.db, sql.raw(PROFILES_COMPLETE_UNPAID))).toEqual([]);
        expect(await sqlRows(database.db, sql.raw(INCOMPLETE_PAYMENTS))).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      killRunningServers();
      await stripeServer.stop();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
