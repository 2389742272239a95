// A small typed client for the submissions API, for the islands. Relative '/api/...' URLs only.
// Every call resolves (never throws): { ok: true, data } or { ok: false, status, error, fields?, ... }.
// status 0 with kind 'network' means the request never got an answer (offline, timeout).

import type { ContactDetails } from './contact-details';
import { HONEYPOT_FIELD } from './schemas/common';
import { PROOF_FIELD } from './proof';
import { apiFallbackText } from './api-text';
import type { PatientType } from './schemas/appointment';
import type { CallbackVariant } from './schemas/callback';
import type { VisitStatus } from './records';
import type { Slot } from './slots';
import type { Weekday } from './time';
import type { ChannelChoice } from './channels';

export const API_PATHS = {
  callbacks: '/api/callbacks',
  contact: '/api/contact',
  appointments: '/api/appointments',
  bookedTimes: '/api/appointments/booked',
  donation: '/api/donations',
  contactSection: '/api/contactsection',
  health: '/api/health',
} as const;

export interface ApiErrorBody {
  success: false;
  error: string;
  fields?: Record<string, string>;
}

export interface BookedAppointment {
  id: string;
  name: string;
  registerNumber: string;
  date: string;
  day: Weekday;
  time: Slot;
  /** The private link's token: the patient opens /appointment/manage#<token> to cancel or move. */
  manage?: string | null;
}

/** A booking as its private link shows it (netlify/functions/manage.ts, the manage page). */
export interface ManagedAppointment extends Omit<BookedAppointment, 'manage'> {
  status: VisitStatus | 'booked';
}
/** How a booking's group hears from the clinic besides email (the phone masked). */
export interface ManageMessages {
  channel: ChannelChoice;
  phone: string | null;
  smsFallback: boolean;
}
/** POST /api/appointments/manage/messages. */
export interface ManageMessagesResponse {
  success: true;
  message: string;
  messages: ManageMessages;
}
/** POST /api/appointments/manage. */
export interface ManageOpenedResponse {
  success: true;
  appointment: ManagedAppointment;
  messages: ManageMessages;
  /** False within the cut-off before the visit, or once it is cancelled. */
  changeable: boolean;
  cutoffHours: number;
}
/** POST /api/appointments/manage/cancel and /move (a move also gives the new link's token). */
export interface ManageChangedResponse {
  success: true;
  message: string;
  appointment: ManagedAppointment;
  token?: string | null;
}

export interface CallbackResponse {
  success: true;
  message: string;
}
export interface ContactResponse {
  success: true;
  message: string;
}
export interface BookedTimesResponse {
  success: true;
  date: string;
  /** Taken by a patient. */
  booked: Slot[];
  /** Closed by the clinic, each with the reason visitors see (not in `booked`). */
  closed: { time: Slot; reason: string }[];
  /** The reason when the whole date is closed, else null. */
  closedDay: string | null;
}
export interface BookingResponse {
  success: true;
  message: string;
  registerNumbers: string[];
  appointments: BookedAppointment[];
}
export interface DonationResponse {
  success: true;
  message: string;
  reference: string;
  /** How to pay now: a upi://pay link with amount and reference, and the same as a QR code (SVG). */
  payment?: { upiUri: string; qrSvg: string };
  /** The pledge's private link token: the success screen adds the UPI reference with it (POST /api/donation/utr). */
  token?: string;
}
/** POST /api/donation/utr. */
export interface UtrResponse {
  success: true;
  message: string;
  /** The UPI reference as stored (12 digits). */
  utr: string;
}
export interface ContactSectionResponse {
  success: true;
  data: ContactDetails;
}

export type ApiFailure = {
  ok: false;
  /** HTTP status, or 0 when no answer came back. */
  status: number;
  kind: 'http' | 'network';
  error: string;
  fields?: Record<string, string>;
  /** Seconds to wait, on 429. */
  retryAfterSeconds?: number;
};
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/**
 * What a form sends: the values as typed or as validated by the src/lib schema (any plain object).
 * A `website` key (the honeypot) is sent as given; without one the client sends it empty.
 */
export type FormValues = object;

