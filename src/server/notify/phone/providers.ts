// The two providers phone messages go through, over plain fetch with bounded waits:
//   WhatsApp: Meta's Cloud API, POST {WHATSAPP_API_URL}/{phone number id}/messages with an approved
//             template (name, language code, body parameters); the answer names the message (wamid).
//   SMS:      MSG91's Flow API, POST {SMS_API_URL} with the authkey header, the provider's template id
//             (mapped to the DLT template and sender) and one recipient with the template's variables
//             (var1, var2, ... in order); the answer's `message` is the request id its delivery reports name.

import type { SmsConfig, WhatsAppConfig } from '../../config/app-config';
import { internationalPhone } from './keys';
import { smsTemplateName, WHATSAPP_LANGUAGE, whatsappTemplate, type PhoneText } from './templates';

const TIMEOUT_MS = 10_000;

/** The channel cannot send this now for a reason of our settings: the message waits (staff see why). */
export class ChannelOffError extends Error {}

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: response.status, ok: response.ok, json };
}

export function whatsappBody(text: PhoneText) {
  const template = whatsappTemplate(text.template, text.locale);
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: internationalPhone(text.phone),
    type: 'template',
    template: {
      name: template.name,
      language: { code: WHATSAPP_LANGUAGE[text.locale] },
      components: [
        { type: 'body', parameters: text.vars.map((value) => ({ type: 'text', text: value })) },
        // An authentication template's copy-code button carries the code too (button 0, a URL button).
        ...(template.button === 'copy_code'
          ? [{ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: text.vars[0] }] }]
          : []),
      ],
    },
  };
}

/** Send one text by WhatsApp; the message's id (wamid). */
export async function sendWhatsApp(config: WhatsAppConfig, text: PhoneText): Promise<string> {
  const url = `${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  const { ok, status, json } = await post(url, { authorization: `Bearer ${config.token}` }, whatsappBody(text));
  const error = json?.error as { message?: string; code?: number } | undefined;
  if (!ok)
    throw new Error(
      `WhatsApp refused (${status}${error?.code ? `, code ${error.code}` : ''}): ${error?.message ?? ''}`,
    );
  const id = (json?.messages as { id?: string }[] | undefined)?.[0]?.id;
  if (typeof id !== 'string' || !id) throw new Error('WhatsApp answered without a message id');
  return id;
}

export function smsBody(config: SmsConfig, text: PhoneText) {
  const name = smsTemplateName(text.template, text.locale);
  const templateId = config.templateIds[name];
  if (!templateId) throw new ChannelOffError(`SMS template ${name} has no id in SMS_TEMPLATE_IDS`);
  const vars = Object.fromEntries(text.vars.map((value, i) => [`var${i + 1}`, value]));
  return {
    template_id: templateId,
    sender: config.sender,
    short_url: '0',
    recipients: [{ mobiles: internationalPhone(text.phone), ...vars }],
  };
}

/** Send one text by SMS; the provider's request id. */
export async function sendSms(config: SmsConfig, text: PhoneText): Promise<string> {
  const { ok, status, json } = await post(config.apiUrl, { authkey: config.authKey }, smsBody(config, text));
  if (!ok || json?.type !== 'success') {
    throw new Error(`SMS refused (${status}): ${typeof json?.message === 'string' ? json.message : ''}`);
  }
  if (typeof json.message !== 'string' || !json.message) throw new Error('SMS answered without a request id');
  return json.message;
}
