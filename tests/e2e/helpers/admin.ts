import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';

const DEV_PASSWORD_FILE = '.data/dev-admin-password';

/** The staff password of the server under test: E2E_ADMIN_PASSWORD, else the dev password it generated. */
export async function adminPassword(request: APIRequestContext): Promise<string> {
  if (process.env.E2E_ADMIN_PASSWORD) return process.env.E2E_ADMIN_PASSWORD;
  const res = await request.get('/api/admin/session'); // creates the dev password on a fresh clone
  const info = (await res.json()) as { loginEnabled: boolean; devPasswordFile?: string };
  if (!info.loginEnabled || !info.devPasswordFile) {
    throw new Error(
      'The preview has sign-in configured (ADMIN_PASSWORD_HASH) or disabled: set E2E_ADMIN_PASSWORD to its password.',
    );
  }
  return readFileSync(DEV_PASSWORD_FILE, 'utf8').trim();
}
