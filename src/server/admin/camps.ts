// Free camps for staff (src/server/services/staff/camps.ts):
//   GET  /api/admin/camps                          -> { success, today, camps: [{ …, dates, counts }] }
//   POST /api/admin/camps/day { camp, date }        -> { success, day, registrations }   (audited read)
//   POST /api/admin/camps/day/cancel { camp, date } -> { success, told }                (everyone told)
//   POST /api/admin/camps/registrations/:id/came { came }  -> { success, registration } | 404
//   POST /api/admin/camps/registrations/:id/cancel          -> { success, registration } | 404 | 409
// The day's list is read with POST so that no camp date and no person's data sits in a URL or a log.

import { indiaToday, isIsoDate } from '../../lib/time';
import { DomainError } from '../errors';
import type { RouteHandler } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import * as camps from '../services/staff/camps';
import { UUID_PATTERN } from './bulk';
import { staffChange, staffRead } from './guard';

const dayOf = async (scope: Parameters<RouteHandler>[0]) => {
  const { camp, date } = await readJsonObject(scope);
  if (typeof camp !== 'string' || !/^[a-z0-9-]{1,60}$/.test(camp) || !isIsoDate(date)) {
    throw DomainError.invalid('Choose a camp and a date (YYYY-MM-DD).');
  }
  return { camp, date };
};

const idOf = (scope: Parameters<RouteHandler>[0]) => {
  const id = scope.params.id ?? '';
  if (!UUID_PATTERN.test(id)) throw DomainError.notFound('No such registration.');
  return id.toLowerCase();
};

export const campOverview: RouteHandler = async (scope) => {
  const act = await staffRead(scope);
  const today = indiaToday(act.now);
  return json({ success: true, today, camps: await camps.campOverview(act, today) });
};

export const campDay: RouteHandler = async (scope) => {
  const act = await staffRead(scope);
  const { camp, date } = await dayOf(scope);
  return json({ success: true, ...(await camps.campDay(act, camp, date)) });
};

export const cancelCampDate: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const { camp, date } = await dayOf(scope);
  return json({ success: true, told: await camps.cancelCampDate(act, camp, date) });
};

export const markCame: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const id = idOf(scope);
  const { came } = await readJsonObject(scope);
  if (typeof came !== 'boolean') throw DomainError.invalid('Say whether the person came (true or false).');
  return json({ success: true, registration: await camps.markCame(act, id, came) });
};

export const cancelRegistration: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  return json({ success: true, registration: await camps.cancelRegistration(act, idOf(scope)) });
};
