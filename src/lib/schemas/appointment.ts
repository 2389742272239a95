// Appointments: one record per person, 1 to 4 people per booking.
// New patients get their register number from the server; returning ('old') patients type theirs.
// The weekday (visitDay) is derived by the server: a value sent by a client is accepted and ignored.
// Two dialects of the time field: the clean API takes 24-hour slots ('13:30'); the original site's call
// (src/server/legacy) takes that client's '01:00' .. '06:00' (meaning 13:00 .. 18:00).

import * as z from 'zod/mini';
import { withInput, type FieldAttributes } from '../form-fields';
import type { MessageKey } from '../messages';
import { isRegisterNumber, normalizeRegisterNumber, REGISTER_NUMBER_MAX_LENGTH, type Gender } from '../register';
import { fromLegacySlot, isSlot, MAX_PEOPLE_PER_BOOKING, type Slot } from '../slots';
import { isIsoDate } from '../time';
import { blankAllowed, LIMITS, optionalEmail, optionalText, requiredMobile, requiredText } from './common';
import { preprocess } from './preprocess';
import { notifyFields, notifyIssue, toOptIn } from './notify';
import type { PhoneOptIn } from '../channels';

export type TimeDialect = 'clean' | 'legacy';
export const PATIENT_TYPES = ['new', 'old'] as const;
export type PatientType = (typeof PATIENT_TYPES)[number];

/** Returning patients type their register number; new ones get theirs from the server. */
export const regnoRequired = (type: PatientType) => type === 'old';

// Dates and gender are asked only here: their building blocks live here, out of the code every form loads.
const DATE_INPUT: FieldAttributes = { type: 'date' };

/** A real calendar date 'YYYY-MM-DD'. */
export function requiredDate(required: MessageKey, invalid: MessageKey) {
  return withInput(
    z.string({ error: required }).check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.refine((v: string) => isIsoDate(v), { error: invalid }),
    ),
    DATE_INPUT,
  );
}

export function optionalDate(invalid: MessageKey) {
  return withInput(
    blankAllowed(
      z.string({ error: invalid }).check(
        z.trim(),
        z.refine((v: string) => v === '' || isIsoDate(v), { error: invalid }),
      ),
    ),
    DATE_INPUT,
  );
}

/** 'Male' | 'Female', accepting any letter case. */
export function gender(required: MessageKey) {
  return preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const lower = v.trim().toLowerCase();
      return lower === 'male' ? 'Male' : lower === 'female' ? 'Female' : v;
    },
    z.enum(['Male', 'Female'], { error: required }),
  );
}

const timeRequired: MessageKey = 'appointment.time.required';
const timeInvalid: MessageKey = 'appointment.time.invalid';

const slotText = () => z.string({ error: timeRequired }).check(z.trim(), z.minLength(1, { error: timeRequired }));
// One function per dialect, not one with a switch: the browser's forms only ever build the clean one, so
// the legacy notation stays out of their code.
type SlotField = z.ZodMiniType<Slot, unknown>;
const cleanSlot = () => slotText().check(z.refine(isSlot, { error: timeInvalid })) as unknown as SlotField;
/** The original client's notation, '01:00' .. '06:00' for 13:00 .. 18:00 (src/server/legacy only). */
export const legacySlot = (): SlotField =>
  z.pipe(
    slotText().check(z.refine((v: string) => fromLegacySlot(v) !== null, { error: timeInvalid })),
    z.transform((v: string) => fromLegacySlot(v) as Slot),
  );

/** Ages are whole years, written with at most this many digits. */
const AGE_DIGITS = 3;
const agePattern = new RegExp(`^\\d{1,${AGE_DIGITS}}$`);

const age = withInput(
  preprocess(
    (v) => {
      if (v === null || v === undefined) return undefined;
      if (typeof v === 'string') {
        const s = v.trim();
        if (s === '') return undefined;
        return agePattern.test(s) ? Number(s) : v;
      }
      return v;
    },
    z.optional(
      z
        .number({ error: 'appointment.age.invalid' })
        .check(
          z.int({ error: 'appointment.age.invalid' }),
          z.gte(0, { error: 'appointment.age.invalid' }),
          z.lte(130, { error: 'appointment.age.invalid' }),
        ),
    ),
  ),
  { inputMode: 'numeric', maxLength: AGE_DIGITS },
);

export function personSchema(dialect: TimeDialect = 'clean') {
  return personShape(dialect === 'clean' ? cleanSlot() : legacySlot());
}

function personShape(slot: SlotField) {
  return z.strictObject({
    name: requiredText('appointment.name.required', LIMITS.name, 'name.tooLong'),
    // Longer than a register number can be is refused by the booking's check below: typing stops there.
    registerNumber: withInput(optionalText(LIMITS.short), { maxLength: REGISTER_NUMBER_MAX_LENGTH }),
    registeredOn: optionalDate('appointment.regdate.invalid'),
    age,
    gender: gender('appointment.gender.required'),
    height: requiredText('appointment.height.required', LIMITS.short),
    weight: requiredText('appointment.weight.required', LIMITS.short),
    occupation: requiredText('appointment.work.required', LIMITS.medium),
    phone: requiredMobile('appointment.phone.required', 'appointment.phone.invalid'),
    email: optionalEmail(),
    place: optionalText(LIMITS.medium),
    purpose: optionalText(LIMITS.long, undefined, true),
    medicines: optionalText(LIMITS.long, undefined, true),
    // A patient under 18: the parent or guardian who books, and how they are related (./guardian rules).
    guardian: optionalText(LIMITS.name, 'name.tooLong'),
    guardianRelation: optionalText(LIMITS.medium),
    visitDay: optionalText(LIMITS.short),
    visitDate: requiredDate('appointment.date.required', 'appointment.date.invalid'),
    visitTime: slot,
  });
}

