// The settings the server runs with, made from the environment (./env) once per process (../deps).

import { ConfigError } from '../errors';
import { parseEnv, type Env } from './env';
import { secretScopeProblem } from './secret';

export interface AppConfig {
  env: Env;
  writesPerMinute: number;
  readsPerMinute: number;
  rateLimitEnabled: boolean;
  allowedOrigins: string[];
  /** Max JSON body size of a public POST. */
  maxBodyBytes: number;
  /** Online booking limits (0 = no limit). */
  bookingLimits: { phonePerDay: number; phoneAhead: number; networkPerDay: number };
  /** Messages: see src/server/notify. */
  notify: NotifyConfig;
  /** Patients may cancel or move from their link until this many hours before the visit. */
  manageCutoffHours: number;
  /** The trust is registered under FCRA (FCRA_REGISTERED). */
  fcra: boolean;
}

export interface NotifyConfig {
  smtpUrl: string | null;
  /** The sender (none: the clinic's name and email from site.json). */
  from: string | null;
  /** Staff addresses (none: the clinic's email from site.json). */
  to: string[];
  /** A mail to staff for each new request. */
  instant: boolean;
  /** The 7 AM list of the day's appointments. */
  digest: boolean;
  /** Where a developer's machine writes messages when there is no SMTP_URL. */
  outboxDir: string;
  /** Links in mails start with this, without a trailing slash (none: siteUrl in site.json). */
  siteUrl: string | null;
  /** Mails a day per visitor's address, and staff instant mails a day (0: no cap). */
  caps: { perRecipient: number; staffInstant: number };
  /** WhatsApp Cloud API (null: off, its messages wait). */
  whatsapp: WhatsAppConfig | null;
  /** SMS through MSG91 (null: off, its messages wait). */
  sms: SmsConfig | null;
  /** Phone messages a day per phone (0: no cap). */
  phonePerDay: number;
  /** Price of one message per channel, in rupees (the staff outbox page's estimate). */
  prices: { email: number; whatsapp: number; sms: number };
}

export interface WhatsAppConfig {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** The Graph API with its version, without a trailing slash. */
  apiUrl: string;
}

export interface SmsConfig {
  authKey: string;
  sender: string;
  entityId: string | null;
  /** Our template name -> the provider's template id. */
  templateIds: Record<string, string>;
  apiUrl: string;
  /** The delivery-report URL's secret (null: reports are refused). */
  webhookToken: string | null;
}

function whatsappConfig(env: Env): WhatsAppConfig | null {
  const { WHATSAPP_ACCESS_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = env;
  const { WHATSAPP_APP_SECRET: appSecret, WHATSAPP_VERIFY_TOKEN: verifyToken } = env;
  if (!token || !phoneNumberId || !appSecret || !verifyToken) return null;
  return { token, phoneNumberId, appSecret, verifyToken, apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, '') };
}

function smsConfig(env: Env): SmsConfig | null {
  if (!env.SMS_AUTH_KEY || !env.SMS_SENDER || env.SMS_TEMPLATE_IDS.length === 0) return null;
  const templateIds = Object.fromEntries(env.SMS_TEMPLATE_IDS.map((pair) => pair.split('=') as [string, string]));
  return {
    authKey: env.SMS_AUTH_KEY,
    sender: env.SMS_SENDER,
    entityId: env.SMS_ENTITY_ID ?? null,
    templateIds,
    apiUrl: env.SMS_API_URL,
    webhookToken: env.SMS_WEBHOOK_TOKEN ?? null,
  };
}

export const READS_PER_WRITE = 6;
export const MAX_BODY_BYTES = 16 * 1024;

export function configFromEnv(source: Record<string, string | undefined> = process.env): AppConfig {
  const env = parseEnv(source);
  // A deploy holding another context's secret serves nothing (every answer 503, the reason logged once per
  // request as config_error): see ./secret.
  const misplaced = secretScopeProblem(env);
  if (misplaced) throw new ConfigError(misplaced);
  const writes = env.RATE_LIMIT_PER_MINUTE;
  return {
    env,
    writesPerMinute: writes,
    readsPerMinute: writes * READS_PER_WRITE,
    rateLimitEnabled: writes > 0,
    allowedOrigins: env.ALLOWED_ORIGINS,
    maxBodyBytes: MAX_BODY_BYTES,
    bookingLimits: {
      phonePerDay: env.BOOKING_LIMIT_PHONE_PER_DAY,
      phoneAhead: env.BOOKING_LIMIT_PHONE_AHEAD,
      networkPerDay: env.BOOKING_LIMIT_NETWORK_PER_DAY,
    },
    manageCutoffHours: env.MANAGE_CUTOFF_HOURS,
    fcra: env.FCRA_REGISTERED === 'on',
    notify: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? null,
      to: env.NOTIFY_TO,
      instant: env.NOTIFY_INSTANT === 'on',
      digest: env.NOTIFY_DIGEST === 'on',
      caps: { perRecipient: env.MAIL_CAP_PER_RECIPIENT, staffInstant: env.MAIL_CAP_STAFF_INSTANT },
      outboxDir: env.OUTBOX_DIR,
      whatsapp: whatsappConfig(env),
      sms: smsConfig(env),
      phonePerDay: env.PHONE_CAP_PER_DAY,
      prices: { email: env.PRICE_EMAIL_INR, whatsapp: env.PRICE_WHATSAPP_INR, sms: env.PRICE_SMS_INR },
      siteUrl: (env.SITE_URL ?? env.URL ?? null)?.replace(/\/+$/, '') ?? null,
    },
  };
}
