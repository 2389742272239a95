// Which mailbox an address reaches, for counting mail per recipient: a stranger who types
// `victim+1@gmail.com`, `v.ictim@gmail.com` and `Victim@googlemail.com` reaches one inbox, so the cap must
// count them as one. Lower case; a `+tag` dropped (every large provider delivers it to the plain address);
// for Gmail the dots in the local part dropped and googlemail.com merged with gmail.com.

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/** The mailbox an address delivers to, as one key (for counting, never for sending). */
export function mailboxKey(address: string): string {
  const plain = address.trim().toLowerCase();
  const at = plain.lastIndexOf('@');
  if (at <= 0) return plain;
  let local = plain.slice(0, at);
  let domain = plain.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
