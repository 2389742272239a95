// Every environment variable the server reads, declared once (documented in .env.example), and their checks.
// What the server makes of them is ./app-config. zod/mini, like every schema of ours: every function reads
// its environment, and classic zod would add its whole API (and every locale) to each cold start.

import ipaddr from 'ipaddr.js';
import * as z from 'zod/mini';
import { preprocess } from '../../lib/schemas/preprocess';
import { ConfigError } from '../errors';
import { RECIPIENT_PER_DAY, STAFF_INSTANT_PER_DAY } from '../notify/caps';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** A variable left out or set blank is the same: `schema` sees undefined. */
const unlessBlank = <S extends z.core.SomeType>(schema: S) => preprocess(blankToUndefined, schema);
const optionalString = unlessBlank(z.optional(z.string().check(z.trim())));
const optionalMatching = (pattern: RegExp) => unlessBlank(z.optional(z.string().check(z.regex(pattern))));
const webUrl = () => z.url({ protocol: /^https?$/ });
/** A number within [min, max], `fallback` when unset; whole unless `fraction`. */
const numberIn = (min: number, max: number, fallback: number, fraction = false) =>
  unlessBlank(
    z._default(z.coerce.number().check(...(fraction ? [] : [z.int()]), z.minimum(min), z.maximum(max)), fallback),
  );
const onOff = (fallback: 'on' | 'off') => unlessBlank(z._default(z.enum(['on', 'off']), fallback));
/** 'a, b,,c' -> ['a', 'b', 'c'], each item passed through `clean`. */
const commaList = (clean: (item: string) => string = (item) => item) =>
  unlessBlank(
    z.pipe(
      z.optional(z.string()),
      z.transform((v) =>
        (v ?? '')
          .split(',')
          .map((item) => clean(item.trim()))
          .filter(Boolean),
      ),
    ),
  );

