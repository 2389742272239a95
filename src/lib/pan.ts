// A PAN as staff lists show it: 'ABCDE1234F' as 'ABCDE••••F' (the digits hidden). The full PAN stays on the
// server; staff ask for one record's (logged) or export them (logged). Shared by the server's lists and tests.

export function maskPan(pan: string): string {
  return pan.length === 10 ? `${pan.slice(0, 5)}••••${pan.slice(9)}` : '•'.repeat(Math.min(pan.length, 10));
}

/** A record with its PAN masked (records without one are returned as they are). */
export function withMaskedPan<T extends object>(record: T): T {
  const pan = (record as { panno?: unknown }).panno;
  return typeof pan === 'string' && pan ? { ...record, panno: maskPan(pan) } : record;
}
