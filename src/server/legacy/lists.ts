// The original site's staff lists of bookings and callbacks, record by record in that site's shapes
// (`_id` for the id; GET /api/booking's { name, age, gender, phone, email, location, purpose }).

import type { StoredRecord } from '../../lib/records';

type Legacy = Record<string, unknown>;

/** GET /api/callbacks, GET /callback: one callback request. */
export const legacyCallback = (r: StoredRecord<'callbacks'>): Legacy => ({
  _id: r.id,
  name: r.name,
  mobile: r.phone,
  email: r.email ?? '',
  comment: r.comment ?? '',
  createdAt: r.createdAt,
});

/** GET /api/booking: one booked person. */
export const legacyBooking = (r: StoredRecord<'bookings'>): Legacy => ({
  _id: r.id,
  name: r.name,
  age: r.age ?? '',
  gender: r.gender,
  phone: r.phone,
  email: r.email ?? '',
  location: r.place ?? '',
  purpose: r.purpose ?? '',
});