const envSchema = z.object({
  /** Upstash Redis REST endpoint and token: the production store. */
  UPSTASH_REDIS_REST_URL: unlessBlank(z.optional(webUrl())),
  UPSTASH_REDIS_REST_TOKEN: optionalString,
  /** A plain Redis (redis:// or rediss://): self-hosted, CI and tests. Never used in production. */
  REDIS_URL: optionalMatching(/^rediss?:\/\//),
  /** Writes per IP per endpoint per minute (reads get 6x). 0 turns rate limiting off. */
  RATE_LIMIT_PER_MINUTE: numberIn(0, 100_000, 20),
  /**
   * Online booking limits (0 turns one off): appointments one phone number may hold on one date and from
   * today on in all, and appointment slots booked from one client network (IPv4 address, IPv6 /64) per day.
   */
  BOOKING_LIMIT_PHONE_PER_DAY: numberIn(0, 1_000, 4),
  BOOKING_LIMIT_PHONE_AHEAD: numberIn(0, 10_000, 8),
  BOOKING_LIMIT_NETWORK_PER_DAY: numberIn(0, 100_000, 20),
  /** Hours before a visit from which a patient can no longer cancel or move it from their link (call instead). */
  MANAGE_CUTOFF_HOURS: numberIn(0, 72, 2, true),
  /** SQLite file of the embedded store (a fresh clone with nothing configured). */
  EMBEDDED_DB_PATH: unlessBlank(z._default(z.string(), '.data/submissions.sqlite')),
  /** Extra origins allowed to POST (comma-separated, e.g. 'https://www.example.org'); same-origin is always allowed. */
  ALLOWED_ORIGINS: commaList((origin) => origin.replace(/\/+$/, '')),
  /**
   * Messages: the mail server (smtp:// or smtps://user:password@host:port), the sender, and the
   * staff addresses new requests are mailed to (comma-separated; default: the clinic's email in site.json).
   * Without SMTP_URL a developer's machine writes each message to OUTBOX_DIR as an .eml file; a deployed
   * site keeps them waiting (and says so once in its log).
   */
  SMTP_URL: optionalMatching(/^smtps?:\/\/\S+$/),
  MAIL_FROM: unlessBlank(z.optional(z.string().check(z.trim(), z.maxLength(200)))),
  NOTIFY_TO: z.pipe(commaList(), z.array(z.email())),
  /** 'off' stops the mail to staff for each new request; NOTIFY_DIGEST=off stops the 7 AM day list. */
  NOTIFY_INSTANT: onOff('on'),
  NOTIFY_DIGEST: onOff('on'),
  OUTBOX_DIR: unlessBlank(z._default(z.string(), '.data/outbox')),
  /**
   * Mail caps (src/server/notify/caps.ts; 0 turns one off): mails a day to one visitor's address,
   * and staff instant mails a day before the rest fold into the morning list.
   */
  MAIL_CAP_PER_RECIPIENT: numberIn(0, 1_000, RECIPIENT_PER_DAY),
  MAIL_CAP_STAFF_INSTANT: numberIn(0, 100_000, STAFF_INSTANT_PER_DAY),
  /**
   * 'on' once the trust is registered under FCRA (src/lib/fcra.ts): donors may then give from foreign
   * sources (marked for the FCRA account) and with a foreign tax ID. Off by default: every donor declares
   * they are an Indian citizen giving from an Indian account. Read at build time too (the donation page).
   */
  FCRA_REGISTERED: onOff('off'),
  /**
   * WhatsApp (Meta's Cloud API; src/server/notify/whatsapp.ts): on only when the token, the sender's phone
   * number id, the app secret (checks each status webhook's X-Hub-Signature-256) and the webhook's verify
   * token are all set. WHATSAPP_API_URL is the Graph API with its version (tests point it at a fake).
   */
  WHATSAPP_ACCESS_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalMatching(/^\d{5,20}$/),
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_API_URL: unlessBlank(z._default(webUrl(), 'https://graph.facebook.com/v23.0')),
  /**
   * SMS through MSG91's Flow API under TRAI's DLT rules (src/server/notify/sms.ts): on only when the auth
   * key, the DLT sender ID (header) and the template ids are set. SMS_TEMPLATE_IDS maps each of our SMS
   * templates (src/i18n/*\/sms.json) to the provider's template id: 'booking_confirmation_en=6650…,…'.
   * SMS_WEBHOOK_TOKEN is the secret in the delivery-report URL (/api/sms/report?token=…).
   */
  SMS_AUTH_KEY: optionalString,
  SMS_SENDER: optionalMatching(/^[A-Z0-9]{6}$/),
  SMS_ENTITY_ID: optionalMatching(/^\d{10,25}$/),
  SMS_TEMPLATE_IDS: z.pipe(commaList(), z.array(z.string().check(z.regex(/^[a-z0-9_]+=[A-Za-z0-9]+$/)))),
  SMS_WEBHOOK_TOKEN: unlessBlank(z.optional(z.string().check(z.minLength(16)))),
  SMS_API_URL: unlessBlank(z._default(webUrl(), 'https://control.msg91.com/api/v5/flow')),
  /** Phone messages a day to one phone (0: no cap), and each channel's price per message in rupees. */
  PHONE_CAP_PER_DAY: numberIn(0, 1_000, 6),
  PRICE_WHATSAPP_INR: numberIn(0, 100, 0.115, true),
  PRICE_SMS_INR: numberIn(0, 100, 0.2, true),
  PRICE_EMAIL_INR: numberIn(0, 100, 0, true),
  /** The address links in mails point to (default: Netlify's URL, else siteUrl in site.json). */
  SITE_URL: unlessBlank(z.optional(webUrl())),
  URL: unlessBlank(z.optional(webUrl())),
  /** Netlify's deploy context: production | deploy-preview | branch-deploy | dev. */
  CONTEXT: optionalString,
  /**
   * /admin: scrypt hash of the staff password (`npm run admin:hash`) and the session signing secret (32+
   * characters). Both required outside a developer's machine; see src/server/admin/config.ts.
   */
  ADMIN_PASSWORD_HASH: optionalString,
  SESSION_SECRET: optionalString,
  /**
   * The clinic's own networks (comma-separated CIDR ranges, e.g. '203.0.113.0/24, 2001:db8:12::/48'): staff
   * signing in from them are let through when the ceiling on wrong sign-ins over all networks is reached.
   */
  STAFF_NETWORKS: z.pipe(commaList(), z.array(z.string().check(z.refine((v) => ipaddr.isValidCIDR(v))))),
  /**
   * Set by the platform, never by us: AWS_LAMBDA_FUNCTION_NAME inside a function (deployed, or emulated by
   * Netlify's local tooling, which also sets NETLIFY_DEV / NETLIFY_LOCAL). Only a local run may use the
   * generated dev sign-in (src/server/admin/config.ts).
   */
  AWS_LAMBDA_FUNCTION_NAME: optionalString,
  NETLIFY_DEV: optionalString,
  NETLIFY_LOCAL: optionalString,
});

export type Env = z.output<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((i) => String(i.path[0] ?? '?')))].join(', ');
    throw new ConfigError(`Invalid environment variable(s): ${names}`);
  }
  const env = result.data;
  if (Boolean(env.UPSTASH_REDIS_REST_URL) !== Boolean(env.UPSTASH_REDIS_REST_TOKEN)) {
    throw new ConfigError('UPSTASH_REDIS_REST_URL and UPSTASH_REDIS_REST_TOKEN must be set together');
  }
  return env;
}
