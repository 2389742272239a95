// Request bodies the public API accepts, for API suites: one person of a booking, one donation pledge.

/** One person of POST /api/appointments (24-hour time; the server derives the weekday). */
export function personBody(overrides: Record<string, unknown> = {}) {
  return {
    pname: 'Priya',
    pgender: 'Female',
    page: '34',
    pheight: '160',
    pweight: '55',
    pwork: 'Teacher',
    pphone: '9876543210',
    pemail: 'priya@example.org',
    plocation: 'Dindigul, Tamil Nadu',
    ppurpose: 'Back pain',
    pmedicine: '',
    pappointmentDay: 'Someday',
    pappointmentDate: '2026-12-01',
    pappointmentTime: '10:30',
    ...overrides,
  };
}

/** POST /api/donation. */
export const donationBody = {
  uname: 'Ravi Kumar',
  gender: 'Male',
  email: 'ravi@example.org',
  mobno: '9876543210',
  address: '12 Temple Street, Dindigul',
  donate: 'One time',
  amount: '2500',
  panno: '',
  modeofpay: 'UPI',
  message: 'For the free camp',
};
