// A software WebAuthn authenticator for unit tests of the passkey services: an ES256 key pair, 'none'
// attestation, user present and verified, a signature counter. It answers registration and sign-in options
// the way a browser's navigator.credentials.create()/get() would (as @simplewebauthn/browser sends them).

import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | Uint8Array | string | Map<number | string, Cbor>;

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key: ints, bytes, text, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [...value].flatMap(([k, v]) => [cbor(k), cbor(v)]);
  return Buffer.concat([head(5, value.size), ...parts]);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface SoftAuthenticator {
  credentialId: string;
  /** The answer to registration options (with their challenge), from `origin`. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string): Record<string, unknown>;
  /** The answer to sign-in options, from `origin`; `counter` overrides the next signature counter. */
  signIn(options: { challenge: string; rpId?: string }, origin: string, counter?: number): Record<string, unknown>;
}

export function softAuthenticator(rpId: string): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const rawId = randomBytes(16);
  let counter = 0;
  const coseKey = new Map<number, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
  const authData = (flags: number, count: number, attested?: Buffer) => {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(count);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), c, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const signed = (key: KeyObject, data: Buffer) => sign('sha256', data, key);

  return {
    credentialId: b64url(rawId),
    register(options, origin) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, rawId, cbor(coseKey)]);
      const attestationObject = cbor(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(0x45, counter, attested)],
        ]),
      );
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    signIn(options, origin, next) {
      counter = next ?? counter + 1;
      const data = authData(0x05, counter);
      const client = clientData('webauthn.get', options.challenge, origin);
      return {
        id: b64url(rawId),
        rawId: b64url(rawId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signed(privateKey, Buffer.concat([data, sha256(client)]))),
        },
        clientExtensionResults: {},
      };
    },
  };
}
