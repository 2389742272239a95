// Every mailto: link a mail carries is built here. A visitor's address is theirs to type: the contact
// schema lets `?`, `&`, `=` and `%` through (they are legal in an address's local part), and pasted raw
// into `mailto:` they would add cc, bcc or a body of the visitor's choosing to the reply staff send.

import { EMAIL_PATTERN } from '../../../lib/schemas/common';

/** RFC 6068: the address percent-encoded, except its `@` (some mail apps do not decode `%40`). */
const encodeAddress = (address: string) => encodeURIComponent(address).replace(/%40/g, '@');

/**
 * A `mailto:` link to one valid address with an optional subject and body (encoded, so nothing in them
 * becomes another header); null when the address is not one (no link rather than a link that misleads).
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string | null {
  const to = address.trim();
  if (!EMAIL_PATTERN.test(to)) return null;
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value.replace(/\r?\n/g, '\r\n'))}`)
    .join('&');
  return `mailto:${encodeAddress(to)}${query ? `?${query}` : ''}`;
}
