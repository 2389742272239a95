// Logs never carry a whole address or phone number, whatever a library's error says: a mail server's
// refusal names the recipient, and that message reaches the log through the sender's `mail_failed` line.

import { afterEach, describe, expect, it } from 'vitest';
import type { StoredRecord } from '../../src/lib/records';
import type { Deps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { errorSummary, log, maskPersonal, setLogSink } from '../../src/server/log';
import { deliverDue } from '../../src/server/notify/sender';
import type { ClaimedMessage, Settlement } from '../../src/server/store/port/outbox';
import type { Store } from '../../src/server/store/port';

const NOW = new Date('2026-11-30T04:30:00.000Z');

/** The log lines written while `work` runs. */
async function logged(work: () => unknown): Promise<string[]> {
  const lines: string[] = [];
  setLogSink((_level, line) => lines.push(line));
  await work();
  return lines;
}
afterEach(() => setLogSink(null));

describe('maskPersonal', () => {
  it('masks addresses and Indian phone numbers in any shape', () => {
    expect(maskPersonal('550 5.1.1 <meena.r@mail.example.org>: Recipient address rejected.')).toBe(
      '550 5.1.1 <m***@m***.org>: Recipient address rejected.',
    );
    expect(maskPersonal('to Patient+x@Example.COM, or write to a.b@c.example.org.')).toBe(
      'to P***@E***.COM, or write to a***@c***.org.',
    );
    for (const phone of [
      '9876501234',
      '98765 01234',
      '+91 98765 01234',
      '919876501234',
      '987-650-1234',
      '0462 2345678',
    ])
      expect(maskPersonal(`call ${phone} now`), phone).toBe(`call ***${phone.slice(-2)} now`);
  });

  it('leaves what is not personal as it was', () => {
    for (const text of [
      '2026-11-30 10:00',
      '2026-11-30T04:30:00.000Z',
      'ECONNREFUSED 127.0.0.1:587',
      'id 3f2b0c4e-1d2a-4b7c-9e8f-0a1b2c3d4e5f',
      'took 1764480600000 ms',
      'port 6379, attempt 3 of 8',
    ])
      expect(maskPersonal(text)).toBe(text);
  });

  it('applies to every string field of every line', async () => {
    const lines = await logged(() => log.error('x', { reason: 'a <b.c@d.example> 9876501234', n: 9876501234 }));
    expect(lines[0]).toContain('"reason":"a <b***@d***.example> ***34"');
    expect(lines[0]).toContain('"n":9876501234');
  });
});

describe('a mail server refusing an address', () => {
  it('is logged with the address masked', async () => {
    const record = {
      id: 'r1',
      createdAt: NOW.toISOString(),
      name: 'Meena',
      phone: '9876501234',
      lang: 'en',
    } as StoredRecord<'callbacks'>;
    const message: ClaimedMessage = {
      id: 'staff:r1',
      type: 'staff',
      kind: 'callbacks',
      ref: 'r1',
      createdMs: NOW.getTime(),
      attempt: 1,
    };
    const settled: Settlement[] = [];
    const store = {
      outbox: {
        claim: () => Promise.resolve([message]),
        settle: (_id: string, s: Settlement) => Promise.resolve(void settled.push(s)),
      },
      records: { get: () => Promise.resolve(record) },
      // The mail caps' counts (src/server/notify/caps.ts): the first of the day.
      limits: { hit: () => Promise.resolve(1) },
    } as unknown as Store;
    const deps = {
      config: configFromEnv({ NOTIFY_TO: 'desk.manager@clinic.example', SITE_URL: 'https://clinic.example' }),
      now: () => NOW,
      store: () => Promise.resolve(store),
    } as unknown as Deps;
    const refusal = new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <desk.manager@clinic.example>: Recipient address rejected (caller 98765 01234)",
    );
    const transport = { name: 'smtp' as const, send: () => Promise.reject(refusal) };

    const lines = await logged(() => deliverDue(deps, { limit: 1, budgetMs: 5_000, transport }));
    const failed = lines.find((line) => line.includes('"mail_failed"'));
    expect(failed).toContain('<d***@c***.example>');
    expect(failed).toContain('caller ***34');
    expect(lines.join('\n')).not.toMatch(/desk\.manager|98765 01234/);
    // Staff, who may see the address, still read the whole reason under "Messages not delivered".
    expect(settled[0]).toMatchObject({ outcome: 'retry', error: errorSummary(refusal) });
  });
});
