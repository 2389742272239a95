// What the providers tell us after a message left: WhatsApp's webhooks (a GET handshake with the verify
// token; every POST signed with X-Hub-Signature-256, the app secret's HMAC-SHA256 of the raw body, checked
// before anything is read) and MSG91's delivery reports (JSON, v3 webhook; the URL carries our token).
// Statuses move each delivery on; a WhatsApp message that failed goes once by SMS when the person allowed
// it; a reply of STOP (or நிறுத்து) ends WhatsApp for that phone at once.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { maskPhone } from '../../../lib/channels';
import type { Deps } from '../../deps';
import type { WhatsAppConfig } from '../../config/app-config';
import { log } from '../../log';
import type { Delivery, DeliveryStatus } from '../../store/port/messaging';
import type { Store } from '../../store/port';
import { FALLBACK_PREFIX, phoneKey } from './keys';

/** Replies that end messages on the channel (compared without case, spaces or punctuation). */
export const STOP_WORDS = new Set(['stop', 'stopall', 'unsubscribe', 'நிறுத்து', 'நிறுத்தவும்', 'நிறுத்துங்கள்']);

export const isStop = (text: string): boolean =>
  STOP_WORDS.has(
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[\s\p{P}]/gu, ''),
  );

/** The GET handshake: the challenge to echo, or null (wrong token or mode). */
export function whatsappHandshake(config: WhatsAppConfig, url: URL): string | null {
  const { searchParams: q } = url;
  const token = q.get('hub.verify_token') ?? '';
  if (q.get('hub.mode') !== 'subscribe' || !sameText(token, config.verifyToken)) return null;
  return q.get('hub.challenge');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** X-Hub-Signature-256 is `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
export function whatsappSigned(appSecret: string, rawBody: Buffer, header: string | null): boolean {
  const expected = `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
  return header !== null && sameText(header.trim().toLowerCase(), expected);
}

type WaStatus = {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: { code?: number; title?: string; message?: string }[];
};
type WaMessage = {
  from?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  button?: { text?: unknown; payload?: unknown };
};

const WA_STATUSES: Record<string, DeliveryStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

/** A failed WhatsApp text goes once by SMS when allowed (one id per text: a second report adds nothing). */
async function fallBack(store: Store, delivery: Delivery, nowMs: number): Promise<void> {
  if (delivery.channel !== 'whatsapp' || delivery.status !== 'failed' || !delivery.smsFallback) return;
  await store.outbox.enqueue(
    {
      id: `${FALLBACK_PREFIX}${delivery.messageId}:${delivery.part}`,
      type: delivery.type,
      kind: delivery.kind,
      ref: delivery.ref,
      part: delivery.part,
      createdMs: nowMs,
      channel: 'sms',
    },
    nowMs,
  );
  log.info('phone_fallback', { phone: delivery.phone });
}

/** A signed WhatsApp POST's events; true when something changed (the caller then sends what is due). */
export async function whatsappEvents(deps: Deps, payload: unknown): Promise<boolean> {
  const store = await deps.store();
  const nowMs = deps.now().getTime();
  let changed = false;
  const entries = (payload as { entry?: { changes?: { field?: string; value?: Record<string, unknown> }[] }[] })?.entry;
  for (const change of (Array.isArray(entries) ? entries : []).flatMap((e) =>
    Array.isArray(e?.changes) ? e.changes : [],
  )) {
    const value = change?.value;
    if (change?.field !== 'messages' || !value) continue;
    for (const status of (Array.isArray(value.statuses) ? value.statuses : []) as WaStatus[]) {
      const next = typeof status.status === 'string' ? WA_STATUSES[status.status] : undefined;
      if (typeof status.id !== 'string' || !next) continue;
      const error = status.errors?.[0];
      const reason = error
        ? `${error.code ?? ''} ${error.title ?? error.message ?? ''}`.trim().slice(0, 300)
        : undefined;
      const delivery = await store.messaging.updateDelivery('whatsapp', status.id, next, nowMs, reason);
      if (!delivery) continue;
      log.info('phone_status', { channel: 'whatsapp', status: next, phone: delivery.phone });
      await fallBack(store, delivery, nowMs);
      changed = true;
    }
    for (const message of (Array.isArray(value.messages) ? value.messages : []) as WaMessage[]) {
      const text = message.type === 'button' ? (message.button?.text ?? message.button?.payload) : message.text?.body;
      if (typeof message.from !== 'string' || typeof text !== 'string' || !isStop(text)) continue;
      await store.messaging.optOut('whatsapp', phoneKey(message.from), nowMs);
      log.info('phone_stop', { channel: 'whatsapp', phone: maskPhone(message.from) });
      changed = true;
    }
  }
  return changed;
}

/** MSG91's words for a report (desc), as our statuses; anything else is on its way. */
function smsStatus(desc: string): DeliveryStatus {
  const d = desc.toUpperCase();
  if (d === 'DELIVERED') return 'delivered';
  if (/FAIL|REJECT|BLOCK|NDNC|INVALID|EXPIRE|UNDELIV/.test(d)) return 'failed';
  return 'sent';
}

type SmsReport = { requestId?: unknown; desc?: unknown; status?: unknown; failedReason?: unknown };

/** MSG91 delivery reports (one object or a list); how many moved a delivery on. */
export async function smsReports(deps: Deps, payload: unknown): Promise<number> {
  const store = await deps.store();
  const nowMs = deps.now().getTime();
  let moved = 0;
  for (const report of (Array.isArray(payload) ? payload : [payload]) as SmsReport[]) {
    if (typeof report?.requestId !== 'string' || typeof report.desc !== 'string') continue;
    const status = smsStatus(report.desc);
    const reason =
      status === 'failed'
        ? `${report.desc}${typeof report.failedReason === 'string' && report.failedReason ? `: ${report.failedReason}` : ''}`.slice(
            0,
            300,
          )
        : undefined;
    const delivery = await store.messaging.updateDelivery('sms', report.requestId, status, nowMs, reason);
    if (delivery) {
      moved++;
      log.info('phone_status', { channel: 'sms', status, phone: delivery.phone });
    }
  }
  return moved;
}
