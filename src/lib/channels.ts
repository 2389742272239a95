// How a person may hear from the trust besides email: WhatsApp (Meta's Cloud API) or SMS (under TRAI's DLT
// rules), on the phone they gave, only when they opted in. Isomorphic: the forms offer the choice, the
// server stores it with the booking or pledge and sends on it (src/server/notify/channels).

export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

/** What the form offers: a phone channel, or no phone messages. */
export const CHANNEL_CHOICES = ['whatsapp', 'sms', 'none'] as const;
export type ChannelChoice = (typeof CHANNEL_CHOICES)[number];

/** A person's phone opt-in, stored with their booking or pledge. */
export interface PhoneOptIn {
  channel: PhoneChannel;
  /** 10-digit Indian mobile number. */
  phone: string;
  /** WhatsApp only: a WhatsApp message that fails goes once by SMS. */
  smsFallback?: boolean;
}

export const isPhoneChannel = (value: unknown): value is PhoneChannel => value === 'whatsapp' || value === 'sms';

/** A phone for staff screens and logs: the first two and last two digits (98******10). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '*'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}
