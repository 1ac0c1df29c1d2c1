import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { databaseKinds, useTestDatabase } from '../../../test/test-databases.ts';
import { emailOutbox } from '../../db/schema.ts';
import { loadEnv } from '../../env.ts';
import { queueEmail } from './outbox.ts';
import {
  ABANDONED,
  deliverPendingEmails,
  LEASE_MS,
  MAX_ATTEMPTS,
  startOutboxSender,
  UNDELIVERABLE,
  type SenderLog,
} from './sender.ts';
import { myListEmail } from '../my-list/my-list-email.ts';
import { welcomeEmail } from './templates.ts';
import { digestEmail } from '../trial-watch/digest-email.ts';
import {
  createFileTransport,
  createMailTransport,
  createSmtpTransport,
  type MailMessage,
  type MailTransport,
} from './transport.ts';

/** Quoted-printable body text back to UTF-8, as a mail program shows it. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  const log: SenderLog = {
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    error: (details, message) => lines.push({ level: 'error', details, message }),
  };
  return { log, lines };
}

/** A transport that records what it was asked to send, after a short pause. */
function recordingTransport(delayMs = 0) {
  const sent: MailMessage[] = [];
  const transport: MailTransport = {
    kind: 'file',
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
    close() {},
  };
  return { transport, sent };
}

const failingTransport = (message: string): MailTransport => ({
  kind: 'smtp',
  send: () => Promise.reject(new Error(message)),
  close() {},
});

