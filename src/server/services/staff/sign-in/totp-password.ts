// The password that goes with an authenticator app: a code alone never signs in. Each person chooses it when
// they set up the app; it is kept with the app's secret as an scrypt hash (./password, as the
// shared ADMIN_PASSWORD_HASH is), and a sign-in needs the email, this password and a code, all right at once
// (a wrong one gets the same answer as any other, so a guesser never learns which part was wrong).
//
// Why this bounds a guesser (tests/api/sign-in-attacks.test.ts works it through): wrong attempts on one
// account are at most SIGN_IN_LIMITS.perAccount per 15 minutes from every network together (a browser that
// signed in before has its own allowance, but only the owner's browser has one), so A = 350,400 a year. An
// attempt is right only when the password AND one of the 3 codes valid at that moment (a step either side
// of now) are: at best, every attempt spent on the likeliest password p, so the chance in a year is at most
// A x 3/10^6 x P(p) = 1.05 x P(p). The rules below (12 characters or more, none of the breached and common
// patterns, not the person's own email or the trust's name) leave no password that one person in 100,000 would choose:
// P(p) < 10^-5, and the chance stays under 1.1 in 100,000 a year, per account, against any number of
// networks; the owner is never locked out on a browser they used before.

import { adminSignInText } from '../../../../i18n/admin-sign-in';
import { PASSWORD_MAX_LENGTH } from '../../../../lib/staff';
import { site } from '../../../../lib/site-settings';
import { hashPassword, parsePasswordHash, verifyPassword } from './password';
import { DomainError } from '../../../errors';

export const TOTP_PASSWORD_MIN = 12;

/** Words a guesser tries first (lists of breached passwords start with them), matched inside the password. */
const COMMON = [
  'password',
  'passw0rd',
  'p@ssw0rd',
  'qwerty',
  'asdf',
  'zxcv',
  'letmein',
  'welcome',
  'admin',
  'iloveyou',
  'monkey',
  'dragon',
  'sunshine',
  'princess',
  'football',
  'cricket',
  'master',
  'secret',
  'login',
  'abc123',
  'trustno1',
  'changeme',
  'default',
  'india',
  'chennai',
  'tamil',
  'madurai',
  'varma',
  'siddha',
  'clinic',
  'hospital',
  'doctor',
  'staff',
  'reception',
  'vanakkam',
  'amma',
  'appa',
  'murugan',
  'ganesh',
  'krishna',
  'trust',
  'love',
  'hello',
  'welcome',
  'summer',
  'winter',
];
const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** `text` without the runs of 3 or more of a keyboard row or of the alphabet or digits (either way). */
function withoutRuns(text: string): string {
  let rest = text;
  for (const run of SEQUENCES.flatMap((r) => [r, [...r].reverse().join('')])) {
    for (let length = run.length; length >= 3; length--) {
      for (let at = 0; at + length <= run.length; at++) rest = rest.replaceAll(run.slice(at, at + length), '');
    }
  }
  return rest;
}

/**
 * Why `password` may not be chosen (the words staff see), or null when it may: shorter than 12 characters,
 * or too little left once the common words, the person's email, the trust's name, years, repeats and
 * keyboard or alphabet runs are taken out (at least 8 characters, 5 of them different).
 */
export function totpPasswordProblem(password: unknown, email: string): string | null {
  if (typeof password !== 'string' || password.length === 0) return adminSignInText.totpPasswordRequired;
  if ([...password].length < TOTP_PASSWORD_MIN || password.length > PASSWORD_MAX_LENGTH) {
    return adminSignInText.totpPasswordLength;
  }
  const plain = (text: string) =>
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, '');
  const own = [
    plain(email.split('@')[0] ?? ''),
    ...site.trustName.split(/\s+/).map(plain),
    ...site.shortName.split(/\s+/).map(plain),
  ].filter((word) => word.length >= 3);
  let rest = plain(password);
  for (const word of [...COMMON.map(plain), ...own].sort((a, b) => b.length - a.length))
    rest = rest.replaceAll(word, '');
  rest = withoutRuns(rest.replace(/(19|20)\d\d/g, '')).replace(/(.)\1{2,}/gu, '$1');
  return rest.length < 8 || new Set(rest).size < 5 ? adminSignInText.totpPasswordCommon : null;
}

/** The hash kept for a password that passed the rules; invalid (with the reason) when it does not. */
export async function totpPasswordHash(password: unknown, email: string): Promise<string> {
  const problem = totpPasswordProblem(password, email);
  if (problem) throw DomainError.invalid(problem, { password: problem });
  return hashPassword(password as string);
}

/** A hash nothing matches, checked when no account or no password is found, so both take as long. */
let decoy: Promise<string> | null = null;

/** Does `password` match `line` (an scrypt hash line, or null: checked against a decoy, always false)? */
export async function totpPasswordMatches(password: unknown, line: string | null): Promise<boolean> {
  if (typeof password !== 'string' || password.length === 0 || password.length > PASSWORD_MAX_LENGTH) return false;
  const parsed = parsePasswordHash(line ?? undefined);
  if (parsed) return verifyPassword(password, parsed);
  decoy ??= hashPassword(`decoy ${Math.random()}`);
  const fake = parsePasswordHash(await decoy)!;
  await verifyPassword(password, fake);
  return false;
}