/** One person as the server books them (weekday dropped: the server derives it). */
export interface PersonInput {
  name: string;
  registerNumber?: string | undefined;
  registeredOn?: string | undefined;
  age?: number | undefined;
  gender: Gender;
  height: string;
  weight: string;
  occupation: string;
  phone: string;
  email?: string | undefined;
  place?: string | undefined;
  purpose?: string | undefined;
  medicines?: string | undefined;
  /** Who books for a patient under 18 (their parent or guardian), and how they are related. */
  guardian?: string | undefined;
  guardianRelation?: string | undefined;
  visitDate: string;
  visitTime: Slot;
}

/** Below this age a booking names the parent or guardian who makes it (DPDP Act s. 9). */
export const ADULT_AGE = 18;

export interface BookingInput {
  patientType: PatientType;
  people: PersonInput[];
  /** The phone the booking's messages may go to, and how (none: email only, if given). */
  notify?: PhoneOptIn;
}

/**
 * `guardian`: a person under ADULT_AGE needs the parent or guardian's name and relation (the site's own
 * form asks for them; the original site's clients never sent them, so their endpoint does not ask).
 */
export function makeBookingSchema(slot: SlotField, guardian: boolean) {
  const shape = z.strictObject({
    patientType: z.optional(z.enum(PATIENT_TYPES, { error: 'booking.patientType.invalid' })),
    people: z
      .array(personShape(slot), { error: 'booking.people.min' })
      .check(
        z.minLength(1, { error: 'booking.people.min' }),
        z.maxLength(MAX_PEOPLE_PER_BOOKING, { error: 'booking.people.max' }),
      ),
    ...notifyFields,
  });
  type Shape = z.output<typeof shape>;
  return z.pipe(
    shape.check(
      z.superRefine((value: Shape, ctx) => {
        const people = Array.isArray(value.people) ? value.people : [];
        const type = value.patientType ?? 'new';
        const seen = new Map<string, number>();
        const notify = notifyIssue(value);
        if (notify) ctx.addIssue({ code: 'custom', message: notify, path: ['notifyPhone'] });
        people.forEach((person, index) => {
          if (!person || typeof person !== 'object') return;
          if (guardian && typeof person.age === 'number' && person.age < ADULT_AGE) {
            if (!person.guardian) {
              ctx.addIssue({
                code: 'custom',
                message: 'appointment.guardian.required',
                path: ['people', index, 'guardian'],
              });
            }
            if (!person.guardianRelation) {
              ctx.addIssue({
                code: 'custom',
                message: 'appointment.guardianRelation.required',
                path: ['people', index, 'guardianRelation'],
              });
            }
          }
          if (regnoRequired(type)) {
            const typed =
              typeof person.registerNumber === 'string' ? normalizeRegisterNumber(person.registerNumber) : '';
            if (typed === '') {
              ctx.addIssue({
                code: 'custom',
                message: 'appointment.regno.required',
                path: ['people', index, 'registerNumber'],
              });
            } else if (!isRegisterNumber(typed)) {
              ctx.addIssue({
                code: 'custom',
                message: 'appointment.regno.invalid',
                path: ['people', index, 'registerNumber'],
              });
            }
          }
          const { visitDate: date, visitTime: time } = person;
          if (typeof date !== 'string' || !isSlot(time)) return;
          const slotKey = `${date} ${time}`;
          if (seen.has(slotKey)) {
            ctx.addIssue({
              code: 'custom',
              message: 'appointment.time.duplicate',
              path: ['people', index, 'visitTime'],
              params: { slot: time, date },
            });
          } else {
            seen.set(slotKey, index);
          }
        });
      }),
    ),
    z.transform((value: Shape): BookingInput => {
      const patientType = value.patientType ?? 'new';
      const notify = toOptIn(value);
      return {
        patientType,
        ...(notify ? { notify } : {}),
        people: value.people.map(({ visitDay: _ignored, registerNumber, ...person }) => ({
          ...person,
          registerNumber: patientType === 'old' && registerNumber ? normalizeRegisterNumber(registerNumber) : undefined,
        })),
      };
    }),
  );
}

/** POST /api/appointments: { patientType?: 'new' | 'old', people: [...] } with 24-hour times. */
export const bookingSchema = makeBookingSchema(cleanSlot(), true);

/** GET /api/appointments/booked?date= */
// Server-only, marked pure so a browser bundle that never reads it does not build it.
export const bookedDateSchema = /* @__PURE__ */ requiredDate('appointment.date.required', 'appointment.date.invalid');
