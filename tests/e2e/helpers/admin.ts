import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminText, fill } from '../../../src/i18n/admin';

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Type a search into a dashboard table and wait until the table shows the server's answer to it (the line
 * under the search box says what it found for these words), so no assertion reads the rows of an earlier
 * search. The table's rows.
 */
export async function searchTable(section: Locator, title: string, text: string): Promise<Locator> {
  await section.getByLabel(`Search ${title}`).fill(text);
  const words = text.trim();
  if (words) {
    const d = adminText.dashboard;
    const answered = [d.found, d.foundMore].map((line) =>
      escape(fill(line, { query: words })).replace('\\{count\\}', '\\d+'),
    );
    // The answer is a function call after a pause in typing: on a busy machine that takes a while (the
    // admin specs give any function answer 20 s).
    await expect(section.getByRole('status').filter({ hasText: new RegExp(answered.join('|')) })).toBeVisible({
      timeout: 20_000,
    });
  }
  return section.locator('tbody tr');
}

/** The staff pages' links in the staff navigation (src/layouts/StaffLayout.astro). */
export type StaffPage = 'Inbox' | 'Schedule' | 'Closures' | 'Find a person' | 'Donations' | 'Audit log';

/** Open a page of the staff area by its link in the staff navigation; the link then marks the current page. */
export async function openSection(page: Page, name: StaffPage) {
  const nav = page.getByRole('navigation', { name: 'Staff area' });
  await nav.getByRole('link', { name, exact: true }).click();
  await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
}