describe.each(databaseKinds)('e-mail outbox sender on $kind', (kind) => {
  const database = useTestDatabase(kind);
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'vh-mail-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    // Each test starts from an empty outbox: the sender takes every pending row.
    await database().db.delete(emailOutbox);
  });

  const queueWelcome = async (to: string, language: 'en' | 'sp', firstName = 'Ana') => {
    const rendered = welcomeEmail({ firstName, language, siteUrl: 'https://hub.example.org' });
    await queueEmail(database().db, { to, template: 'welcome', language, ...rendered });
    const [row] = await database()
      .db.select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to));
    if (!row) throw new Error('not queued');
    return row;
  };
  const rowById = async (id: number) =>
    (await database().db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

  it('the file transport writes a readable .eml per message, with its subject and language', async () => {
    const mailFolder = path.join(folder, 'files', 'mail');
    const transport = createFileTransport(mailFolder, 'Vision Hub <no-reply@hub.example.org>');
    const english = await queueWelcome('ana@example.org', 'en');
    const spanish = await queueWelcome('jose@example.org', 'sp', 'José');

    const { log, lines } = recordingLog();
    const result = await deliverPendingEmails(database().db, transport, { log });
    expect(result).toEqual({ sent: 2, retrying: 0, failed: 0 });

    const files = (await readdir(mailFolder)).sort();
    expect(files).toHaveLength(2);
    const [first, second] = await Promise.all(
      files.map((file) => readFile(path.join(mailFolder, file), 'utf8')),
    );
    const byAddress = new Map(
      [first, second].map((eml) => [/^To: (.*)$/m.exec(eml ?? '')?.[1], eml ?? '']),
    );

    const en = byAddress.get('ana@example.org') ?? '';
    expect(en).toMatch(/^Subject: Welcome to Vision Hub$/m);
    expect(en).toMatch(/^Content-Language: en$/m);
    expect(en).toMatch(/^From: Vision Hub <no-reply@hub\.example\.org>$/m);
    expect(en).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(decodeQuotedPrintable(en)).toContain('Hello Ana,');
    expect(decodeQuotedPrintable(en)).toContain('https://hub.example.org/client/dashboard');

    const sp = byAddress.get('jose@example.org') ?? '';
    expect(sp).toMatch(/^Subject: Le damos la bienvenida a Vision Hub$/m);
    expect(sp).toMatch(/^Content-Language: es$/m);
    const spText = decodeQuotedPrintable(sp);
    expect(spText).toContain('Hola, José:');
    expect(spText).toContain('Encontrará guías en inglés y en español');
    // Plain text only: nothing that could track the reader.
    expect(sp).not.toMatch(/text\/html|<img|<a /i);

    for (const row of [await rowById(english.id), await rowById(spanish.id)]) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
    }
    // The log names who got what, masked.
    expect(lines.map((line) => line.message)).toEqual(['e-mail sent', 'e-mail sent']);
    expect(JSON.stringify(lines)).toContain('a***@example.org');
    expect(JSON.stringify(lines)).not.toMatch(/ana@|jose@/);
  });

  it('never mails a stored address that breaks the rule: no recipient made up, no header added', async () => {
    const mailFolder = path.join(folder, 'hostile', 'mail');
    const transport = createFileTransport(mailFolder, 'Vision Hub <no-reply@hub.example.org>');
    // Rows stored before the rule (or by hand): to the mailer, the first names the recipient
    // "script"; the second adds a Bcc to spy@y.com.
    const hostile = [
      '<script>alert(1)</script>@x.com',
      'evil@x.com\r\nBcc: spy@y.com',
      '"a, b" <c@d.com>, e@f.com',
    ];
    const queued = [];
    for (const to of hostile) queued.push(await queueWelcome(to, 'en'));
    const good = await queueWelcome('ok@example.org', 'en');

    const { log, lines } = recordingLog();
    const result = await deliverPendingEmails(database().db, transport, { log });
    expect(result).toEqual({ sent: 1, retrying: 0, failed: hostile.length });
    for (const row of queued) {
      expect(await rowById(row.id)).toMatchObject({ status: 'failed', lastError: UNDELIVERABLE });
    }
    expect(await rowById(good.id)).toMatchObject({ status: 'sent' });
    const files = await readdir(mailFolder);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(mailFolder, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^To: ok@example\.org$/m);
    expect(eml).not.toMatch(/script|spy@|^Bcc:/im);
    // The log names no hostile address, not even masked.
    expect(JSON.stringify(lines)).not.toMatch(/script|spy|evil/);
  });

  it('createMailTransport writes under DATA_DIR/mail when SMTP_URL is not set', async () => {
    const dataDir = path.join(folder, 'data');
    const transport = createMailTransport(loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    expect(transport.kind).toBe('file');
    await queueWelcome('someone@example.org', 'en');
    await deliverPendingEmails(database().db, transport);
    expect(await readdir(path.join(dataDir, 'mail'))).toHaveLength(1);
    const smtp = createMailTransport(
      loadEnv({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:2525' }),
    );
    expect(smtp.kind).toBe('smtp');
    smtp.close();
  });

  it('a failing transport counts attempts, keeps a masked error and gives up after 5', async () => {
    const row = await queueWelcome('jane.doe@example.org', 'en');
    const transport = failingTransport('550 mailbox <jane.doe@example.org> unavailable');
    const { log, lines } = recordingLog();

    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const result = await deliverPendingEmails(database().db, transport, { log });
      expect(result).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(await rowById(row.id)).toMatchObject({
        status: 'pending',
        attempts: attempt,
        lastError: '550 mailbox <j***@example.org> unavailable',
        sentAt: null,
      });
    }
    expect(await deliverPendingEmails(database().db, transport, { log })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 1,
    });
    expect(await rowById(row.id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    // A failed message is left alone.
    expect(await deliverPendingEmails(database().db, transport, { log })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect((await rowById(row.id))?.attempts).toBe(MAX_ATTEMPTS);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn', 'warn', 'warn', 'error']);
    expect(JSON.stringify(lines)).not.toContain('jane.doe');
  });

  it('one failure does not stop the others, and a round tries each message once', async () => {
    const bad = await queueWelcome('bad@example.org', 'en');
    const good = await queueWelcome('good@example.org', 'en');
    let calls = 0;
    const transport: MailTransport = {
      kind: 'smtp',
      send: async (message) => {
        calls++;
        if (message.to === 'bad@example.org') throw new Error('refused');
        return { messageId: '<1@test>' };
      },
      close() {},
    };
    expect(await deliverPendingEmails(database().db, transport, { limit: 10 })).toEqual({
      sent: 1,
      retrying: 1,
      failed: 0,
    });
    expect(calls).toBe(2);
    expect((await rowById(bad.id))?.attempts).toBe(1);
    expect((await rowById(good.id))?.status).toBe('sent');
  });

  it('respects the limit, oldest first', async () => {
    const rows = [];
    for (let i = 0; i < 3; i++) rows.push(await queueWelcome(`limit${i}@example.org`, 'en'));
    const { transport, sent } = recordingTransport();
    expect((await deliverPendingEmails(database().db, transport, { limit: 2 })).sent).toBe(2);
    expect(sent.map((message) => message.to)).toEqual(['limit0@example.org', 'limit1@example.org']);
    expect((await rowById(rows[2]?.id ?? 0))?.status).toBe('pending');
  });

  it('two senders at once never send one message twice', async () => {
    const count = 30;
    for (let i = 0; i < count; i++) await queueWelcome(`both${i}@example.org`, 'en');
    const a = recordingTransport(5);
    const b = recordingTransport(5);
    const [resultA, resultB] = await Promise.all([
      deliverPendingEmails(database().db, a.transport, { limit: count }),
      deliverPendingEmails(database().db, b.transport, { limit: count }),
    ]);
    const addresses = [...a.sent, ...b.sent].map((message) => message.to);
    expect(addresses).toHaveLength(count);
    expect(new Set(addresses).size).toBe(count);
    expect(resultA.sent + resultB.sent).toBe(count);
    if (kind.kind === 'postgres') {
      // Separate connections really ran side by side, each skipping the other's rows.
      expect(a.sent.length).toBeGreaterThan(0);
      expect(b.sent.length).toBeGreaterThan(0);
    }
    const statuses = await database().db.select({ status: emailOutbox.status }).from(emailOutbox);
    expect(statuses.every((row) => row.status === 'sent')).toBe(true);
  });

  it('claims a message with a lease and hands it over outside any transaction', async () => {
    const row = await queueWelcome('lease@example.org', 'en');
    let release: () => void = () => {};
    const handedOver = new Promise<void>((resolve) => {
      const transport: MailTransport = {
        kind: 'smtp',
        send: () => {
          resolve();
          return new Promise((done) => {
            release = () => done({ messageId: '<lease@test>' });
          });
        },
        close() {},
      };
      void deliverPendingEmails(database().db, transport).then((result) => finished(result));
    });
    let finished: (result: object) => void = () => {};
    const delivered = new Promise<object>((resolve) => (finished = resolve));
    await handedOver;
    // While the SMTP server has the message, the row is free: another connection can lock it
    // at once (a transaction held across the send would block this, or on PGlite queue it).
    const locked = await Promise.race([
      database().db.transaction((tx) =>
        tx.select().from(emailOutbox).where(eq(emailOutbox.id, row.id)).for('update'),
      ),
      new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3_000)),
    ]);
    expect(locked).not.toBe('blocked');
    const claimed = await rowById(row.id);
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(claimed?.leaseToken).toEqual(expect.any(String));
    const leaseLeft = (claimed?.leaseUntil?.getTime() ?? 0) - Date.now();
    expect(leaseLeft).toBeGreaterThan(LEASE_MS - 60_000);
    expect(leaseLeft).toBeLessThanOrEqual(LEASE_MS + 5_000);
    // Another sender meanwhile leaves the claimed message alone.
    const other = recordingTransport();
    expect(await deliverPendingEmails(database().db, other.transport)).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    release();
    expect(await delivered).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowById(row.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      leaseUntil: null,
      leaseToken: null,
    });
    expect(other.sent).toEqual([]);
  });

  it('a message whose sender died mid-send goes again once the lease runs out', async () => {
    const row = await queueWelcome('orphan@example.org', 'en');
    // The first sender takes the message and never comes back (as if killed mid-send).
    const dead: MailTransport = { kind: 'smtp', send: () => new Promise(() => {}), close() {} };
    void deliverPendingEmails(database().db, dead, { leaseMs: 400 });
    await expect.poll(async () => (await rowById(row.id))?.attempts).toBe(1);
    const next = recordingTransport();
    expect((await deliverPendingEmails(database().db, next.transport)).sent).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await deliverPendingEmails(database().db, next.transport)).sent).toBe(1);
    expect(next.sent.map((message) => message.to)).toEqual(['orphan@example.org']);
    expect(await rowById(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a message whose every try died with its sender is marked failed, not retried for ever', async () => {
    const row = await queueWelcome('crashy@example.org', 'en');
    await database()
      .db.update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS, leaseUntil: new Date(Date.now() - 1_000), leaseToken: 'gone' })
      .where(eq(emailOutbox.id, row.id));
    const { transport, sent } = recordingTransport();
    await deliverPendingEmails(database().db, transport);
    expect(sent).toEqual([]);
    expect(await rowById(row.id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: ABANDONED,
      leaseUntil: null,
    });
  });

  it('the list e-mail reaches an SMTP server as plain text with an HTML alternative, in its language', async () => {
    const smtp = await startSmtpServer();
    const transport = createSmtpTransport(smtp.url, 'Vision Hub <no-reply@hub.example.org>');
    try {
      const rendered = myListEmail({
        items: [
          {
            id: 1,
            kind: 'organization',
            key: '5188',
            category_id: null,
            title: 'Servicios <Asociados> & Co',
            title_sp: null,
            url: 'https://example.org/asb',
            phone: '2156271000',
            note: 'Pregunte por Ana',
            saved_at: '2026-11-20T10:00:00.000Z',
            available: true,
          },
        ],
        language: 'sp',
        includeNotes: false,
        siteUrl: 'https://hub.example.org',
      });
      await queueEmail(database().db, {
        to: 'familia@example.org',
        template: 'my-list',
        language: 'sp',
        ...rendered,
      });
      expect(await deliverPendingEmails(database().db, transport)).toMatchObject({ sent: 1 });
      const [mail] = smtp.received;
      expect(mail?.to).toEqual(['familia@example.org']);
      const data = mail?.data ?? '';
      expect(data).toMatch(/^Content-Language: es$/m);
      expect(data).toMatch(/multipart\/alternative/);
      const text = decodeQuotedPrintable(data);
      expect(text).toContain('Content-Type: text/plain');
      expect(text).toContain('- Servicios <Asociados> & Co');
      expect(text).toContain('Content-Type: text/html');
      expect(text).toContain('<html lang="es">');
      // Escaped in the HTML part: a name is text, never markup.
      expect(text).toContain('<strong>Servicios &lt;Asociados&gt; &amp; Co</strong>');
      // The note stays out unless the person chose to include it.
      expect(text).not.toContain('Pregunte por Ana');
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('two senders and an SMTP server that refuses some messages: each delivered exactly once', async () => {
    // Every third message the server receives is refused with a temporary failure.
    const smtp = await startSmtpServer((_mail, index) =>
      index % 3 === 2 ? '451 4.3.0 try again later' : '250 2.0.0 queued',
    );
    const from = 'Vision Hub <no-reply@hub.example.org>';
    const senders = [createSmtpTransport(smtp.url, from), createSmtpTransport(smtp.url, from)];
    try {
      const count = 12;
      for (let i = 0; i < count; i++) await queueWelcome(`smtp${i}@example.org`, 'en');
      let rounds = 0;
      let retried = 0;
      while (
        (await database().db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending')))
          .length > 0
      ) {
        rounds += 1;
        expect(rounds).toBeLessThan(MAX_ATTEMPTS);
        const results = await Promise.all(
          senders.map((transport) =>
            deliverPendingEmails(database().db, transport, { limit: count }),
          ),
        );
        retried += results.reduce((sum, result) => sum + result.retrying, 0);
      }
      const delivered = smtp.received.flatMap((mail) => mail.to);
      expect(delivered.toSorted()).toEqual(
        Array.from({ length: count }, (_, i) => `smtp${i}@example.org`).toSorted(),
      );
      expect(retried).toBeGreaterThan(0);
      const rows = await database().db.select().from(emailOutbox);
      expect(rows.every((row) => row.status === 'sent' && row.leaseToken === null)).toBe(true);
      // Every refusal was one more try of the message it refused, and nothing else was.
      expect(rows.reduce((sum, row) => sum + row.attempts - 1, 0)).toBe(retried);
    } finally {
      for (const transport of senders) transport.close();
      await smtp.close();
    }
  });

  it('the trial digest reaches the SMTP server with its unsubscribe headers, language and both parts', async () => {
    const smtp = await startSmtpServer();
    const transport = createSmtpTransport(smtp.url, 'Vision Hub <no-reply@hub.example.org>');
    const oneClick = 'https://hub.example.org/api/v1/trial-watches/unsubscribe?watch=7&token=abc';
    try {
      const rendered = digestEmail({
        language: 'sp',
        conditions: ['glaucoma'],
        zipcode: '19104',
        miles: 100,
        studies: [
          {
            nctId: 'NCT10000001',
            title: 'Eye drops for glaucoma',
            status: 'RECRUITING',
            site: {
              facility: 'Eye Site',
              city: 'Philadelphia',
              state: 'Pennsylvania',
              distanceMiles: 2.5,
            },
            studyUrl: 'https://clinicaltrials.gov/study/NCT10000001',
            eligibilityUrl:
              'https://hub.example.org/client/organization/13?subCateId=48&study=NCT10000001',
          },
        ],
        manageUrl: 'https://hub.example.org/my-alerts',
        unsubscribeUrl: 'https://hub.example.org/alerts/unsubscribe?watch=7&token=abc',
      });
      await queueEmail(database().db, {
        to: 'digest@example.org',
        template: 'trial-digest',
        language: 'sp',
        ...rendered,
        headers: {
          'List-Unsubscribe': `<${oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      expect((await deliverPendingEmails(database().db, transport)).sent).toBe(1);
      const [mail] = smtp.received;
      const data = mail?.data ?? '';
      const headers = data.slice(0, data.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
      expect(headers).toContain(`List-Unsubscribe: <${oneClick}>`);
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(headers).toMatch(/^Content-Language: es$/m);
      expect(headers).toMatch(/^Content-Type: multipart\/alternative;/m);
      // Both parts: the text first (the fallback), then the HTML.
      const text = data.indexOf('Content-Type: text/plain; charset=utf-8');
      const html = data.indexOf('Content-Type: text/html; charset=utf-8');
      expect(text).toBeGreaterThan(0);
      expect(html).toBeGreaterThan(text);
      const decoded = decodeQuotedPrintable(data);
      expect(decoded).toContain('1 ensayo clínico nuevo cerca de 19104');
      expect(decoded).toContain('<html lang="es">');
      expect(decoded).toContain('<h2 lang="en">Eye drops for glaucoma</h2>');
      expect(decoded).not.toMatch(/<img/i);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('stopping the background sender waits for the message in hand only', async () => {
    for (const to of ['one@example.org', 'two@example.org', 'three@example.org']) {
      await queueWelcome(to, 'en');
    }
    const { transport, sent } = recordingTransport(300);
    const { log } = recordingLog();
    const stop = startOutboxSender({ db: database().db, transport, log, intervalMs: 60_000 });
    await expect
      .poll(async () =>
        (await database().db.select().from(emailOutbox)).some((row) => row.leaseToken),
      )
      .toBe(true);
    await stop();
    expect(sent.map((message) => message.to)).toEqual(['one@example.org']);
    const rows = await database().db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(rows.map((row) => [row.status, row.leaseToken])).toEqual([
      ['sent', null],
      ['pending', null],
      ['pending', null],
    ]);
  });

  it('startOutboxSender delivers in the background until stopped', async () => {
    const first = await queueWelcome('background@example.org', 'en');
    const { transport, sent } = recordingTransport();
    const { log } = recordingLog();
    const stop = startOutboxSender({ db: database().db, transport, log, intervalMs: 20 });
    try {
      await expect
        .poll(async () => (await rowById(first.id))?.status, { timeout: 5_000 })
        .toBe('sent');
      const second = await queueWelcome('background2@example.org', 'en');
      await expect
        .poll(async () => (await rowById(second.id))?.status, { timeout: 5_000 })
        .toBe('sent');
    } finally {
      await stop();
    }
    const after = await queueWelcome('after-stop@example.org', 'en');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await rowById(after.id))?.status).toBe('pending');
    expect(sent.map((message) => message.to)).toEqual([
      'background@example.org',
      'background2@example.org',
    ]);
  });
});
