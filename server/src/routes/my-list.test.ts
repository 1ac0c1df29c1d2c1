import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createShareResponseSchema,
  myListResponseSchema,
  saveItemResponseSchema,
  sharedListResponseSchema,
} from '../../../src/contracts/my-list.ts';
import {
  createTestTokens,
  createTestUser,
  TEST_AUTH_ENV,
  type TestTokens,
} from '../../test/auth.ts';
import { buildTestApp, expectApiError } from '../../test/test-app.ts';
import { databaseKinds, useTestDatabase } from '../../test/test-databases.ts';
import { SUB_CATEGORY_ROWS } from '../db/seed/catalog/categories.ts';
import { GUIDE_TEXTS } from '../db/seed/catalog/guide-texts.ts';
import { seedCatalog } from '../db/seed/seed-catalog.ts';
import { seedGuides } from '../db/seed/seed-guides.ts';
import { emailOutbox, organizations, sharedLists, zipCentroids } from '../db/schema.ts';
import { hashShareToken, LIST_EMAILS_PER_DAY } from '../services/my-list/my-list-service.ts';
import { sharedListPageStatus } from '../services/my-list/shared-list-page.ts';
import {
  startFakeCtGov,
  type FakeCtGov,
} from '../services/clinical-trials/testing/fake-ctgov-server.ts';
import { makeStudy, v2Body } from '../services/clinical-trials/testing/fixtures.ts';

const run = promisify(execFile);
const ORGANIZATION_ID = 91_001;
const OTHER_ORGANIZATION_ID = 91_002;

