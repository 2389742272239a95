// A fake MSG91 Flow API on localhost: POST /api/v5/flow with the authkey header and { template_id, sender,
// short_url, recipients: [{ mobiles, var1, var2, … }] }, checked against the templates registered with it
// (our DLT templates: the provider fills the registered text, so the variables must be exactly the
// template's), answered { type: 'success', message: <request id> } or { type: 'error', message }. Each SMS
// is kept as the phone would show it, checked against its DLT template, with its UCS-2/GSM-7 parts.

import { randomBytes } from 'node:crypto';
import { LOCALES, type Locale } from '../../src/lib/locale';
import {
  matchesSmsTemplate,
  PHONE_TEMPLATES,
  type PhoneTemplate,
  smsParts,
  smsTemplateName,
  smsText,
  smsVariableCount,
} from '../../src/server/notify/phone/templates';
import { answer, close, listen, Received } from './fake-phone-server';

export const SMS = { authKey: 'test-msg91-key', sender: 'VSMTRS', webhookToken: 'test-sms-report-token-1234' };

export interface SmsSent {
  requestId: string;
  to: string;
  template: PhoneTemplate;
  locale: Locale;
  text: string;
  parts: number;
  encoding: 'GSM-7' | 'UCS-2';
}

export interface FakeSms {
  env: Record<string, string>;
  sent: Received<SmsSent>;
  refused: string[];
  stop(): Promise<void>;
}

/** Provider template ids, one per template and language (what SMS_TEMPLATE_IDS maps to). */
const registered = new Map<string, { template: PhoneTemplate; locale: Locale }>();
PHONE_TEMPLATES.forEach((template, i) =>
  LOCALES.forEach((locale, j) => registered.set(`66f0${String(i * 10 + j).padStart(4, '0')}`, { template, locale })),
);

export async function startFakeSms(): Promise<FakeSms> {
  const sent = new Received<SmsSent>();
  const refused: string[] = [];
  const refuse = (res: Parameters<Parameters<typeof listen>[0]>[2], why: string) => {
    refused.push(why);
    answer(res, 400, { type: 'error', message: why });
  };
  const started = await listen((req, body, res) => {
    if (req.method !== 'POST' || req.url !== '/api/v5/flow')
      return answer(res, 404, { type: 'error', message: 'not found' });
    if (req.headers.authkey !== SMS.authKey) return refuse(res, 'authkey');
    const b = (body ?? {}) as { template_id?: unknown; sender?: unknown; recipients?: Record<string, unknown>[] };
    const found = typeof b.template_id === 'string' ? registered.get(b.template_id) : undefined;
    if (!found) return refuse(res, `template ${String(b.template_id)} is not registered`);
    if (b.sender !== SMS.sender) return refuse(res, 'sender is not the registered header');
    if (!Array.isArray(b.recipients) || b.recipients.length !== 1) return refuse(res, 'one recipient');
    const { mobiles, ...vars } = b.recipients[0]!;
    if (typeof mobiles !== 'string' || !/^91\d{10}$/.test(mobiles)) return refuse(res, 'mobiles: 91 and 10 digits');
    const count = smsVariableCount(found.template, found.locale);
    const names = Array.from({ length: count }, (_, i) => `var${i + 1}`);
    if (Object.keys(vars).sort().join() !== names.sort().join())
      return refuse(res, `variables ${Object.keys(vars).join()}`);
    const values = names.map((n) => vars[n]);
    if (!values.every((v): v is string => typeof v === 'string' && v.trim() !== ''))
      return refuse(res, 'empty variable');
    const text = smsText(found.template, found.locale, values);
    if (!matchesSmsTemplate(found.template, found.locale, text))
      return refuse(res, 'text does not match its DLT template');
    const requestId = randomBytes(12).toString('hex');
    sent.add({ requestId, to: mobiles, ...found, text, ...smsParts(text) });
    answer(res, 200, { type: 'success', message: requestId });
  });
  const { server } = started;
  const ids = [...registered].map(([id, { template, locale }]) => `${smsTemplateName(template, locale)}=${id}`);
  return {
    env: {
      SMS_AUTH_KEY: SMS.authKey,
      SMS_SENDER: SMS.sender,
      SMS_TEMPLATE_IDS: ids.join(','),
      SMS_WEBHOOK_TOKEN: SMS.webhookToken,
      SMS_API_URL: `${started.origin}/api/v5/flow`,
    },
    sent,
    refused,
    stop: () => close(server),
  };
}

/** A delivery report as MSG91's v3 webhook posts it (JSON). */
export function smsReport(requestId: string, number: string, desc: 'DELIVERED' | 'FAILED' | 'REJECTED', reason = '') {
  return {
    date: '2026-12-01 10:06:20',
    number,
    senderId: SMS.sender,
    requestId,
    status: desc === 'DELIVERED' ? '1' : '2',
    desc,
    failedReason: reason,
    credit: '1',
  };
}
