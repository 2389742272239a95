// Phone messages (WhatsApp, SMS): what became of each one sent, and who said STOP. A delivery is written
// when the provider accepts a message (its id: WhatsApp's wamid, the SMS provider's request id) and moved on
// by the provider's status webhooks; staff read them per message and per phone. A phone is held by its
// hash (src/server/store/shared hiddenKey), and shown to staff only masked.

import type { SubmissionKind } from '../../../lib/records';
import type { NoticeType } from '../../../lib/staff-api';
import type { PhoneChannel, PhoneOptIn } from '../../../lib/channels';

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** How far along a status is: a late 'sent' never undoes 'delivered'; 'failed' is the end. */
export const STATUS_RANK: Record<DeliveryStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

export interface Delivery {
  channel: PhoneChannel;
  /** The provider's id of the message. */
  providerId: string;
  /** The outbox message it was sent for. */
  messageId: string;
  type: NoticeType;
  kind: SubmissionKind | null;
  /** The outbox message's ref, and the part of it this text was (a visit's or record's id). */
  ref: string;
  part: string;
  /** The phone, masked for staff (98******10). */
  phone: string;
  /** The phone's hash (STOP, per person). */
  phoneKey: string;
  status: DeliveryStatus;
  /** Why it failed (the provider's words). */
  error?: string;
  /** WhatsApp only: the person allowed one SMS when it fails. */
  smsFallback?: boolean;
  sentMs: number;
  updatedMs: number;
}

export interface Messaging {
  /** Record a message the provider accepted (a second save of the same id replaces it). */
  saveDelivery(delivery: Delivery): Promise<void>;
  /**
   * A status report: moves the delivery on (never back, see STATUS_RANK); returns it when it changed, null
   * when there is no such delivery or the report is old news.
   */
  updateDelivery(
    channel: PhoneChannel,
    providerId: string,
    status: DeliveryStatus,
    atMs: number,
    error?: string,
  ): Promise<Delivery | null>;
  /** The latest deliveries (by their last change), newest first; of one phone when `phoneKey` is given. */
  deliveries(limit: number, phoneKey?: string): Promise<Delivery[]>;
  /** The phone said STOP on `channel`: nothing more goes there until it opts in again. */
  optOut(channel: PhoneChannel, phoneKey: string, atMs: number): Promise<void>;
  /** The person chose the channel again (the manage link, a new booking's opt-in). */
  optIn(channel: PhoneChannel, phoneKey: string): Promise<void>;
  optedOut(channel: PhoneChannel, phoneKey: string): Promise<boolean>;
  /** A booking group's or pledge's phone choice as changed since it was made (null: never changed). */
  choice(ref: string): Promise<PhoneOptIn | 'none' | null>;
  setChoice(ref: string, choice: PhoneOptIn | 'none'): Promise<void>;
  /** Forget deliveries last changed before `beforeMs` (at most `limit`); returns how many. */
  purge(beforeMs: number, limit: number): Promise<number>;
}
