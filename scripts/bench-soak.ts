// A soak run: two server instances on one PostgreSQL (a scratch database, dropped afterwards),
// loopback only, signed-in traffic through both for N minutes, and the second instance killed
// (SIGKILL) at half time and started again. Prints, per minute, requests and their answers per
// instance and the first instance's resident memory; at the end checks in the database that
// every write a client saw acknowledged is there.
// Usage: npm run bench:soak -- --minutes 10 [--clients 6] [--database-url postgres://...]
//   (default database server: TEST_DATABASE_URL)
// Exits 1 when the surviving instance answered any 5xx, an acknowledged write is missing, or
// the surviving instance's memory at the end is over 1.3 times what it was once warm (after the
// first minute).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  apiCaller,
  firstPlanId,
  INCOMPLETE_PAYMENTS,
  letters,
  localTokenSigner,
  Refused,
  signUpProfileAndPay,
  type Acknowledged,
} from '../server/test/client-journey.ts';
import {
  freePort,
  killRunningServers,
  start,
  stop,
  waitForHealth,
  type Started,
} from '../server/test/server-process.ts';
import { scratchPostgresDatabase } from '../server/test/test-databases.ts';

const { values: flags } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    clients: { type: 'string', default: '6' },
    'database-url': { type: 'string' },
  },
});
const minutes = Number(flags.minutes);
const clients = Number(flags.clients);
// Bounded: a soak is a test, not a service.
if (!(minutes > 0 && minutes <= 120 && clients >= 1 && clients <= 64)) {
  throw new Error('--minutes in (0, 120], --clients in [1, 64]');
}
const adminUrl = flags['database-url'] ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('The soak run needs a PostgreSQL server: --database-url or TEST_DATABASE_URL.');
  process.exit(2);
}
const out = (line: string) => process.stdout.write(`${line}\n`);