describe.each(databaseKinds)('my list on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;
  let tokens: TestTokens;
  const guide = GUIDE_TEXTS[0];
  const guideSub = SUB_CATEGORY_ROWS.find((row) => row.id === guide?.subCategoryId);
  if (!guide || !guideSub) throw new Error('no guide to test with');

  beforeAll(async () => {
    const { db } = database();
    tokens = await createTestTokens();
    await seedCatalog(db);
    await seedGuides(db);
    await db.insert(organizations).values(
      [ORGANIZATION_ID, OTHER_ORGANIZATION_ID].map((id) => ({
        id,
        organization: id === ORGANIZATION_ID ? 'Associated Services for the Blind' : 'Lighthouse',
        serviceArea: 'local',
        phone: '2156271000',
        website: 'https://example.org/asb',
        source: 'test',
        nameSearch: 'fixture',
      })),
    );
    app = await buildTestApp(database(), { env: TEST_AUTH_ENV, auth: tokens.auth });
  });
  afterAll(() => app.close());

  const member = async () => {
    const { user, claims } = await createTestUser(database().db, { subscriptionStatus: 'active' });
    return { user, headers: await tokens.headers(claims) };
  };
  const save = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/my-list/items', headers, payload });
  const list = async (headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/my-list', headers });
    expect(response.statusCode).toBe(200);
    return myListResponseSchema.parse(response.json());
  };
  const share = async (headers: Record<string, string>, includeNotes = false) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/my-list/shares',
      headers,
      payload: { include_notes: includeNotes },
    });
    expect(response.statusCode).toBe(201);
    return createShareResponseSchema.parse(response.json());
  };
  const openShared = (token: string) =>
    app.inject({ method: 'GET', url: `/api/v1/shared-lists/${token}` });

  it('saves organisations, a guide and a trial once each, in the order saved, titles from our records', async () => {
    const { headers } = await member();
    const first = await save(headers, { kind: 'organization', organization_id: ORGANIZATION_ID });
    expect(first.statusCode).toBe(200);
    expect(saveItemResponseSchema.parse(first.json()).item).toMatchObject({
      kind: 'organization',
      title: 'Associated Services for the Blind',
      available: true,
      phone: '2156271000',
    });
    await save(headers, {
      kind: 'guide',
      category_id: guideSub.categoryId,
      sub_category_id: guideSub.id,
    });
    await save(headers, { kind: 'trial', nct_number: 'NCT01234567', title: 'A vision study' });
    // Twice, and twice at once: still one item.
    await Promise.all([
      save(headers, { kind: 'organization', organization_id: ORGANIZATION_ID }),
      save(headers, { kind: 'organization', organization_id: ORGANIZATION_ID }),
    ]);
    const { items } = await list(headers);
    expect(items.map((item) => [item.kind, item.key])).toEqual([
      ['organization', String(ORGANIZATION_ID)],
      ['guide', String(guideSub.id)],
      ['trial', 'NCT01234567'],
    ]);
    expect(items[1]).toMatchObject({ title: guideSub.title, title_sp: guideSub.titleSp });
    expect(items[2]?.url).toBe('https://clinicaltrials.gov/study/NCT01234567');
  });

  it('refuses unknown items, and saving without a subscription', async () => {
    const { headers } = await member();
    expectApiError(await save(headers, { kind: 'organization', organization_id: 999_999 }), 404);
    expectApiError(
      await save(headers, { kind: 'guide', category_id: 1, sub_category_id: 999_999 }),
      404,
    );
    expectApiError(await save(headers, { kind: 'trial', nct_number: 'x', title: 'y' }), 400);
    const { claims } = await createTestUser(database().db);
    const lapsed = await tokens.headers(claims);
    expectApiError(
      await save(lapsed, { kind: 'organization', organization_id: ORGANIZATION_ID }),
      403,
    );
    // Their own (empty) list is still theirs to read.
    expect((await list(lapsed)).items).toEqual([]);
    expectApiError(await app.inject({ method: 'GET', url: '/api/v1/my-list' }), 401);
  });

  it('keeps a note of up to 500 characters, and only on the caller’s own items', async () => {
    const { headers } = await member();
    const { item } = saveItemResponseSchema.parse(
      (await save(headers, { kind: 'organization', organization_id: ORGANIZATION_ID })).json(),
    );
    const put = (who: Record<string, string>, note: string, id = item.id) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/my-list/items/${String(id)}/note`,
        headers: who,
        payload: { note },
      });
    expect((await put(headers, 'Ask for Maria, mornings')).statusCode).toBe(200);
    expectApiError(await put(headers, 'x'.repeat(501)), 400);
    expect((await put(headers, 'ñ'.repeat(500))).statusCode).toBe(200);
    const stranger = await member();
    expectApiError(await put(stranger.headers, 'mine now'), 404);
    expectApiError(
      await app.inject({
        method: 'DELETE',
        url: `/api/v1/my-list/items/${String(item.id)}`,
        headers: stranger.headers,
      }),
      404,
    );
    expect((await list(headers)).items[0]?.note).toBe('ñ'.repeat(500));
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/my-list/items/${String(item.id)}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list(headers)).items).toEqual([]);
  });

  it('lists a removed organisation as no longer available, by its saved name', async () => {
    const { headers } = await member();
    const { db } = database();
    await db.insert(organizations).values({
      id: 91_003,
      organization: 'Closing Soon Center',
      serviceArea: 'local',
      source: 'test',
      nameSearch: 'closing',
    });
    await save(headers, { kind: 'organization', organization_id: 91_003 });
    await db.delete(organizations).where(eq(organizations.id, 91_003));
    const [item] = (await list(headers)).items;
    expect(item).toMatchObject({ title: 'Closing Soon Center', available: false, phone: null });
  });

  describe('a saved trial the registry has closed', () => {
    let fake: FakeCtGov;
    let live: FastifyInstance;
    beforeAll(async () => {
      fake = await startFakeCtGov();
      fake.fallback = {
        body: v2Body([
          makeStudy({ nctId: 'NCT01234567' }),
          makeStudy({ nctId: 'NCT07654321', overallStatus: 'COMPLETED' }),
        ]),
      };
      // The default wiring, as a server with a registry runs it.
      live = await buildTestApp(database(), {
        env: { ...TEST_AUTH_ENV, CLINICAL_TRIALS_API_URL: fake.baseUrl },
        auth: tokens.auth,
      });
    });
    afterAll(async () => {
      await live.close();
      await fake.close();
    });

    it('reads as no longer available on the list, the shared link and the e-mail; an open one does not', async () => {
      const { headers } = await member();
      for (const [nct, title] of [
        ['NCT01234567', 'Still recruiting'],
        ['NCT07654321', 'Finished study'],
        ['NCT09999999', 'Withdrawn study'],
      ]) {
        await save(headers, { kind: 'trial', nct_number: nct, title });
      }
      const response = await live.inject({ method: 'GET', url: '/api/v1/my-list', headers });
      const { items } = myListResponseSchema.parse(response.json());
      expect(items.map((item) => [item.title, item.available])).toEqual([
        ['Still recruiting', true],
        ['Finished study', false],
        ['Withdrawn study', false],
      ]);

      const { token } = await share(headers);
      const shared = await live.inject({ method: 'GET', url: `/api/v1/shared-lists/${token}` });
      expect(
        sharedListResponseSchema.parse(shared.json()).items.map((item) => item.available),
      ).toEqual([true, false, false]);

      const sent = await live.inject({
        method: 'POST',
        url: '/api/v1/my-list/email',
        headers,
        payload: { addresses: ['caseworker@example.org'], language: 'en', include_notes: false },
      });
      expect(sent.statusCode).toBe(202);
      const [mail] = await database()
        .db.select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'caseworker@example.org'));
      expect(mail?.bodyText).toMatch(/Finished study[\s\S]*No longer available/);
      expect(mail?.bodyText).not.toMatch(/Still recruiting\s+No longer available/);
      // One look-up for all three, kept for the reads after it.
      expect(fake.requests.filter((request) => request.query.has('filter.ids'))).toHaveLength(1);
    });

    it('takes turns with the trial search at one registry client: a second between requests', async () => {
      const { headers } = await member();
      await database()
        .db.insert(zipCentroids)
        .values({
          zip: '19104',
          city: 'Philadelphia',
          stateCode: 'PA',
          latitude: 39.96,
          longitude: -75.2,
        })
        .onConflictDoNothing();
      await save(headers, { kind: 'trial', nct_number: 'NCT05555555', title: 'Never asked' });
      const before = fake.requests.length;
      const [listed, searched] = await Promise.all([
        live.inject({ method: 'GET', url: '/api/v1/my-list', headers }),
        live.inject({
          method: 'POST',
          url: '/api/v1/clinical-trials-search',
          headers,
          payload: { zipcode: '19104', miles: 50 },
        }),
      ]);
      expect([listed.statusCode, searched.statusCode]).toEqual([200, 200]);
      const [first, second] = fake.requests.slice(before);
      expect(second, 'both asked the registry').toBeDefined();
      // Two clients would each send at once; one client's queue starts them a second apart
      // (they arrive less evenly on a busy machine, hence the margin).
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(500);
    });
  });

  describe('shared links', () => {
    it('shows the items without sign-in and nothing of their owner; notes only when asked', async () => {
      const { user, headers } = await member();
      const { item } = saveItemResponseSchema.parse(
        (await save(headers, { kind: 'organization', organization_id: ORGANIZATION_ID })).json(),
      );
      await app.inject({
        method: 'PUT',
        url: `/api/v1/my-list/items/${String(item.id)}/note`,
        headers,
        payload: { note: 'Call after my appointment' },
      });
      const { token, share: created } = await share(headers);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      // Only the hash is stored.
      const [stored] = await database()
        .db.select()
        .from(sharedLists)
        .where(eq(sharedLists.id, created.id));
      expect(stored?.tokenHash).toBe(hashShareToken(token));
      expect(JSON.stringify(stored)).not.toContain(token);
      const days = (Date.parse(created.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);

      const response = await openShared(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = sharedListResponseSchema.strict().parse(response.json());
      expect(body.items).toHaveLength(1);
      // Ids (of the person or their items) are not in it: the strict schema has none.
      expect(Object.keys(body.items[0] ?? {})).not.toContain('id');
      expect(body.items[0]).toMatchObject({
        title: 'Associated Services for the Blind',
        note: null,
      });
      const text = response.body;
      for (const secret of [
        user.email,
        user.firstName,
        user.lastName,
        user.authSubject ?? 'no subject',
        'Call after my appointment',
      ]) {
        expect(text).not.toContain(secret);
      }
      const withNotes = await share(headers, true);
      const noted = sharedListResponseSchema.parse((await openShared(withNotes.token)).json());
      expect(noted.items[0]?.note).toBe('Call after my appointment');
    });

    it('answers a guessed, malformed or made-up token with 404', async () => {
      for (const guess of [
        randomBytes(32).toString('base64url'),
        'A'.repeat(43),
        'short',
        'x'.repeat(90),
        // Someone else's hash is not a token.
        hashShareToken(randomBytes(32).toString('base64url')),
      ]) {
        expectApiError(await openShared(encodeURIComponent(guess)), 404);
      }
    });

    it('answers 410 once revoked, and only its owner can revoke it', async () => {
      const { headers } = await member();
      await save(headers, { kind: 'organization', organization_id: ORGANIZATION_ID });
      const { token, share: created } = await share(headers);
      const revoke = (who: Record<string, string>) =>
        app.inject({
          method: 'DELETE',
          url: `/api/v1/my-list/shares/${String(created.id)}`,
          headers: who,
        });
      const stranger = await member();
      expectApiError(await revoke(stranger.headers), 404);
      expect((await openShared(token)).statusCode).toBe(200);
      expect((await revoke(headers)).statusCode).toBe(200);
      expect((await revoke(headers)).statusCode).toBe(200);
      expect(expectApiError(await openShared(token), 410).code).toBe('gone');
      const [listed] = (await list(headers)).shares;
      expect(listed).toMatchObject({ id: created.id, is_revoked: true });
      // Another person's list does not show or revoke it.
      expect((await list(stranger.headers)).shares).toEqual([]);
    });

    it('answers 410 once expired (the database’s clock)', async () => {
      const { headers } = await member();
      const { token, share: created } = await share(headers);
      await database()
        .db.update(sharedLists)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sharedLists.id, created.id));
      expectApiError(await openShared(token), 410);
      expect((await list(headers)).shares[0]).toMatchObject({ is_expired: true });
    });

    it('answers 404 once the list is deleted: its links are deleted with it', async () => {
      const { headers } = await member();
      await save(headers, { kind: 'organization', organization_id: ORGANIZATION_ID });
      const { token } = await share(headers);
      const other = await member();
      await save(other.headers, { kind: 'organization', organization_id: ORGANIZATION_ID });
      const otherToken = (await share(other.headers)).token;
      const deleted = await app.inject({ method: 'DELETE', url: '/api/v1/my-list', headers });
      expect(deleted.statusCode).toBe(204);
      expectApiError(await openShared(token), 404);
      expect(await list(headers)).toEqual({ items: [], shares: [] });
      // Only the caller's.
      expect((await openShared(otherToken)).statusCode).toBe(200);
      expect((await list(other.headers)).items).toHaveLength(1);
    });

    it('gives the shared page its status: 200, 410 once turned off, 404 never made', async () => {
      const { headers } = await member();
      const { token, share: created } = await share(headers);
      const { db } = database();
      expect(await sharedListPageStatus(db, `/shared/${token}`)).toBe(200);
      expect(await sharedListPageStatus(db, `/SHARED/${token}/`)).toBe(200);
      expect(await sharedListPageStatus(db, `/shared/${'B'.repeat(43)}`)).toBe(404);
      expect(await sharedListPageStatus(db, '/shared/%41%41')).toBe(404);
      expect(await sharedListPageStatus(db, '/my-list')).toBeNull();
      await app.inject({
        method: 'DELETE',
        url: `/api/v1/my-list/shares/${String(created.id)}`,
        headers,
      });
      expect(await sharedListPageStatus(db, `/shared/${token}`)).toBe(410);
    });

    it('keeps the token out of another user’s hands: their token shows their list only', async () => {
      const a = await member();
      const b = await member();
      await save(a.headers, { kind: 'organization', organization_id: ORGANIZATION_ID });
      await save(b.headers, { kind: 'organization', organization_id: OTHER_ORGANIZATION_ID });
      const tokenB = (await share(b.headers)).token;
      const shown = sharedListResponseSchema.parse((await openShared(tokenB)).json());
      expect(shown.items.map((item) => item.title)).toEqual(['Lighthouse']);
    });
  });

  describe('e-mail my list', () => {
    const send = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/my-list/email', headers, payload });

    it('queues one message per address, in the language asked, with text and HTML', async () => {
      const { user, headers } = await member();
      await save(headers, { kind: 'organization', organization_id: ORGANIZATION_ID });
      const response = await send(headers, {
        addresses: ['Family@Example.com', 'family@example.com ', 'worker@example.org'],
        language: 'sp',
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ queued: 2 });
      const rows = await database()
        .db.select()
        .from(emailOutbox)
        .where(like(emailOutbox.dedupeKey, `my-list:${String(user.id)}:%`));
      expect(rows.map((row) => row.toAddress).sort()).toEqual([
        'family@example.com',
        'worker@example.org',
      ]);
      expect(rows[0]).toMatchObject({ template: 'my-list', language: 'sp' });
      expect(rows[0]?.bodyText).toContain('- Associated Services for the Blind');
      expect(rows[0]?.bodyHtml).toContain('<html lang="es">');
      expect(rows[0]?.bodyText).not.toContain(user.email);
    });

    it('refuses bad addresses, more than three, an empty list, and past the daily limit', async () => {
      const { headers } = await member();
      const problem = expectApiError(
        await send(headers, { addresses: ['not an address'], language: 'en' }),
        400,
      );
      expect(problem.details[0]?.message).toBe('Please enter valid email');
      expectApiError(
        await send(headers, {
          addresses: ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'],
          language: 'en',
        }),
        400,
      );
      expectApiError(await send(headers, { addresses: ['a@example.com'], language: 'en' }), 409);
      await save(headers, { kind: 'organization', organization_id: ORGANIZATION_ID });
      let sent = 0;
      while (sent + 3 <= LIST_EMAILS_PER_DAY) {
        const addresses = [0, 1, 2].map((n) => `r${String(sent + n)}@example.com`);
        expect((await send(headers, { addresses, language: 'en' })).statusCode).toBe(202);
        sent += 3;
      }
      const over = Array.from(
        { length: LIST_EMAILS_PER_DAY - sent + 1 },
        (_, n) => `o${String(n)}@example.com`,
      ).slice(0, 3);
      expectApiError(await send(headers, { addresses: over, language: 'en' }), 429);
    });
  });

  it('downloads the list as plain text and large print, in either language, notes in', async () => {
    const { headers } = await member();
    const saved = await save(headers, { kind: 'organization', organization_id: ORGANIZATION_ID });
    const { item } = saveItemResponseSchema.parse(saved.json());
    await app.inject({
      method: 'PUT',
      url: `/api/v1/my-list/items/${String(item.id)}/note`,
      headers,
      payload: { note: 'Ask for Maria on Tuesdays' },
    });
    await save(headers, {
      kind: 'guide',
      category_id: guideSub.categoryId,
      sub_category_id: guideSub.id,
    });
    const file = (name: string) =>
      app.inject({ method: 'GET', url: `/api/v1/my-list/files/${name}`, headers });

    const text = await file('my-list-sp.txt');
    expect(text.statusCode).toBe(200);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toBe('attachment; filename="my-list-sp.txt"');
    const lines = text.body.split('\r\n');
    expect(lines[0]).toBe('Mi lista');
    expect(lines).toContain('Organizaciones');
    expect(lines).toContain('Guías');
    expect(lines).toContain(
      '- Associated Services for the Blind. Teléfono: 2156271000. Enlace: https://example.org/asb. Nota: Ask for Maria on Tuesdays.',
    );
    expect(text.body).toContain(`- ${guideSub.titleSp}`);

    const pdf = await file('my-list-en-large-24.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = await mkdtemp(path.join(tmpdir(), 'vh-list-'));
    try {
      const where = path.join(dir, 'list.pdf');
      await writeFile(where, pdf.rawPayload);
      const read = (tool: string, ...after: string[]) =>
        run(tool, [where, ...after], { encoding: 'utf8' }).then((result) => result.stdout);
      // "-": to standard output.
      const words = (await read('pdftotext', '-')).replace(/\s+/g, ' ');
      expect(words).toContain('My list');
      expect(words).toContain('Organizations');
      expect(words).toContain('Note: Ask for Maria on Tuesdays.');
      // Every font embedded (the last column but one of each row after the two header lines).
      for (const row of (await read('pdffonts')).trim().split('\n').slice(2)) {
        expect(row).toMatch(/\syes\s+yes\s+(yes|no)\s+\d+\s+\d+$/);
      }
      expect(await read('pdfinfo')).toMatch(/^Tagged:\s+yes$/m);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    for (const name of ['my-list-fr.txt', 'my-list-en.pdf', 'my-list-en-large-20.pdf', '..%2Fx']) {
      expectApiError(await file(name), 404);
    }
    expectApiError(
      await app.inject({ method: 'GET', url: '/api/v1/my-list/files/my-list-en.txt' }),
      401,
    );
  });
});
