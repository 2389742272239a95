// Personal data breaches (DPDP Rules, Rule 7), admin's tool: record one (what, when found, which kinds of
// records, the time window), find the people affected (records of those kinds received within the window,
// read through the createdAt index, a page at a time; one notice per mailbox), preview the notice in both
// languages, send it through the outbox, and keep the Board's first notice and detailed report (due 72
// hours from when the breach was found; staff are reminded at 48 and 70 hours until the report is in).

import { createHash } from 'node:crypto';
import { adminText } from '../../../i18n/admin';
import { adminBreachesEn } from '../../../i18n/admin-breaches';
import { BOARD_REPORT_MS, type BothLanguages, type Breach } from '../../../lib/breaches';
import type { PhoneChannel, PhoneOptIn } from '../../../lib/channels';
import { SUBMISSION_KINDS, type StoredRecord, type SubmissionKind } from '../../../lib/records';
import { MOBILE_PATTERN } from '../../../lib/schemas/common';
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import { breachMail } from '../../notify/mail/breach';
import type { QueuedMessage } from '../../store/port/requests';
import { PERSON_FIELDS } from '../../store/shared';
import { logProcessing } from '../privacy/log';
import { audit, type StaffAct } from './act';

const PAGE = 500;
/** The most breaches one list shows. */
const BREACHES_SHOWN = 50;
const HOUR_MS = 3_600_000;

/** What staff record of a breach; the rest of a Breach is the service's. */
export type BreachInput = Pick<Breach, 'title' | 'foundMs' | 'kinds' | 'fromMs' | 'toMs' | 'notice'>;

const words = () => adminBreachesEn.breaches;

function check(input: BreachInput, nowMs: number): void {
  const w = words();
  const fail = (message: string, field: string) => {
    throw DomainError.invalid(message, { [field]: message });
  };
  if (input.title.trim().length < 3 || input.title.length > 120) fail(w.titleLength, 'title');
  if (!(input.foundMs > 0) || input.foundMs > nowMs) fail(w.foundWhen, 'found');
  if (input.kinds.length === 0) fail(w.kindsNone, 'kinds');
  if (!(input.fromMs > 0) || !(input.toMs >= input.fromMs) || input.fromMs > nowMs) fail(w.window, 'from');
  for (const part of ['happened', 'consequences', 'measures', 'advice'] as const) {
    for (const lang of ['en', 'ta'] as const) {
      const text = input.notice[part][lang].trim();
      if (text.length < 2 || text.length > 2000) fail(w.noticeLength, `${part}.${lang}`);
    }
  }
}

const trimmed = (b: BothLanguages): BothLanguages => ({ en: b.en.trim(), ta: b.ta.trim() });

export async function recordBreach(act: StaffAct, input: BreachInput): Promise<Breach> {
  const nowMs = act.now.getTime();
  check(input, nowMs);
  const notice = input.notice;
  const breach: Breach = {
    id: crypto.randomUUID(),
    title: input.title.trim(),
    foundMs: input.foundMs,
    kinds: SUBMISSION_KINDS.filter((k) => input.kinds.includes(k)),
    fromMs: input.fromMs,
    toMs: input.toMs,
    notice: {
      happened: trimmed(notice.happened),
      consequences: trimmed(notice.consequences),
      measures: trimmed(notice.measures),
      advice: trimmed(notice.advice),
    },
    recordedMs: nowMs,
    recordedBy: act.actorName,
    board: {},
    notified: 0,
  };
  await act.store.breaches.add(breach);
  // Reminders while the 72 hours run (each says nothing once the report is recorded).
  for (const hours of [48, 70]) {
    const dueMs = Math.max(nowMs, breach.foundMs + hours * HOUR_MS);
    if (dueMs >= breach.foundMs + BOARD_REPORT_MS) continue;
    const ref = `remind/${breach.id}/${hours}`;
    await act.store.outbox.enqueue({ id: `breach:${ref}`, type: 'breach', kind: null, ref, createdMs: nowMs }, dueMs);
  }
  await audit(act, { action: 'breach.record', recordId: breach.id, detail: breach.kinds.join(',') });
  return breach;
}

/** The latest breaches recorded, newest first. */
export function listBreaches(act: StaffAct): Promise<Breach[]> {
  return act.store.breaches.list(BREACHES_SHOWN);
}

async function breachOf(act: StaffAct, id: string): Promise<Breach> {
  const breach = await act.store.breaches.get(id);
  if (!breach) throw DomainError.notFound(adminText.api.notFound);
  return breach;
}