/** Resident memory of a process in MB (Linux /proc). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const scratch = await scratchPostgresDatabase(adminUrl);
const dataDir = await mkdtemp(path.join(tmpdir(), 'vision-hub-soak-'));
try {
  const ports = [await freePort(), await freePort()];
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  // One site behind a balancer: the same public address (so the same token issuer) and the
  // same data folder (so the same sign-in keys) for both.
  const envFor = (port: number) => ({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    PUBLIC_SITE_URL: bases[0]!,
    RATE_LIMIT_PER_MINUTE: '100000000',
    USER_RATE_LIMIT_PER_MINUTE: '100000000',
    MAIL_SEND_INTERVAL_MS: '5000',
  });
  const instances: Started[] = [];
  for (const [i, port] of ports.entries()) {
    instances[i] = start(envFor(port), { direct: true });
    await waitForHealth(instances[i]!, bases[i]!);
  }
  const tokenFor = await localTokenSigner(envFor(ports[0]!));

  // Per minute and instance: answers by status class, and connections that failed.
  type Tally = Record<string, number>;
  const minutesTally: Tally[][] = [];
  const tally = (instance: number, outcome: string) => {
    const minute = Math.floor((Date.now() - startedAt) / 60_000);
    const row = (minutesTally[minute] ??= [{}, {}]);
    row[instance]![outcome] = (row[instance]![outcome] ?? 0) + 1;
  };
  const latencies: number[] = [];
  let turn = 0;
  // A balancer: requests take turns; one whose connection fails goes to the other instance.
  const call = apiCaller(async (route, init) => {
    const first = turn++ % 2;
    for (const instance of [first, 1 - first]) {
      const began = performance.now();
      try {
        const response = await fetch(`${bases[instance]}/api/v1/${route}`, init);
        latencies.push(performance.now() - began);
        tally(instance, `${Math.floor(response.status / 100)}xx`);
        return response;
      } catch {
        tally(instance, 'no connection');
      }
    }
    throw new Error(`${route}: neither instance answered`);
  });

  const startedAt = Date.now();
  const endAt = startedAt + minutes * 60_000;
  const planId = await firstPlanId(call, await tokenFor('plans@example.com'));
  const people: Acknowledged[] = [];
  const refusals: string[] = [];
  const client = async (c: number) => {
    for (let n = 0; Date.now() < endAt; n++) {
      const email = `soak.${c}.${n}@example.com`;
      const person: Acknowledged = { email, token: await tokenFor(email) };
      people.push(person);
      try {
        await signUpProfileAndPay(call, person, {
          firstName: `Soak${letters(c)}${letters(n)}`,
          planId,
          returnUrl: `${bases[0]}/`,
        });
        // Then what a paying client does: the dashboard, help nearby, guides and trials.
        for (let k = 0; k < 5 && Date.now() < endAt; k++) {
          await call(person.token, 'POST', 'getUserInfo', {});
          await call(person.token, 'POST', 'organizations', {
            sub_cat_id: [35, 36, 42, 60][k % 4],
            zip_code: ['75201', '19104', '10001', '60601', '94103'][(c + k) % 5],
            miles: 50 + k * 10,
          });
          await call(person.token, 'GET', `search?q=${['glaucoma', 'braille', 'cane'][k % 3]}`);
          await call(person.token, 'POST', 'clinical-trials-search', { zipcode: '19104' });
        }
      } catch (error) {
        // Neither instance answered, or one refused: note it and go on with the next person.
        refusals.push(error instanceof Refused ? `${error.route} ${error.status}` : String(error));
      }
    }
  };

  const memory: { minute: number; mb: number }[] = [];
  const sampler = setInterval(() => {
    const pid = instances[0]?.child.pid;
    if (pid) {
      void rssMb(pid).then((mb) => memory.push({ minute: (Date.now() - startedAt) / 60_000, mb }));
    }
  }, 10_000);
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, (minutes * 60_000) / 2));
    out(`${((Date.now() - startedAt) / 60_000).toFixed(1)} min: SIGKILL to the second instance`);
    instances[1]!.child.kill('SIGKILL');
    await instances[1]!.exited;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    instances[1] = start(envFor(ports[1]!), { direct: true });
    await waitForHealth(instances[1], bases[1]!);
    out(`${((Date.now() - startedAt) / 60_000).toFixed(1)} min: the second instance is back`);
  })();
  out(
    `${minutes} min, ${clients} clients, instances on ${bases.join(' and ')}, database ${new URL(scratch.url).pathname.slice(1)}`,
  );
  await Promise.all([...Array.from({ length: clients }, (_, c) => client(c)), killer]);
  clearInterval(sampler);

  out('\nminute  first instance                     second instance');
  const format = (counts: Tally = {}) =>
    Object.entries(counts)
      .sort()
      .map(([outcome, n]) => `${outcome} ${n}`)
      .join(', ')
      .padEnd(34);
  minutesTally.forEach((row, minute) => {
    const rss = memory.filter((sample) => Math.floor(sample.minute) === minute).at(-1);
    out(
      `${String(minute).padStart(6)}  ${format(row[0])} ${format(row[1])} ${rss ? `rss ${rss.mb.toFixed(0)} MB` : ''}`,
    );
  });
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.floor(q * (latencies.length - 1))]?.toFixed(1);
  out(`\n${latencies.length} answers; p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);

  const survivorErrors = minutesTally.reduce((sum, row) => sum + (row[0]?.['5xx'] ?? 0), 0);
  const secondErrors = minutesTally.reduce((sum, row) => sum + (row[1]?.['5xx'] ?? 0), 0);
  out(`5xx: first instance ${survivorErrors}, second instance ${secondErrors}`);
  out(
    `requests refused or unanswered: ${refusals.length}${refusals.length ? ` (first: ${refusals[0]})` : ''}`,
  );

  await Promise.all(instances.map((instance) => stop(instance)));

  // Every acknowledged write, in the database both instances shared.
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  let lost = 0;
  try {
    const { rows: users } = await db.query<{ email: string; id: number; first_name: string }>(
      'select email, id, first_name from users',
    );
    const byEmail = new Map(users.map((row) => [row.email, row]));
    const { rows: paid } = await db.query<{ order_id: string }>(
      `select order_id from user_payments where plan_status = 'succeeded'`,
    );
    const paidOrders = new Set(paid.map((row) => row.order_id));
    for (const person of people) {
      const stored = byEmail.get(person.email);
      if (person.userId !== undefined && stored?.id !== person.userId) lost += 1;
      if (person.firstName !== undefined && stored?.first_name !== person.firstName) lost += 1;
      if (person.paidOrder !== undefined && !paidOrders.has(person.paidOrder)) lost += 1;
    }
    const incomplete = (await db.query(INCOMPLETE_PAYMENTS)).rowCount ?? 0;
    const signedUp = people.filter((person) => person.userId !== undefined).length;
    const paidCount = people.filter((person) => person.paidOrder !== undefined).length;
    out(
      `acknowledged: ${signedUp} sign-ups, ${people.filter((person) => person.firstName).length} profiles, ` +
        `${paidCount} payments; missing: ${lost}; paid orders without subscription or receipt: ${incomplete}`,
    );
    lost += incomplete;
  } finally {
    await db.end();
  }

  // The baseline is taken once the instance is warm: after a minute (a fifth of a short run).
  const warm = Math.min(1, minutes / 5);
  const afterFirstMinute = memory.find((sample) => sample.minute >= warm)?.mb ?? 0;
  const last = memory.at(-1)?.mb ?? 0;
  const maxRss = Math.max(...memory.map((sample) => sample.mb));
  out(
    `first instance rss: ${afterFirstMinute.toFixed(0)} MB after ${warm.toFixed(1)} min, ${last.toFixed(0)} MB at the end, ${maxRss.toFixed(0)} MB at most`,
  );
  const flat = last <= afterFirstMinute * 1.3;
  process.exitCode = survivorErrors === 0 && lost === 0 && flat ? 0 : 1;
  out(process.exitCode === 0 ? 'PASS' : 'FAIL');
} finally {
  killRunningServers();
  await scratch.drop();
  await rm(dataDir, { recursive: true, force: true });
}
