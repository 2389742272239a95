import { describe, expect, it } from 'vitest';
import { API_PATHS, createApiClient } from '../../src/lib/api';
import { en } from '../helpers/messages';

type Seen = { url: string; init: RequestInit };

function fakeFetch(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    const s = { url, init };
    seen.push(s);
    return answer(s);
  }) as unknown as typeof fetch;
  return { impl, seen };
}

/** The JSON a request sent (the client sends its body as JSON text). */
function sentJson(seen: Seen | undefined): unknown {
  const body = seen?.init.body;
  if (typeof body !== 'string') throw new Error(`expected a JSON text body, got ${typeof body}`);
  return JSON.parse(body);
}

describe('API client', () => {
  it('POSTs JSON to relative /api/ paths with an empty honeypot, and returns the data', async () => {
    const { impl, seen } = fakeFetch(() => Response.json({ success: true, message: 'ok', reference: 'VT-ABCDEFGH' }));
    const client = createApiClient({ fetch: impl });
    const result = await client.pledgeDonation({ name: 'Ravi' });
    expect(result).toEqual({ ok: true, status: 200, data: { success: true, message: 'ok', reference: 'VT-ABCDEFGH' } });
    expect(seen[0]!.url).toBe('/api/donations');
    expect(seen[0]!.init.method).toBe('POST');
    expect(new Headers(seen[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(sentJson(seen[0])).toEqual({ name: 'Ravi', website: '' });

    await client.requestCallback({ name: 'A' }, 'home');
    expect(sentJson(seen[1])).toEqual({ name: 'A', variant: 'home', website: '' });
    await client.bookAppointments([{ name: 'A' }], 'old');
    expect(seen[2]!.url).toBe(API_PATHS.appointments);
    expect(sentJson(seen[2])).toEqual({
      patientType: 'old',
      people: [{ name: 'A' }],
      website: '',
    });
    await client.getBookedTimes('2026-12-01');
    expect(seen[3]!.url).toBe('/api/appointments/booked?date=2026-12-01');
    expect(seen[3]!.init.method).toBe('GET');
    await client.sendContactMessage({ name: 'Bot', website: 'http://spam.example' });
    expect(sentJson(seen[4])).toEqual({ name: 'Bot', website: 'http://spam.example' });
    await client.getContactDetails();
    await client.sendContactMessage({});
    expect(seen.every((s) => s.url.startsWith('/api/'))).toBe(true);
  });

  it('returns the server refusal with its fields, and Retry-After on 429', async () => {
    const { impl } = fakeFetch(() =>
      Response.json(
        { success: false, error: 'Please enter your name', fields: { name: 'Please enter your name' } },
        { status: 400 },
      ),
    );
    expect(await createApiClient({ fetch: impl }).pledgeDonation({})).toEqual({
      ok: false,
      status: 400,
      kind: 'http',
      error: 'Please enter your name',
      fields: { name: 'Please enter your name' },
    });
    const limited = fakeFetch(() =>
      Response.json({ success: false, error: 'Too many' }, { status: 429, headers: { 'retry-after': '12' } }),
    );
    expect(await createApiClient({ fetch: limited.impl }).sendContactMessage({})).toMatchObject({
      status: 429,
      retryAfterSeconds: 12,
    });
    const html = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await createApiClient({ fetch: html.impl }).sendContactMessage({})).toEqual({
      ok: false,
      status: 502,
      kind: 'http',
      error: en['http.internal'],
    });
  });

  it('turns a network failure or a timeout into kind network (never throws)', async () => {
    const { impl } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await createApiClient({ fetch: impl }).sendContactMessage({})).toEqual({
      ok: false,
      status: 0,
      kind: 'network',
      error: en['ui.network'],
    });
    const slow = (async (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )) as unknown as typeof fetch;
    expect(await createApiClient({ fetch: slow, timeoutMs: 20 }).getContactDetails()).toMatchObject({
      ok: false,
      kind: 'network',
    });
  });
});
