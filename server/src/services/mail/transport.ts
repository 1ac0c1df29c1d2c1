import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../../env.ts';
import type { MailLanguage } from './templates.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`; absent for the plain-text e-mails. */
  html?: string | undefined;
  /** Headers beside Content-Language (List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string> | undefined;
  language: MailLanguage;
  /** Names the .eml file (e.g. the outbox id); random when absent. */
  reference?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written by the file transport. */
  file?: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

/** BCP 47 tags for the Content-Language header; the spec calls Spanish "sp". */
const CONTENT_LANGUAGE: Record<MailLanguage, string> = { en: 'en', sp: 'es' };

function mailOptions(from: string, message: MailMessage) {
  return {
    from,
    // An object, never a string to parse: the address is one recipient, whatever it holds.
    to: { name: '', address: message.to },
    subject: message.subject,
    // Plain text (see templates.ts), with an HTML alternative only where a template made one.
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    headers: { ...message.headers, 'Content-Language': CONTENT_LANGUAGE[message.language] },
  };
}

/** SMTP through nodemailer (e.g. smtps://user:pass@smtp.example.org). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // Fail fast instead of nodemailer's two-minute defaults and let the next round retry; the
    // outbox lease (sender.ts) must outlast the slowest hand-over these allow.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(mailOptions(from, message));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each message as an .eml file under `folder` (the embedded default: open it in any
 * mail program). The folder is created on first use.
 */
export function createFileTransport(folder: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    async send(message) {
      const info = await transporter.sendMail(mailOptions(from, message));
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const reference = (message.reference ?? randomUUID()).replace(/[^A-Za-z0-9_-]/g, '_');
      const file = path.join(folder, `${stamp}-${reference}.eml`);
      // wx: never overwrite an earlier message.
      await writeFile(file, info.message, { flag: 'wx' });
      return { messageId: info.messageId, file };
    },
    close: () => transporter.close(),
  };
}

/** SMTP when SMTP_URL is set, otherwise .eml files under DATA_DIR/mail. */
export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'DATA_DIR' | 'EMAIL_FROM'>) {
  return env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, env.EMAIL_FROM)
    : createFileTransport(path.join(env.DATA_DIR, 'mail'), env.EMAIL_FROM);
}
