// The original site's field names beside the domain's: the one place that knows both. Requests in the old
// shape are renamed on the way in, and what goes back (field errors, staff lists) on the way out, so an old
// client reads every answer exactly as that site's clients always have.

import { DomainError, HttpError } from '../errors';

/** One booked person: the original client's name for each domain field. */
export const LEGACY_PERSON = {
  pname: 'name',
  pregno: 'registerNumber',
  pregdate: 'registeredOn',
  page: 'age',
  pgender: 'gender',
  pheight: 'height',
  pweight: 'weight',
  pwork: 'occupation',
  pphone: 'phone',
  pemail: 'email',
  plocation: 'place',
  ppurpose: 'purpose',
  pmedicine: 'medicines',
  pguardian: 'guardian',
  pguardianRelation: 'guardianRelation',
  pappointmentDate: 'visitDate',
  pappointmentTime: 'visitTime',
  pappointmentDay: 'visitDay',
} as const;

/** A callback request: only the phone has another name. */
export const LEGACY_CALLBACK = { mobile: 'phone' } as const;

export type NameMap = Readonly<Record<string, string>>;

const inverse = (map: NameMap): NameMap => Object.fromEntries(Object.entries(map).map(([old, now]) => [now, old]));

/**
 * The names swapped both ways: an old name becomes the domain's, and a domain name the old client never
 * sent becomes the old one, so it stays as unknown to the domain's strict schema as it was to the old one
 * (and is reported under the name the client sent, by the same swap on the way out).
 */
export function swapper(map: NameMap): NameMap {
  return { ...map, ...inverse(map) };
}

/** An object's keys renamed by `swap` (anything but a plain object comes back as it was). */
export function renameKeys(value: unknown, swap: NameMap): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [swap[key] ?? key, v]));
}

/** A dotted field path's last part renamed ('people.0.visitTime' -> 'people.0.pappointmentTime'). */
function renamePath(path: string, swap: NameMap): string {
  const dot = path.lastIndexOf('.');
  const last = path.slice(dot + 1);
  return swap[last] ? `${path.slice(0, dot + 1)}${swap[last]}` : path;
}

function renameFields(fields: Record<string, string> | undefined, swap: NameMap) {
  if (!fields) return fields;
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [renamePath(path, swap), message]));
}

/** A refusal as the old client reads it: the same status and words, its fields under the old names. */
export function inOldNames(error: unknown, swap: NameMap): unknown {
  if (error instanceof HttpError) {
    return new HttpError(error.status, error.publicMessage, renameFields(error.fields, swap), error.headers);
  }
  if (error instanceof DomainError) {
    return new DomainError(error.kind, error.publicMessage, renameFields(error.fields, swap), error.retryAfterSeconds);
  }
  return error;
}
