// Data breaches, admin only with a step-up for every change (src/server/services/staff/breaches.ts):
//   GET  /api/admin/breaches                 -> { success, breaches, nowMs }  newest first
//   POST /api/admin/breaches { title, found, kinds, from, to, notice } -> { success, breach }
//   POST /api/admin/breaches/:id/preview     -> { success, people, unreachable, mails: { en, ta } }
//   POST /api/admin/breaches/:id/notify      -> { success, breach }   one notice per affected mailbox
//   POST /api/admin/breaches/:id/board { step: 'first' | 'report', text } -> { success, breach }
// Times are ISO 8601 instants (the staff page sends what its date-time boxes give, India time).
import { adminText } from '../../i18n/admin';
import { adminBreachesEn } from '../../i18n/admin-breaches';
import type { BothLanguages, Breach, BreachList, BreachNotice, BreachPreview } from '../../lib/breaches';
import { SUBMISSION_KINDS, type SubmissionKind } from '../../lib/records';
import { DomainError } from '../errors';
import type { RouteHandler } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import { deliverAfterResponse } from '../notify/sender';
import * as breaches from '../services/staff/breaches';
import { UUID_PATTERN } from './bulk';
import { staffChange, staffRead } from './guard';

const w = adminBreachesEn.breaches;

const instant = (value: unknown): number => (typeof value === 'string' ? Date.parse(value) : Number.NaN);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const both = (value: unknown): BothLanguages => {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return { en: text(v.en), ta: text(v.ta) };
};

function idOf(params: Record<string, string | undefined>): string {
  const id = params.id ?? '';
  if (!UUID_PATTERN.test(id)) throw DomainError.notFound(adminText.api.notFound);
  return id.toLowerCase();
}

export const listBreaches: RouteHandler = async (scope) => {
  const act = await staffRead(scope);
  const list = await breaches.listBreaches(act);
  return json({ success: true, breaches: list, nowMs: act.now.getTime() } satisfies BreachList);
};

export const addBreach: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const body = await readJsonObject(scope);
  const kinds = Array.isArray(body.kinds) ? body.kinds : [];
  if (!kinds.every((k) => (SUBMISSION_KINDS as readonly unknown[]).includes(k))) {
    throw DomainError.invalid(w.kindsNone, { kinds: w.kindsNone });
  }
  const notice = (typeof body.notice === 'object' && body.notice !== null ? body.notice : {}) as Record<
    string,
    unknown
  >;
  const breach = await breaches.recordBreach(act, {
    title: text(body.title),
    foundMs: instant(body.found),
    kinds: kinds as SubmissionKind[],
    fromMs: instant(body.from),
    toMs: instant(body.to),
    notice: {
      happened: both(notice.happened),
      consequences: both(notice.consequences),
      measures: both(notice.measures),
      advice: both(notice.advice),
    } satisfies BreachNotice,
  });
  return json({ success: true, breach } satisfies { success: true; breach: Breach });
};

export const preview: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const answer = await breaches.previewBreach(act, idOf(scope.params));
  return json({ success: true, ...answer } satisfies BreachPreview);
};

export const notify: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const breach = await breaches.notifyBreach(scope.deps, act, idOf(scope.params));
  await deliverAfterResponse(scope.deps);
  return json({ success: true, breach } satisfies { success: true; breach: Breach });
};

export const board: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const { step, text: value } = await readJsonObject(scope);
  if (step !== 'first' && step !== 'report') throw DomainError.invalid(w.boardLength);
  const breach = await breaches.boardStep(act, idOf(scope.params), step, text(value));
  return json({ success: true, breach } satisfies { success: true; breach: Breach });
};
