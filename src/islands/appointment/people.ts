import type * as z from 'zod/mini';
import { fieldSchema } from '../../lib/form-fields';
import { bookingSchema, type PatientType } from '../../lib/schemas/appointment';
import type { FormValues } from '../forms/useForm';

/**
 * A person's fields, in the order the schema checks them. The weekday is among them but never sent: the
 * form shows it under another name (the server derives it).
 */
export const PERSON_FIELDS = Object.keys((fieldSchema(bookingSchema, 'people.0') as z.ZodMiniObject).shape);

export const fieldName = (i: number, field: string) => `people.${i}.${field}`;

/** What the page needs to know about each person to draw the derived parts (weekday, slots, preview). */
export interface PersonView {
  name: string;
  gender: string;
  date: string;
  time: string;
}
export const blankPerson = (): PersonView => ({ name: '', gender: '', date: '', time: '' });

/** Build the request body from the form's values: one object per person, empty fields left out. */
export function toBooking(values: FormValues, count: number, patientType: PatientType) {
  const people: Array<Record<string, string>> = [];
  for (let i = 0; i < count; i++) {
    const person: Record<string, string> = {};
    for (const field of PERSON_FIELDS) {
      const value = values[fieldName(i, field)];
      if (value !== undefined && value.trim() !== '') person[field] = value;
    }
    people.push(person);
  }
  return { patientType, people, ...notifyValues(values) };
}

/** The messages' choice as typed (the server checks it again): channel, phone, SMS fallback. */
export function notifyValues(values: FormValues): Record<string, string | boolean> {
  const channel = values.notifyChannel;
  if (!channel || channel === 'none') return channel ? { notifyChannel: channel } : {};
  return {
    notifyChannel: channel,
    notifyPhone: values.notifyPhone ?? '',
    ...(channel === 'whatsapp' ? { smsFallback: values.smsFallback === 'on' } : {}),
  };
}
