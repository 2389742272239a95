// Sign-in on a fresh clone: when the site runs locally (deploy context 'dev') and ADMIN_PASSWORD_HASH /
// SESSION_SECRET are not set, a password and a signing secret are generated ONCE and kept under .data/
// (git-ignored), so they survive restarts. The password is printed to the dev server's console the first
// time a process needs it (the /admin page asks for the session as soon as it opens).
// Never used outside the 'dev' context: see ./keys and ../admin/config.

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEV_PASSWORD_FILE = 'dev-admin-password';
export const DEV_SECRET_FILE = 'dev-session-secret';

let dir = '.data';
// Netlify's local tooling loads a function afresh for many requests: remember the announcement on the
// process (globalThis), not the module, so the console shows it once.
const ANNOUNCED = Symbol.for('varma-trust.admin.devPasswordAnnounced');
const flags = globalThis as { [ANNOUNCED]?: string };
type Notice = (text: string) => void;
let notice: Notice = (text) => console.info(text);

/** Tests: another folder and a quiet (or captured) console. */
export function setDevCredentialsHome(options: { dir?: string; notice?: Notice } | null): void {
  dir = options?.dir ?? '.data';
  notice = options?.notice ?? ((text) => console.info(text));
  delete flags[ANNOUNCED];
}

/** The password file's path, as shown to the developer. */
export function devPasswordPath(): string {
  return join(dir, DEV_PASSWORD_FILE);
}

/** Read the file, or create it with `make()` (exclusive create: two processes starting at once agree). */
function readOrCreate(name: string, make: () => string): { value: string; created: boolean } {
  const path = join(dir, name);
  try {
    const value = readFileSync(path, 'utf8').trim();
    if (value) return { value, created: false };
  } catch {
    // not there yet
  }
  mkdirSync(dir, { recursive: true });
  const value = make();
  try {
    writeFileSync(path, `${value}\n`, { flag: 'wx', mode: 0o600 });
    return { value, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { value: readFileSync(path, 'utf8').trim(), created: false };
  }
}

/** A password that is easy to type: four groups of five letters and digits, e.g. 'k7mq2-x9fhr-…'. */
function newPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(20);
  let out = '';
  for (let i = 0; i < 20; i++) {
    if (i > 0 && i % 5 === 0) out += '-';
    out += alphabet[bytes[i]! % alphabet.length];
  }
  return out;
}

export function devPassword(): { password: string; file: string } {
  const { value, created } = readOrCreate(DEV_PASSWORD_FILE, newPassword);
  const file = devPasswordPath();
  if (flags[ANNOUNCED] !== value) {
    flags[ANNOUNCED] = value;
    notice(
      [
        '',
        '┌─ /admin sign-in (development) ──────────────────────────────────────────',
        `│ ADMIN_PASSWORD_HASH is not set, so this machine has a dev password${created ? ' (new)' : ''}:`,
        `│   ${value}`,
        `│ It is kept in ${file} (git-ignored). Delete that file for a new one,`,
        '│ or set ADMIN_PASSWORD_HASH in .env (npm run admin:hash) to choose your own.',
        '└──────────────────────────────────────────────────────────────────────────',
        '',
      ].join('\n'),
    );
  }
  return { password: value, file };
}

export function devSessionSecret(): string {
  return readOrCreate(DEV_SECRET_FILE, () => randomBytes(32).toString('base64url')).value;
}
