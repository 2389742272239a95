// The embedded adapter's staff credentials (../port/credentials Credentials): a row per passkey (its credential id
// unique over all accounts), per TOTP secret (with the last step used) and per recovery code hash; a use of
// a passkey, a TOTP step or a recovery code is one conditional write, so it happens once.

import type { StatementSync } from 'node:sqlite';
import type { Credentials, Passkey } from '../port';
import { byCreated, storedPasskey } from '../staff-shared';
import type { EmbeddedDb } from './db';

export function embeddedCredentials({ db, transaction, read, now }: EmbeddedDb): Credentials {
  const sql = {
    addPasskey: db.prepare(
      'INSERT INTO staff_passkeys (credential_id, account_id, data) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    passkeys: db.prepare('SELECT data FROM staff_passkeys WHERE account_id = ?'),
    passkey: db.prepare('SELECT data FROM staff_passkeys WHERE credential_id = ?'),
    writePasskey: db.prepare('UPDATE staff_passkeys SET data = ? WHERE credential_id = ?'),
    removePasskey: db.prepare('DELETE FROM staff_passkeys WHERE account_id = ? AND credential_id = ?'),
    countPasskeys: db.prepare('SELECT COUNT(*) AS n FROM staff_passkeys WHERE account_id = ?'),
    setTotp: db.prepare(
      'INSERT INTO staff_totp (account_id, secret, last_step, password) VALUES (?, ?, -1, ?) ON CONFLICT (account_id) DO UPDATE SET secret = excluded.secret, last_step = -1, password = excluded.password',
    ),
    removeTotp: db.prepare('DELETE FROM staff_totp WHERE account_id = ?'),
    totp: db.prepare('SELECT secret, password FROM staff_totp WHERE account_id = ?'),
    useStep: db.prepare('UPDATE staff_totp SET last_step = ? WHERE account_id = ? AND last_step < ?'),
    clearCodes: db.prepare('DELETE FROM staff_recovery_codes WHERE account_id = ?'),
    addCode: db.prepare('INSERT OR IGNORE INTO staff_recovery_codes (account_id, hash) VALUES (?, ?)'),
    useCode: db.prepare('DELETE FROM staff_recovery_codes WHERE account_id = ? AND hash = ?'),
    codesLeft: db.prepare('SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE account_id = ?'),
    clearPasskeys: db.prepare('DELETE FROM staff_passkeys WHERE account_id = ?'),
  } satisfies Record<string, StatementSync>;

  const rowPasskey = (row: unknown) => storedPasskey((row as { data: string } | undefined)?.data);
  const changed = (result: { changes: number | bigint }) => Number(result.changes) === 1;

  return {
    addPasskey: (accountId, passkey) =>
      transaction('credentials.addPasskey', () => {
        const stored = { ...passkey, accountId, createdAt: now().toISOString(), lastUsedAt: null };
        return changed(sql.addPasskey.run(passkey.id, accountId, JSON.stringify(stored)));
      }),

    passkeys: (accountId) =>
      read('credentials.passkeys', () =>
        sql.passkeys
          .all(accountId)
          .map(rowPasskey)
          .filter((p) => p !== null)
          .map(({ accountId: _accountId, ...p }): Passkey => p)
          .sort(byCreated),
      ),

    passkey: (credentialId) =>
      read('credentials.passkey', () => {
        const found = rowPasskey(sql.passkey.get(credentialId));
        if (!found) return null;
        const { accountId, ...passkey } = found;
        return { accountId, passkey };
      }),

    usePasskey: (credentialId, counter) =>
      transaction('credentials.usePasskey', () => {
        const found = rowPasskey(sql.passkey.get(credentialId));
        if (!found) return false;
        if (!(counter > found.counter || (counter === 0 && found.counter === 0))) return false;
        const next = { ...found, counter, lastUsedAt: now().toISOString() };
        return changed(sql.writePasskey.run(JSON.stringify(next), credentialId));
      }),

    removePasskey: (accountId, credentialId) =>
      transaction('credentials.removePasskey', () => {
        const found = rowPasskey(sql.passkey.get(credentialId));
        if (found?.accountId !== accountId) return 'unknown';
        if (Number((sql.countPasskeys.get(accountId) as { n: number }).n) === 1 && !sql.totp.get(accountId)) {
          return 'last';
        }
        sql.removePasskey.run(accountId, credentialId);
        return 'removed';
      }),

    setTotp: (accountId, secret, passwordHash) =>
      transaction('credentials.setTotp', () => {
        if (secret === null) sql.removeTotp.run(accountId);
        else sql.setTotp.run(accountId, secret, passwordHash ?? null);
      }),

    totp: (accountId) =>
      read('credentials.totp', () => (sql.totp.get(accountId) as { secret: string } | undefined)?.secret ?? null),

    totpPassword: (accountId) =>
      read(
        'credentials.totpPassword',
        () => (sql.totp.get(accountId) as { password: string | null } | undefined)?.password ?? null,
      ),

    useTotpStep: (accountId, step) =>
      transaction('credentials.useTotpStep', () => changed(sql.useStep.run(step, accountId, step))),

    setRecoveryCodes: (accountId, hashes) =>
      transaction('credentials.setRecoveryCodes', () => {
        sql.clearCodes.run(accountId);
        for (const hash of hashes) sql.addCode.run(accountId, hash);
      }),

    useRecoveryCode: (accountId, hash) =>
      transaction('credentials.useRecoveryCode', () => changed(sql.useCode.run(accountId, hash))),

    recoveryCodesLeft: (accountId) =>
      read('credentials.recoveryCodesLeft', () => Number((sql.codesLeft.get(accountId) as { n: number }).n)),

    clear: (accountId) =>
      transaction('credentials.clear', () => {
        sql.clearPasskeys.run(accountId);
        sql.removeTotp.run(accountId);
        sql.clearCodes.run(accountId);
      }),
  };
}
