// Where mail goes. SMTP_URL set: over SMTP with nodemailer, to any provider. No SMTP_URL on a developer's
// machine (a fresh clone): each message is written to OUTBOX_DIR as an .eml file (any mail program opens
// it) and its path logged, so a newcomer sees exactly what would be sent. No SMTP_URL on a deployed site:
// no transport; messages stay pending and the log says so once.

import nodemailer from 'nodemailer';
import { insideDeployedFunction } from '../config/deploy-context';
import type { AppConfig } from '../config/app-config';
import { log } from '../log';
import type { Mail } from './mail/layout';

export interface Transport {
  readonly name: 'smtp' | 'files';
  /** Deliver (or write) one mail; throws when the server refuses it or cannot be reached. */
  send(mail: Mail, from: string): Promise<void>;
}

/** Bounded waits: a mail server that hangs never holds a function for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 8_000, greetingTimeout: 8_000, socketTimeout: 15_000, dnsTimeout: 5_000 };

function message(mail: Mail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    attachments: mail.attachments?.map((a) => ({ ...a })),
  };
}

export function smtpTransport(url: string): Transport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    name: 'smtp',
    async send(mail, from) {
      await transporter.sendMail(message(mail, from));
    },
  };
}

/**
 * node:fs and node:path, reached at run time: the function bundler traces the files that fs and path calls
 * name, and packed every .eml in the project into each function (the preview then copied its own build
 * folder into itself). Deployed sites never write here.
 */
const fs = () => process.getBuiltinModule('node:fs/promises');
const paths = () => process.getBuiltinModule('node:path');

/** Each mail as `<dir>/<message id>.eml` (the same message always the same file). */
export function fileTransport(dir: string): Transport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'files',
    async send(mail, from) {
      const info = await transporter.sendMail(message(mail, from));
      await fs().mkdir(dir, { recursive: true });
      const name = `${mail.messageId.replace(/^<|@.*$/g, '').replace(/[^\w.-]+/g, '-')}.eml`;
      const path = paths().resolve(dir, name);
      await fs().writeFile(path, info.message as Buffer);
      log.info('mail_written', { path });
    },
  };
}

/**
 * Netlify's local emulator (`npm run dev`, the preview) without SMTP_URL: messages become .eml files, in
 * milliseconds, so the request writes them itself (see deliverAfterResponse).
 */
export const writesFilesOnly = (config: AppConfig): boolean =>
  !config.notify.smtpUrl && Boolean(config.env.NETLIFY_DEV || config.env.NETLIFY_LOCAL);

let warned = false;

/** The transport these settings ask for; null on a deployed site without SMTP_URL (warned once). */
export function transportFor(config: AppConfig): Transport | null {
  if (config.notify.smtpUrl) return smtpTransport(config.notify.smtpUrl);
  if (!insideDeployedFunction(config.env)) return fileTransport(config.notify.outboxDir);
  if (!warned) {
    warned = true;
    log.warn('mail_not_configured', {
      reason:
        'SMTP_URL is not set: messages to staff, patients and donors are kept, not sent. Set SMTP_URL and MAIL_FROM.',
    });
  }
  return null;
}