export interface ApiClient {
  requestCallback(values: FormValues, variant?: CallbackVariant): Promise<ApiResult<CallbackResponse>>;
  sendContactMessage(values: FormValues): Promise<ApiResult<ContactResponse>>;
  getBookedTimes(date: string): Promise<ApiResult<BookedTimesResponse>>;
  /** `notify`: the messages' choice (notifyChannel, notifyPhone, smsFallback), sent beside the people. */
  bookAppointments(
    people: FormValues[],
    patientType?: PatientType,
    notify?: Record<string, string | boolean>,
  ): Promise<ApiResult<BookingResponse>>;
  pledgeDonation(values: FormValues): Promise<ApiResult<DonationResponse>>;
  getContactDetails(): Promise<ApiResult<ContactSectionResponse>>;
  /** POST `body` to another /api/ path (the booking's manage page), with the same handling. */
  send<T>(path: string, body: FormValues): Promise<ApiResult<T>>;
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  /** Give up after this many milliseconds (default 20 s). */
  timeoutMs?: number;
  /** Value of the honeypot field (leave empty; a form passes what its hidden field holds). */
  honeypot?: () => string;
  /**
   * The page's language ('en' or 'ta'): sent as Accept-Language so the server words its answers in it,
   * and as `lang` with every submission so staff see which language each record came from.
   */
  lang?: () => string;
  /**
   * The form's proof of work (src/islands/forms/proof.ts): every POST carries one, taken just before it is
   * sent; when the server refuses it (expired, already used) a new one is made and the POST sent once more.
   */
  proof?: { take(): Promise<string | null> };
}

/** A refusal of the proof of work itself (400 naming PROOF_FIELD): worth one more try with a new proof. */
const proofRefused = (result: ApiResult<unknown>) =>
  !result.ok && result.status === 400 && result.fields?.[PROOF_FIELD] !== undefined;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call<T>(
    path: string,
    init: { method: 'GET' } | { method: 'POST'; body: FormValues },
  ): Promise<ApiResult<T>> {
    if (init.method === 'GET' || !options.proof) return once<T>(path, init);
    const proof = options.proof;
    const send = async () =>
      once<T>(path, { method: 'POST', body: { ...init.body, [PROOF_FIELD]: await proof.take() } });
    const first = await send();
    return proofRefused(first) ? send() : first;
  }

  async function once<T>(
    path: string,
    init: { method: 'GET' } | { method: 'POST'; body: FormValues },
  ): Promise<ApiResult<T>> {
    if (!path.startsWith('/api/')) throw new Error('API paths must be relative /api/ paths');
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    const lang = options.lang?.();
    const language: Record<string, string> = lang ? { 'accept-language': lang } : {};
    try {
      response = await doFetch(path, {
        method: init.method,
        headers:
          init.method === 'POST'
            ? { 'content-type': 'application/json', accept: 'application/json', ...language }
            : { accept: 'application/json', ...language },
        ...(init.method === 'POST'
          ? {
              body: JSON.stringify({
                [HONEYPOT_FIELD]: options.honeypot?.() ?? '',
                ...(lang ? { lang } : {}),
                ...init.body,
              }),
            }
          : {}),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch {
      return { ok: false, status: 0, kind: 'network', error: apiFallbackText['ui.network'] };
    } finally {
      clearTimeout(timer);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (response.ok && body && typeof body === 'object' && (body as { success?: unknown }).success === true) {
      return { ok: true, status: response.status, data: body as T };
    }
    const errorBody = (body ?? {}) as Partial<ApiErrorBody>;
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      ok: false,
      status: response.status,
      kind: 'http',
      error: typeof errorBody.error === 'string' ? errorBody.error : apiFallbackText['http.internal'],
      ...(errorBody.fields && typeof errorBody.fields === 'object' ? { fields: errorBody.fields } : {}),
      ...(response.status === 429 && Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {}),
    };
  }

  return {
    requestCallback: (values, variant = 'nav') =>
      call(API_PATHS.callbacks, { method: 'POST', body: { ...values, variant } }),
    sendContactMessage: (values) => call(API_PATHS.contact, { method: 'POST', body: values }),
    getBookedTimes: (date) => call(`${API_PATHS.bookedTimes}?date=${encodeURIComponent(date)}`, { method: 'GET' }),
    bookAppointments: (people, patientType = 'new', notify = {}) =>
      call(API_PATHS.appointments, { method: 'POST', body: { patientType, people, ...notify } }),
    pledgeDonation: (values) => call(API_PATHS.donation, { method: 'POST', body: values }),
    getContactDetails: () => call(API_PATHS.contactSection, { method: 'GET' }),
    send: (path, body) => call(path, { method: 'POST', body }),
  };
}

/** The default client (browser fetch, same origin). */
export const api: ApiClient = createApiClient();