interface Target {
  kind: SubmissionKind;
  id: string;
  /** A phone notice, on this channel; none: mail. */
  channel?: PhoneChannel;
}

/**
 * Each affected mailbox and phone once (its first record), and how many affected records have neither. A
 * record's phone is told when its person chose messages on it (their channel) or gave no email (by SMS,
 * which every phone takes): the notice reaches each person on the ways they gave us.
 */
async function affected(act: StaffAct, breach: Breach): Promise<{ targets: Map<string, Target>; unreachable: number }> {
  const targets = new Map<string, Target>();
  let unreachable = 0;
  const add = (key: string, target: Target) => {
    if (!targets.has(key)) targets.set(key, target);
  };
  for (const kind of breach.kinds) {
    const fields = PERSON_FIELDS[kind];
    for (let offset = 0; ; offset += PAGE) {
      const page: StoredRecord<SubmissionKind>[] = await act.store.breaches.receivedBetween(
        kind,
        breach.fromMs,
        breach.toMs,
        { limit: PAGE, offset },
      );
      for (const record of page) {
        const data = record as unknown as Record<string, unknown>;
        const email = typeof data[fields.email] === 'string' ? (data[fields.email] as string).trim().toLowerCase() : '';
        const phone = fields.phone && typeof data[fields.phone] === 'string' ? (data[fields.phone] as string) : '';
        const chosen = (data.notify as PhoneOptIn | undefined)?.channel;
        if (email) add(`email:${email}`, { kind, id: record.id });
        if (MOBILE_PATTERN.test(phone) && (chosen || !email))
          add(`phone:${phone}`, { kind, id: record.id, channel: chosen ?? 'sms' });
        if (!email && !MOBILE_PATTERN.test(phone)) unreachable += 1;
      }
      if (page.length < PAGE) break;
    }
  }
  return { targets, unreachable };
}

export async function previewBreach(act: StaffAct, id: string) {
  const breach = await breachOf(act, id);
  const { targets, unreachable } = await affected(act, breach);
  const mail = (locale: 'en' | 'ta') => {
    const { subject, text } = breachMail(breach, locale);
    return { subject, text };
  };
  const byPhone = [...targets.values()].filter((t) => t.channel).length;
  await audit(act, { action: 'breach.preview', recordId: id, count: targets.size });
  return { people: targets.size, byPhone, unreachable, mails: { en: mail('en'), ta: mail('ta') } };
}

/** Queue the notice to every affected mailbox (again: only those not yet sent it). */
export async function notifyBreach(deps: Deps, act: StaffAct, id: string): Promise<Breach> {
  const breach = await breachOf(act, id);
  const { targets } = await affected(act, breach);
  const nowMs = act.now.getTime();
  const messages: QueuedMessage[] = [...targets].map(([key, t]) => {
    const ref = `notice/${id}/${t.kind}/${t.id}`;
    // A mailbox's id is the hash of its address alone (as before phones were told): sent once, ever.
    const who = createHash('sha256')
      .update(key.startsWith('email:') ? key.slice('email:'.length) : key)
      .digest('hex')
      .slice(0, 24);
    const channel = t.channel ? `${t.channel}:` : '';
    return {
      message: {
        id: `${channel}breach:notice/${id}/${who}`,
        type: 'breach',
        kind: null,
        ref,
        createdMs: nowMs,
        ...(t.channel ? { channel: t.channel } : {}),
      },
      dueMs: nowMs,
    };
  });
  let updated: Breach = breach;
  for (let i = 0; i < messages.length || i === 0; i += 200) {
    const next = await act.store.breaches.notify(id, messages.slice(i, i + 200), nowMs);
    if (!next) throw DomainError.notFound(adminText.api.notFound);
    updated = next;
  }
  const count = updated.notified - breach.notified;
  await audit(act, { action: 'breach.notify', recordId: id, count });
  await logProcessing(deps, null, { action: 'breach.notice', count, by: act.actorName });
  return updated;
}

export async function boardStep(act: StaffAct, id: string, step: 'first' | 'report', text: string): Promise<Breach> {
  const value = text.trim();
  if (value.length < 2 || value.length > 8000)
    throw DomainError.invalid(words().boardLength, { text: words().boardLength });
  const updated = await act.store.breaches.board(id, step, { atMs: act.now.getTime(), text: value, by: act.actorName });
  if (!updated) throw DomainError.notFound(adminText.api.notFound);
  await audit(act, { action: `breach.board.${step}`, recordId: id });
  return updated;
}
