// A public function's share of delivery: its messages went into the outbox with the record; turning them
// into mail and phone messages (every renderer, the mail and phone dictionaries, nodemailer, the receipt
// PDF stack) is the deliver function's (netlify/functions/deliver.ts), so a visitor's form function stays
// small and starts fast. Once the answer has gone, the public function asks the deliver function, with a
// signed POST, to deliver what is due; a call that fails leaves the messages in the outbox for the
// scheduled run (netlify/functions/notify.ts, every 5 minutes): nothing is lost, only later.
// Outside Netlify (tests, a plain Node server, scripts) there is no deliver function to call: the sender
// runs in the same process, loaded only then, by a name no bundler follows (./sender).

import { createHmac, timingSafeEqual } from 'node:crypto';
import { insideDeployedFunction } from '../config/deploy-context';
import { secretKeyOf } from '../config/keys';
import type { Deps } from '../deps';
import { errorSummary, log } from '../log';
import { wholeStore } from '../store/compose';
import type { deliverDue as DeliverDue } from './sender';

/** The deliver function's path (netlify/functions/deliver.ts). */
export const DELIVER_PATH = '/api/outbox/deliver';
/** The header that proves a call to the deliver function comes from one of this deploy's functions. */
export const DELIVER_SIGNATURE = 'x-deliver-signature';
/** A signature is good this long either side of its time (the functions' clocks agree to well within it). */
const SIGNATURE_WINDOW_MS = 5 * 60_000;
/** What one request's delivery may take: at most this many messages, none started after this long. */
export const AFTER_RESPONSE = { limit: 10, budgetMs: 8_000 } as const;
/** The deliver function has its budget and a little more to answer. */
const CALL_TIMEOUT_MS = AFTER_RESPONSE.budgetMs + 7_000;

const deliverKeyOf = secretKeyOf((secret) =>
  createHmac('sha256', secret).update('varma-trust outbox delivery').digest(),
);

const mac = (key: Buffer, ms: number) => createHmac('sha256', key).update(`deliver:${ms}`).digest('hex');

/** The signature header's value for a call made at `nowMs`; null when this deploy has no usable secret. */
export function deliverSignature(config: Deps['config'], nowMs: number): string | null {
  const key = deliverKeyOf(config);
  return key === null ? null : `${nowMs}.${mac(key, nowMs)}`;
}

/** True when `header` is a signature of this deploy, made within the window around `nowMs`. */
export function deliverSigned(config: Deps['config'], header: string | null, nowMs: number): boolean {
  const key = deliverKeyOf(config);
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(header ?? '');
  if (key === null || !match) return false;
  const ms = Number(match[1]);
  if (Math.abs(nowMs - ms) > SIGNATURE_WINDOW_MS) return false;
  return timingSafeEqual(Buffer.from(match[2]!, 'hex'), Buffer.from(mac(key, ms), 'hex'));
}

/** Netlify's runtime, deployed or its local copy (`npm run preview`, `npm run dev`): the deliver function is there. */
const onNetlify = (env: Deps['config']['env']) =>
  insideDeployedFunction(env) || Boolean(env.NETLIFY_DEV || env.NETLIFY_LOCAL);

/**
 * A deployed site with no way to send (no SMTP_URL, no phone channel) keeps its messages waiting: nothing to
 * call for (the scheduled run says so in its log, ./transport).
 */
const nothingToSend = (config: Deps['config']) =>
  insideDeployedFunction(config.env) && !config.notify.smtpUrl && !config.notify.whatsapp && !config.notify.sms;

/**
 * Netlify's local copy without SMTP_URL writes mail as .eml files, in milliseconds: the request waits for
 * it, so the files are there when the page says "saved" (./transport writesFilesOnly).
 */
const writesFilesOnly = (config: Deps['config']) =>
  !config.notify.smtpUrl && Boolean(config.env.NETLIFY_DEV || config.env.NETLIFY_LOCAL);

// Not a literal: a bundler leaves this import alone, so a deployed public function carries no sender.
const SENDER_MODULE = './sender';

async function deliverHere(deps: Deps): Promise<void> {
  const { deliverDue } = (await import(/* @vite-ignore */ SENDER_MODULE)) as { deliverDue: typeof DeliverDue };
  await deliverDue({ ...deps, store: () => deps.store().then(wholeStore) }, AFTER_RESPONSE);
}

async function callDeliver(deps: Deps, origin: string): Promise<void> {
  const signature = deliverSignature(deps.config, Date.now());
  if (signature === null) {
    log.warn('deliver_unsigned', { reason: 'no usable secret: the scheduled run delivers' });
    return;
  }
  const res = await fetch(new URL(DELIVER_PATH, origin), {
    method: 'POST',
    headers: { [DELIVER_SIGNATURE]: signature },
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`the deliver function answered ${res.status}`);
}

/**
 * After messages were queued: have them delivered once the answer has gone (the platform's waitUntil keeps
 * the function alive for it; without it, e.g. a plain Node server, the scheduled run delivers them).
 */
export async function deliverAfterResponse(deps: Deps): Promise<void> {
  if (nothingToSend(deps.config)) return;
  const origin = deps.origin;
  const work = async () => {
    try {
      if (onNetlify(deps.config.env) && origin) await callDeliver(deps, origin);
      else await deliverHere(deps);
    } catch (error) {
      log.error('mail_delivery_failed', { reason: errorSummary(error) });
    }
  };
  if (writesFilesOnly(deps.config)) await work();
  else deps.waitUntil?.(work());
}
