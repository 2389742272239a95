// A phone as the store and logs hold it: hashed (STOP, caps, per person), or masked for people to read; and
// the outbox id of a fallback SMS, which the webhooks write and the sender reads.

import { hiddenKey } from '../../store/shared';

/** '9876543210', '+91 98765 43210' and '919876543210' are one phone. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');

export const phoneKey = (phone: string): string => hiddenKey(`phone:${phoneDigits(phone)}`);

/** The number as WhatsApp and the SMS provider take it: country code and 10 digits, no plus. */
export const internationalPhone = (phone: string): string => `91${phoneDigits(phone)}`;

/** A fallback SMS's outbox id starts so: one per failed WhatsApp text. */
export const FALLBACK_PREFIX = 'sms-fallback:';
