#!/usr/bin/env node
/**
 * Make the staff password's hash for ADMIN_PASSWORD_HASH (and a fresh SESSION_SECRET if you need one).
 *
 *   npm run admin:hash                 # asks for the password twice (not echoed)
 *   npm run admin:hash -- 'a password' # from the argument (beware: it stays in your shell history)
 *
 * Prints the env lines to put in Netlify's site settings (or .env locally). The format is
 * scrypt:N:r:p:salt:key (base64url), checked by src/server/admin/password.ts.
 */
import { randomBytes, scrypt } from 'node:crypto';
import { stdin, stdout, stderr, argv, exit } from 'node:process';

const N = 32768;
const r = 8;
const p = 1;
const MIN_LENGTH = 12;

function ask(question) {
  return new Promise((resolve, reject) => {
    if (!stdin.isTTY) {
      // Piped input: read one line.
      let data = '';
      stdin.setEncoding('utf8');
      stdin.on('data', (chunk) => (data += chunk));
      stdin.on('end', () => resolve(data.split(/\r?\n/)[0] ?? ''));
      stdin.on('error', reject);
      return;
    }
    stderr.write(question);
    let answer = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stderr.write('\n');
          resolve(answer);
          return;
        }
        if (ch === '\u0003') {
          stderr.write('\n');
          exit(130);
        }
        if (ch === '\u007f' || ch === '\b') answer = answer.slice(0, -1);
        else answer += ch;
      }
    };
    stdin.on('data', onData);
  });
}

let password = argv[2];
if (password === undefined) {
  password = await ask('Staff password: ');
  if (stdin.isTTY) {
    const again = await ask('Once more: ');
    if (again !== password) {
      stderr.write('The two passwords differ. Nothing was made.\n');
      exit(1);
    }
  }
}
if (password.length < MIN_LENGTH) {
  stderr.write(`Please use at least ${MIN_LENGTH} characters (a few unrelated words work well).\n`);
  exit(1);
}

const salt = randomBytes(16);
const key = await new Promise((resolve, reject) =>
  scrypt(password.normalize('NFC'), salt, 32, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, derived) =>
    error ? reject(error) : resolve(derived),
  ),
);
const hash = ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join(':');

stdout.write(`ADMIN_PASSWORD_HASH=${hash}\n`);
stderr.write(
  `\nIf the site has no SESSION_SECRET yet, this is a fresh one (changing it signs everyone out):\n` +
    `SESSION_SECRET=${randomBytes(36).toString('base64url')}\n`,
);
