/**
 * The parts of a Netlify Functions v2 `context` that come from the request, for the warm functions of the
 * local preview (./warm-functions.mjs): `context.cookies` and `context.params`.
 */

/** `name=value` pairs of a Cookie header. */
function parseCookies(header) {
  const jar = new Map();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
  }
  return jar;
}

/**
 * `context.cookies` as Netlify's: reads the request's cookies; what is set or deleted is added to the response.
 * @param {Request} request
 */
export function cookieStore(request) {
  const jar = parseCookies(request.headers.get('cookie'));
  /** @type {string[]} */
  const outgoing = [];
  return {
    api: {
      get: (/** @type {string} */ name) => jar.get(name),
      set(/** @type {any} */ input, /** @type {string=} */ value) {
        const c = typeof input === 'string' ? { name: input, value } : input;
        const attrs = [`${c.name}=${encodeURIComponent(c.value ?? '')}`, `Path=${c.path ?? '/'}`];
        if (c.domain) attrs.push(`Domain=${c.domain}`);
        if (c.expires !== undefined) attrs.push(`Expires=${new Date(c.expires).toUTCString()}`);
        if (c.maxAge !== undefined) attrs.push(`Max-Age=${c.maxAge}`);
        if (c.httpOnly) attrs.push('HttpOnly');
        if (c.secure) attrs.push('Secure');
        if (c.sameSite) attrs.push(`SameSite=${c.sameSite}`);
        outgoing.push(attrs.join('; '));
      },
      delete(/** @type {any} */ input) {
        const c = typeof input === 'string' ? { name: input } : input;
        outgoing.push(`${c.name}=; Path=${c.path ?? '/'}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`);
      },
    },
    /** @param {Response} response */
    applyTo(response) {
      if (outgoing.length === 0) return response;
      const headers = new Headers(response.headers);
      for (const line of outgoing) headers.append('set-cookie', line);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    },
  };
}

/** Route parameters (`/api/x/:id`) of a path, as `context.params`. */
export function paramsOf(route, pathname) {
  if (route.literal || typeof URLPattern !== 'function') return {};
  const match = new URLPattern({ pathname: route.pattern }).exec({ pathname });
  return Object.fromEntries(Object.entries(match?.pathname.groups ?? {}).filter(([, v]) => v !== undefined));
}
