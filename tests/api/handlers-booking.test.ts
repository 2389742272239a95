// The public endpoints against every store adapter (3 of 4): booking appointments, the clean API and the legacy
// /api/appointmentbooking.php with its old payloads and 12-hour slots.

import { describe, expect, it } from 'vitest';
import appointmentbooking from '../../netlify/functions/appointmentbooking';
import appointments from '../../netlify/functions/appointments';
import type { ApiErrorBody, BookedTimesResponse, BookingResponse } from '../../src/lib/api';
import { en } from '../helpers/messages';
import { anyString, stringMatching } from '../helpers/matchers';
import { call } from '../helpers/http';
import { allAdapters } from '../helpers/stores';
import { handlersSuite, legacyPerson, person, post } from '../helpers/handlers-suite';

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`handlers on ${harness.label}`, () => {
    const suite = handlersSuite(harness);

    describe('appointments (clean API)', () => {
      it('books one person: server-assigned register number, derived weekday, booked time listed', async () => {
        const res = await post<BookingResponse>(appointments, '/api/appointments', {
          patientType: 'new',
          people: [person({ registerNumber: 'MX99999' })],
        });
        expect(res.status).toBe(200);
        expect(res.json.registerNumbers).toEqual(['FP26001']);
        expect(res.json.appointments).toEqual([
          {
            id: anyString(),
            name: 'Priya',
            registerNumber: 'FP26001',
            date: '2026-12-01',
            day: 'Tuesday',
            time: '10:30',
            // The private link's token: /appointment/manage#<token>.
            manage: stringMatching(/^[\w-]+\.[\w-]+$/),
          },
        ]);
        expect(res.json.message).toBe(
          'Appointment saved for Priya on Tuesday 2026-12-01 at 10:30 AM. Register number: FP26001.',
        );
        const [saved] = await suite.store.records.list('bookings');
        expect(saved).toMatchObject({
          visitDay: 'Tuesday',
          registerNumber: 'FP26001',
          registeredOn: '2026-11-20',
          age: 34,
          patientType: 'new',
        });
        const booked = await call(appointments, '/api/appointments/booked?date=2026-12-01');
        expect(booked.json).toEqual({
          success: true,
          date: '2026-12-01',
          booked: ['10:30'],
          closed: [],
          closedDay: null,
        });
      });

      it('books four people at once; group numbers come from one counter', async () => {
        const people = [
          person({ name: 'anu', visitTime: '13:00' }),
          person({ name: 'Bala', gender: 'Male', visitTime: '09:00' }),
          person({ name: 'Chitra', visitDate: '2026-12-02', visitTime: '13:00' }),
          person({ name: 'Dev', gender: 'male', visitTime: '18:00' }),
        ];
        const res = await post<BookingResponse>(appointments, '/api/appointments', { people });
        expect(res.status).toBe(200);
        expect(res.json.registerNumbers).toEqual(['FA26001', 'MB26002', 'FC26003', 'MD26004']);
        expect(res.json.message).toBe('4 appointments saved. Register numbers: FA26001, MB26002, FC26003, MD26004.');
        const booked = await call<BookedTimesResponse>(appointments, '/api/appointments/booked?date=2026-12-01');
        expect(booked.json.booked).toEqual(['09:00', '13:00', '18:00']);
      });

      it('409 names whose slot was just taken, and stores nothing of that request', async () => {
        await post(appointments, '/api/appointments', {
          people: [person({ name: 'First', visitTime: '11:00' })],
        });
        const res = await post(appointments, '/api/appointments', {
          people: [person({ name: 'Kavya', visitTime: '11:30' }), person({ name: 'Priya', visitTime: '11:00' })],
        });
        expect(res.status).toBe(409);
        const message =
          'The 11:00 AM slot on 2026-12-01 chosen for Priya was just booked by someone else. Please pick another time.';
        expect(res.json).toEqual({ success: false, error: message, fields: { 'people.1.visitTime': message } });
        const booked = await call<BookedTimesResponse>(appointments, '/api/appointments/booked?date=2026-12-01');
        expect(booked.json.booked).toEqual(['11:00']);
        expect(await suite.store.records.list('bookings')).toHaveLength(1);
        const next = await post<BookingResponse>(appointments, '/api/appointments', {
          people: [person({ name: 'Kavya', visitTime: '11:30' })],
        });
        expect(next.json.registerNumbers).toEqual(['FK26002']);
      });

      it('refuses past dates, dates beyond 90 days, slots already past today, duplicates and unknown slots', async () => {
        const cases: [Record<string, unknown>, string, string][] = [
          [{ visitDate: '2026-11-19' }, 'people.0.visitDate', en['appointment.date.past']],
          [
            { visitDate: '2027-02-19' },
            'people.0.visitDate',
            'Appointments can be booked up to 90 days ahead. Please choose a date on or before 2027-02-18.',
          ],
          [
            { visitDate: '2026-11-20', visitTime: '10:00' },
            'people.0.visitTime',
            'The 10:00 AM slot today has already passed. Please choose a later time.',
          ],
          [{ visitTime: '10:15' }, 'people.0.visitTime', en['appointment.time.invalid']],
          [{ visitTime: '01:00' }, 'people.0.visitTime', en['appointment.time.invalid']],
          [{ visitDate: '2026-02-30' }, 'people.0.visitDate', en['appointment.date.invalid']],
          [{ phone: '98765' }, 'people.0.phone', en['appointment.phone.invalid']],
          [{ gender: 'Other' }, 'people.0.gender', en['appointment.gender.required']],
          [{ age: 'forty' }, 'people.0.age', en['appointment.age.invalid']],
          [{ height: '' }, 'people.0.height', en['appointment.height.required']],
        ];
        for (const [change, field, message] of cases) {
          const res = await post<ApiErrorBody>(appointments, '/api/appointments', { people: [person(change)] });
          expect(res.status, JSON.stringify(change)).toBe(400);
          expect(res.json.error).toBe(message);
          expect(res.json.fields?.[field]).toBe(message);
        }
        const lastDay = await post(appointments, '/api/appointments', {
          people: [person({ visitDate: '2027-02-18' })],
        });
        expect(lastDay.status).toBe(200);
        const laterToday = await post(appointments, '/api/appointments', {
          people: [person({ visitDate: '2026-11-20', visitTime: '10:30' })],
        });
        expect(laterToday.status).toBe(200);
        const dup = await post<ApiErrorBody>(appointments, '/api/appointments', {
          people: [person({ name: 'A' }), person({ name: 'B' })],
        });
        expect(dup.status).toBe(400);
        expect(dup.json.fields).toHaveProperty(['people.1.visitTime']);
        const five = await post<ApiErrorBody>(appointments, '/api/appointments', {
          people: Array.from({ length: 5 }, (_, i) =>
            person({ visitTime: ['09:00', '09:30', '10:00', '10:30', '11:00'][i] }),
          ),
        });
        expect(five.status).toBe(400);
        expect(five.json.error).toBe('At most 4 people can be booked at once');
        const none = await post<ApiErrorBody>(appointments, '/api/appointments', { people: [] });
        expect(none.json.error).toBe(en['booking.people.min']);
        expect(await suite.store.records.list('bookings')).toHaveLength(2);
      });

      it('returning patients keep their (validated) register number', async () => {
        const bad = await post<ApiErrorBody>(appointments, '/api/appointments', {
          patientType: 'old',
          people: [person({ registerNumber: 'P-17' })],
        });
        expect(bad.status).toBe(400);
        expect(bad.json.fields?.['people.0.registerNumber']).toBe(en['appointment.regno.invalid']);
        const missing = await post<ApiErrorBody>(appointments, '/api/appointments', {
          patientType: 'old',
          people: [person()],
        });
        expect(missing.json.fields?.['people.0.registerNumber']).toBe(en['appointment.regno.required']);
        const ok = await post<BookingResponse>(appointments, '/api/appointments', {
          patientType: 'old',
          people: [person({ registerNumber: ' fp25017 ', registeredOn: '2025-03-02' })],
        });
        expect(ok.status).toBe(200);
        expect(ok.json.registerNumbers).toEqual(['FP25017']);
        expect((await suite.store.records.list('bookings'))[0]).toMatchObject({
          registerNumber: 'FP25017',
          registeredOn: '2025-03-02',
          patientType: 'old',
        });
      });

      it('GET booked: 400 without a valid date', async () => {
        expect((await call(appointments, '/api/appointments/booked')).status).toBe(400);
        const bad = await call<ApiErrorBody>(appointments, '/api/appointments/booked?date=2026-13-01');
        expect(bad.status).toBe(400);
        expect(bad.json.error).toBe(en['appointment.date.invalid']);
      });
    });

    describe('legacy /api/appointmentbooking.php', () => {
      it('{ appointment_date } -> plain list of booked times in the old notation', async () => {
        await post(appointments, '/api/appointments', {
          people: [
            person({ visitTime: '13:30' }),
            person({ name: 'B', visitTime: '09:30' }),
            person({ name: 'C', visitTime: '18:00' }),
          ],
        });
        const res = await post(appointmentbooking, '/api/appointmentbooking.php', { appointment_date: '2026-12-01' });
        expect(res.status).toBe(200);
        expect(res.json).toEqual(['09:30', '01:30', '06:00']);
        const empty = await post(appointmentbooking, '/api/appointmentbooking.php', { appointment_date: '2026-12-24' });
        expect(empty.json).toEqual([]);
        const bad = await post(appointmentbooking, '/api/appointmentbooking.php', { appointment_date: 'tomorrow' });
        expect(bad.status).toBe(400);
      });

      it('{ people } with the old 12-hour slots books 13:00..18:00 and answers { message, registerNumbers }', async () => {
        const res = await post(appointmentbooking, '/api/appointmentbooking.php', {
          people: [
            legacyPerson({ pappointmentTime: '01:00', pregno: 'FP26999' }),
            legacyPerson({ pname: 'Ganesh', pgender: 'Male', pappointmentTime: '06:00' }),
          ],
        });
        expect(res.status).toBe(200);
        expect(res.json).toEqual({
          success: true,
          message: '2 appointments saved. Register numbers: FP26001, MG26002.',
          registerNumbers: ['FP26001', 'MG26002'],
        });
        const booked = await call<BookedTimesResponse>(appointments, '/api/appointments/booked?date=2026-12-01');
        expect(booked.json.booked).toEqual(['13:00', '18:00']);
        const clash = await post<ApiErrorBody>(appointmentbooking, '/api/appointmentbooking.php', {
          people: [legacyPerson({ pname: 'Late', pappointmentTime: '13:00' })],
        });
        expect(clash.status).toBe(409);
        expect(clash.json.error).toBe(
          'The 1:00 PM slot on 2026-12-01 chosen for Late was just booked by someone else. Please pick another time.',
        );
      });

      it('{ people } refusals name the fields the old client sent; the domain names are unknown to it', async () => {
        const res = await post<ApiErrorBody>(appointmentbooking, '/api/appointmentbooking.php', {
          people: [legacyPerson({ pname: '', pappointmentTime: '07:00' })],
        });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({
          success: false,
          error: en['appointment.name.required'],
          fields: {
            'people.0.pname': en['appointment.name.required'],
            'people.0.pappointmentTime': en['appointment.time.invalid'],
          },
        });
        const domain = await post<ApiErrorBody>(appointmentbooking, '/api/appointmentbooking.php', {
          people: [person({ visitTime: '01:00' })],
        });
        expect(domain.status).toBe(400);
        expect(domain.json.fields?.['people.0.name']).toBe(en['form.unknownField']);
        expect(domain.json.fields?.['people.0.pname']).toBe(en['appointment.name.required']);
        expect(await suite.store.records.list('bookings')).toEqual([]);
      });
    });
  });
}
