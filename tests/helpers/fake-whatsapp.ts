// A fake WhatsApp Cloud API on localhost: POST /{version}/{phone number id}/messages checked against the
// documented template message (Bearer token; messaging_product 'whatsapp'; to in international digits;
// type 'template'; template { name, language { code }, components [{ type 'body', parameters [{ type
// 'text', text }] }] } with exactly the approved template's number of parameters; an authentication
// template adds its copy-code button { type 'button', sub_type 'url', index '0', parameters [the code] }),
// answered as Meta does
// ({ messaging_product, contacts [{ input, wa_id }], messages [{ id: 'wamid.…' }] }) or with Meta's error
// shape. It also sends webhooks as Meta does: signed with the app secret (X-Hub-Signature-256).

import { createHmac, randomBytes } from 'node:crypto';
import { LOCALES, type Locale } from '../../src/lib/locale';
import {
  PHONE_TEMPLATES,
  type PhoneTemplate,
  whatsappTemplate,
  whatsappText,
} from '../../src/server/notify/phone/templates';
import { E2E_WHATSAPP } from '../e2e/helpers/phone-env';
import { answer, close, listen, Received } from './fake-phone-server';

export const WA = E2E_WHATSAPP;

export interface WhatsAppSent {
  id: string;
  to: string;
  template: PhoneTemplate;
  locale: Locale;
  params: string[];
  /** The text the phone shows. */
  text: string;
}

export interface FakeWhatsApp {
  /** Settings that point the site at this fake. */
  env: Record<string, string>;
  sent: Received<WhatsAppSent>;
  /** Requests refused, with why (a test that expects none checks this is empty). */
  refused: string[];
  stop(): Promise<void>;
}

const templateOf = (name: unknown, code: unknown) => {
  const locale = LOCALES.find((l) => l === code);
  const template = PHONE_TEMPLATES.find((t) => locale && whatsappTemplate(t, locale).name === name);
  return locale && template ? { locale, template } : null;
};

/** Why a body is not a documented template message, or null. */
function problem(body: Record<string, unknown>): string | null {
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (typeof body.to !== 'string' || !/^91\d{10}$/.test(body.to)) return 'to must be 91 and 10 digits';
  if (body.type !== 'template') return 'type must be template';
  const t = body.template as { name?: unknown; language?: { code?: unknown }; components?: unknown } | undefined;
  const found = templateOf(t?.name, t?.language?.code);
  if (!found) return `no approved template ${String(t?.name)} in ${String(t?.language?.code)}`;
  const components = t?.components as {
    type?: unknown;
    sub_type?: unknown;
    index?: unknown;
    parameters?: { type?: unknown; text?: unknown }[];
  }[];
  // An authentication template (copy-code button) has the body and the button, each with the code.
  const copyCode = whatsappTemplate(found.template, found.locale).button === 'copy_code';
  if (!Array.isArray(components) || components.length !== (copyCode ? 2 : 1) || components[0]?.type !== 'body')
    return copyCode ? 'a body and a copy-code button component' : 'one body component';
  const params = components[0].parameters ?? [];
  if (copyCode) {
    const button = components[1]!;
    const code = button.parameters?.[0];
    if (button.type !== 'button' || button.sub_type !== 'url' || button.index !== '0')
      return "the copy-code button is { type: 'button', sub_type: 'url', index: '0' }";
    if (button.parameters?.length !== 1 || code?.type !== 'text' || code.text !== params[0]?.text)
      return "the button's one parameter is the code, as in the body";
  }
  const wanted = (whatsappTemplate(found.template, found.locale).text.match(/\{\{\d+\}\}/g) ?? []).length;
  if (params.length !== wanted) return `${params.length} parameters for ${wanted}`;
  if (!params.every((p) => p.type === 'text' && typeof p.text === 'string' && p.text.trim() && !/[\n\t]/.test(p.text)))
    return 'each parameter is non-empty text without new lines or tabs';
  return null;
}

/** On `port` (default: any free one). */
export async function startFakeWhatsApp(port = 0): Promise<FakeWhatsApp> {
  const sent = new Received<WhatsAppSent>();
  const refused: string[] = [];
  const started = await listen((req, body, res) => {
    const path = `/v23.0/${WA.phoneNumberId}/messages`;
    if (req.method !== 'POST' || req.url !== path) return answer(res, 404, { error: { message: 'unknown path' } });
    if (req.headers.authorization !== `Bearer ${WA.token}`) {
      refused.push('token');
      return answer(res, 401, { error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 } });
    }
    const why = problem((body ?? {}) as Record<string, unknown>);
    if (why) {
      refused.push(why);
      return answer(res, 400, { error: { message: why, type: 'OAuthException', code: 100 } });
    }
    const b = body as {
      to: string;
      template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
    };
    const { template, locale } = templateOf(b.template.name, b.template.language.code)!;
    const params = b.template.components[0]!.parameters.map((p) => p.text);
    const id = `wamid.${randomBytes(12).toString('hex')}`;
    sent.add({ id, to: b.to, template, locale, params, text: whatsappText(template, locale, params) });
    answer(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: b.to, wa_id: b.to }], messages: [{ id }] });
  }, port);
  const { server } = started;
  return {
    env: {
      WHATSAPP_ACCESS_TOKEN: WA.token,
      WHATSAPP_PHONE_NUMBER_ID: WA.phoneNumberId,
      WHATSAPP_APP_SECRET: WA.appSecret,
      WHATSAPP_VERIFY_TOKEN: WA.verifyToken,
      WHATSAPP_API_URL: `${started.origin}/v23.0`,
    },
    sent,
    refused,
    stop: () => close(server),
  };
}

/** A webhook body as Meta sends it: one entry, one change of field 'messages'. */
function envelope(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '555000111',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919800000000', phone_number_id: WA.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

export function statusEvent(id: string, status: 'sent' | 'delivered' | 'read' | 'failed', to: string) {
  return envelope({
    statuses: [
      {
        id,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: to,
        ...(status === 'failed'
          ? { errors: [{ code: 131026, title: 'Message undeliverable', message: 'Message undeliverable' }] }
          : {}),
      },
    ],
  });
}

export function replyEvent(from: string, text: string) {
  return envelope({
    contacts: [{ profile: { name: 'Patient' }, wa_id: from }],
    messages: [
      {
        from,
        id: `wamid.${randomBytes(8).toString('hex')}`,
        timestamp: '1764300000',
        type: 'text',
        text: { body: text },
      },
    ],
  });
}

/** The raw body and its X-Hub-Signature-256 as Meta signs it with the app secret. */
export function signed(event: unknown, secret = WA.appSecret): { raw: string; headers: Record<string, string> } {
  const raw = JSON.stringify(event);
  const signature = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  return { raw, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
}
