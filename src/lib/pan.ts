// A PAN as staff lists show it: 'ABCDE1234F' as 'ABCDE••••F' (the digits hidden). The full PAN stays on the
// server; staff ask for one record's (logged) or export them (logged). Shared by the server's lists and tests.

import { maskIdNumber } from './donor-id';

export function maskPan(pan: string): string {
  return pan.length === 10 ? `${pan.slice(0, 5)}••••${pan.slice(9)}` : '•'.repeat(Math.min(pan.length, 10));
}

/** A record with its PAN and other ID number (src/lib/donor-id.ts) masked; others are returned as they are. */
export function withMaskedPan<T extends object>(record: T): T {
  const { pan, idNumber: id } = record as { pan?: unknown; idNumber?: unknown };
  let masked = record;
  if (typeof pan === 'string' && pan) masked = { ...masked, pan: maskPan(pan) };
  if (typeof id === 'string' && id) masked = { ...masked, idNumber: maskIdNumber(id) };
  return masked;
}
