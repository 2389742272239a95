// Staff lists in pages, in a real browser on the production build: a table shows 100 records and how many
// there are in all, "Load more" adds the next page, a search finds records on the server that were never
// loaded, and the CSV export holds everything the search finds. The test writes 130 contact messages of its
// own (straight into the server's store, as if sent over weeks) and finds them by their unique word.

import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { collectConsoleErrors, expect as baseExpect, test } from './fixtures';
import { adminPassword, searchTable } from './helpers/admin';
import { serverStore, uniqueName } from './helpers/store';
import { searchText } from '../../src/lib/record-tables';

// The dashboard loads four tables, each its own function call: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const MINE = 130;
const TITLE = 'Contact Messages';

async function signIn(page: Page): Promise<Locator> {
  const password = await adminPassword(page.request);
  expect((await page.request.post('/api/admin/login', { data: { password } })).status()).toBe(200);
  await page.goto('/admin');
  return page.locator('section.admin-table').filter({ has: page.getByRole('heading', { name: /^Contact Messages/ }) });
}

test('a table reads 100 at a time, loads more, searches every record on the server, exports all it finds', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const word = uniqueName('Paging').replace(' ', '');
  const store = await serverStore();
  for (let i = 0; i < MINE; i++) {
    await store.records.add(
      'contacts',
      {
        name: `${word} ${String(i).padStart(3, '0')}`,
        email: 'paging@example.org',
        message: 'Written by the paging test.',
        lang: 'en',
      },
      { search: (r) => searchText('contacts', r) },
    );
  }

  const section = await signIn(page);
  // Without a search: the newest 100 of at least our 130, and a way to the rest.
  await expect(section.locator('h2')).toHaveText(/^Contact Messages \(100 of \d+\)$/);
  await expect(section.locator('tbody tr')).toHaveCount(100);

  // Searching finds our 130 on the server: the first 100 of them, newest first, then the rest on request.
  const rows = await searchTable(section, TITLE, word);
  await expect(section.getByRole('status')).toHaveText(`100 found so far for “${word}”; load more to see the rest`);
  await expect(rows).toHaveCount(100);
  await section.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(MINE);
  // Every one of ours once (written within a few milliseconds, so their order is the store's tie-break).
  const names = await rows.locator('td:first-child').allTextContents();
  expect(names.sort()).toEqual(Array.from({ length: MINE }, (_, i) => `${word} ${String(i).padStart(3, '0')}`));
  await expect(section.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(section.getByRole('status')).toHaveText(`${MINE} found for “${word}”`);

  // One of them alone, by its full name.
  await expect(await searchTable(section, TITLE, `${word} 000`)).toHaveCount(1);

  // The export holds every record the search finds.
  await searchTable(section, TITLE, word);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const lines = readFileSync(await download.path(), 'utf8')
    .split('\r\n')
    .filter((line) => line.includes(word));
  expect(lines).toHaveLength(MINE);
  expect(errors).toEqual([]);
});
