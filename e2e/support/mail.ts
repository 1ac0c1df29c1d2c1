// The e-mails the server wrote as .eml files (no SMTP_URL in the end-to-end run).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The mail folder of the server whose data folder is in `variable` (the first by default). */
function mailFolder(variable = 'E2E_DATA_DIR'): string {
  const dataDir = process.env[variable];
  if (!dataDir) throw new Error(`${variable} is not set (playwright.config.ts sets it)`);
  return path.join(dataDir, 'mail');
}

/** Quoted-printable (how the transport writes bodies) back to text. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined[index] === '=' ? joined.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Every message to `address` so far, as text. */
async function messagesTo(address: string, folder = mailFolder()): Promise<string[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const texts = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => decodeQuotedPrintable(await readFile(path.join(folder, name), 'utf8'))),
  );
  return texts.filter((text) =>
    new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(text),
  );
}

/** Waits for the receipt e-mail of an order to `address` and returns its decoded text. */
export async function receiptFor(address: string, orderId: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const messages = await messagesTo(address);
        found = messages.find((text) => text.includes(orderId)) ?? '';
        return found !== '';
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}

/**
 * Waits for a trial digest to `address` from the watcher's server (playwright.config.ts) and
 * returns the page address its unsubscribe link opens, as the plain-text part writes it.
 */
export async function digestUnsubscribeLink(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const messages = await messagesTo(address, mailFolder('E2E_WATCH_DATA_DIR'));
        for (const text of messages) {
          link =
            /https?:\/\/\S+\/alerts\/unsubscribe\?watch=\d+&token=[\w-]+/.exec(text)?.[0] ?? '';
          if (link) break;
        }
        return link !== '';
      },
      // The watcher runs every second; the outbox writes within half a second.
      { timeout: 20_000 },
    )
    .toBe(true);
  return link;
}
