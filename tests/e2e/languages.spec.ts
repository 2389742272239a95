/**
 * The two languages themselves, against the real server: the language switcher (both ways, keyboard, phone
 * width), the API wording its answers in the request's Accept-Language, the staff dashboard's Language
 * column, and the Tamil not-found page with its 404.
 *
 * Each form's flows run once per language in its own spec (forms-*.spec.ts: `for (const locale of LOCALES)`);
 * the header at every width in both languages is tests/e2e/header.spec.ts. Every Tamil word here is read
 * from the dictionaries (src/i18n/{en,ta}/*.json, through helpers/words.ts), never typed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from './fixtures';
import { expectOneRecord, uniqueName } from './helpers/store';
import { adminPassword, searchTable } from './helpers/admin';
import { TAMIL, WORDS, endsWith, localizePath, startsWith, type Locale } from './helpers/words';
import { proved } from './helpers/proof';

const SHELL = { en: WORDS.en.shell, ta: WORDS.ta.shell };
const ta = WORDS.ta.messages;

async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** The header's language switcher (the link with class "language"). */
const switcher = (page: Page) => page.locator('header a.language');

// ---------------------------------------------------------------------------------------------------------
// 1. The language switcher
// ---------------------------------------------------------------------------------------------------------

test.describe('language switcher', () => {
  test('keeps you on the same page both ways; the Tamil page is lang="ta" with a Tamil h1', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    for (const path of ['/therapies', '/', '/booking', '/donation', '/contact']) {
      const taPath = localizePath(path, 'ta');
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const englishH1 = (await page.locator('h1').textContent())!.trim();
      expect(englishH1, `English h1 of ${path}`).not.toMatch(TAMIL);
      // From English: the link names the other language in its own script and leads to the same page in Tamil.
      await expect(switcher(page)).toHaveAttribute('href', taPath);
      await expect(switcher(page)).toHaveAttribute('hreflang', 'ta-IN');
      await expect(switcher(page)).toHaveAccessibleName(endsWith('தமிழ்'));
      await switcher(page).click();
      await expectPath(page, taPath);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1'), `Tamil h1 of ${taPath}`).toHaveText(TAMIL);
      await expect(page.locator('h1')).not.toHaveText(englishH1);
      await expect(page).toHaveTitle(TAMIL);
      // And back: the Tamil page's switcher (its lead in Tamil) leads to the English page.
      await expect(switcher(page)).toHaveAttribute('href', path);
      await expect(switcher(page)).toHaveAccessibleName(`${SHELL.ta.header.languageLead} English`.replace(/\s+/g, ' '));
      await switcher(page).click();
      await expectPath(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('h1')).toHaveText(englishH1);
    }
    // The booking page's heading is the dictionary's.
    await page.goto('/ta/booking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHELL.ta.booking.newTitle);
    expect(errors).toEqual([]);
  });

  test('reachable with the keyboard; Enter follows it, both ways', async ({ page }) => {
    for (const [from, to, lang] of [
      ['/ta/therapies', '/therapies', 'en'],
      ['/therapies', '/ta/therapies', 'ta'],
    ] as const) {
      await page.goto(from);
      const link = switcher(page);
      // Tab from the top of the page (skip link first) until the switcher has focus.
      for (let i = 0; i < 6 && !(await link.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      // A visible focus indicator.
      const outline = await link.evaluate((el) => {
        const s = getComputedStyle(el);
        return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      });
      expect(outline, 'focus outline on the switcher').toBe(true);
      await page.keyboard.press('Enter');
      await expectPath(page, to);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
  });

  test('at phone width: visible, tappable over the open menu, the Tamil menu stays in Tamil @mobile', async ({
    page,
    isMobile,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/ta/therapies');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    const link = switcher(page);
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.height, 'switcher tap target height').toBeGreaterThanOrEqual(44);
    if (isMobile) {
      // Tamil words are long: on the phone nothing may stick out sideways (the desktop header: see below).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      // The phone menu (a popover) is in Tamil and every link in it stays on the Tamil site.
      const toggle = page.getByRole('button', { name: SHELL.ta.header.menu, exact: true });
      await toggle.click();
      const menu = page.getByRole('navigation', { name: SHELL.ta.header.mainMenu });
      await expect(menu).toBeVisible();
      const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs) expect(href, 'a Tamil menu link').toMatch(/^\/ta(\/|$)/);
      await expect(menu.getByRole('link', { name: /[A-Za-z]{4,}/ })).toHaveCount(0);
      // The switcher stays reachable with the menu open: one tap leaves the menu and switches.
      await link.tap();
    } else {
      await link.click();
    }
    await expectPath(page, '/therapies');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(switcher(page)).toBeVisible();
    if (isMobile) await switcher(page).tap();
    else await switcher(page).click();
    await expectPath(page, '/ta/therapies');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.locator('h1')).toHaveText(TAMIL);
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// 2. Answers the server words, in Tamil
// ---------------------------------------------------------------------------------------------------------

test.describe('server answers in Tamil', () => {
  test('the API words its validation answer in the Accept-Language of the request', async ({ page, appointments }) => {
    const slot = await appointments.freeSlot();
    const post = async (request: APIRequestContext, lang: Locale, data: object) =>
      request.post('/api/appointments', { headers: { 'accept-language': lang }, data: await proved(request, data) });
    // No name: the Tamil rule, on the field too.
    const body = {
      lang: 'ta',
      patientType: 'new',
      people: [
        {
          gender: 'Female',
          height: '160 cm',
          weight: '55 kg',
          occupation: 'Teacher',
          phone: '9876543210',
          visitDate: slot.date,
          visitTime: slot.time,
        },
      ],
    };
    const res = await post(page.request, 'ta', body);
    expect(res.status()).toBe(400);
    const answer = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toBe(ta['appointment.name.required']);
    expect(answer.fields['people.0.name']).toBe(ta['appointment.name.required']);
    // The same request from an English page gets English.
    const english = await post(page.request, 'en', { ...body, lang: 'en' });
    expect(((await english.json()) as { error: string }).error).toBe(WORDS.en.messages['appointment.name.required']);
    // A header like a browser's ('ta-IN,ta;q=0.9') counts as Tamil.
    const browserLike = await page.request.post('/api/donation', {
      headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' },
      data: await proved(page.request, { lang: 'ta' }),
    });
    expect(browserLike.status()).toBe(400);
    expect(((await browserLike.json()) as { error: string }).error).toBe(ta['donation.name.required']);
  });
});

// ---------------------------------------------------------------------------------------------------------
// 3. The staff dashboard shows the language
// ---------------------------------------------------------------------------------------------------------

test('a callback sent from a Tamil page shows "Tamil" in the dashboard\'s Language column', async ({
  page,
  request,
}) => {
  test.slow();
  // The visitor: the header's callback button on a Tamil page (the form's rules and its Tamil answers, in
  // either language: forms-callback.spec.ts).
  const who = uniqueName('செல்வி Caller');
  await page.goto('/ta/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.getByRole('button', { name: SHELL.ta.header.requestCallback, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: WORDS.ta.forms.callback.title });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: WORDS.ta.forms.callback.submit, exact: true });
  await expect(send).toBeEnabled({ timeout: 20_000 });
  await dialog.getByRole('textbox', { name: startsWith(WORDS.ta.forms.callback.name) }).fill(who);
  await dialog.getByRole('textbox', { name: startsWith(WORDS.ta.forms.callback.phone) }).fill('9876543210');
  await send.click();
  await expect(dialog).toBeHidden();
  const record = await expectOneRecord('callbacks', (r) => r.name === who);
  expect(record.lang).toBe('ta');
  // And one from the English site, for contrast.
  const englishWho = `${who} English`;
  expect(
    (
      await request.post('/api/callbacks', { data: await proved(request, { name: englishWho, mobile: '9876543210' }) })
    ).status(),
  ).toBe(200);

  // Staff: sign in on /admin as a person does.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Password', { exact: true }).fill(await adminPassword(request));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as staff.')).toBeVisible({ timeout: 20_000 });
  const section = page
    .locator('section.admin-table')
    .filter({ has: page.locator('h2', { hasText: 'Callback Requests' }) });
  // Under load the local preview now and then answers a table with a 500 (the tooling): Retry, as staff would.
  for (let attempt = 0; ; attempt++) {
    await expect(section.getByText(/^Loading /)).toHaveCount(0, { timeout: 20_000 });
    const retry = section.getByRole('button', { name: 'Retry' });
    if (attempt === 3 || (await retry.count()) === 0) break;
    await retry.click();
  }
  const headers = (await section.locator('thead th').allTextContents()).map((h) => h.trim());
  const languageColumn = headers.indexOf('Language');
  expect(languageColumn, `Language column in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const rows = await searchTable(section, 'Callback Requests', who);
  await expect(rows).toHaveCount(2);
  const tamilRow = rows.filter({ has: page.getByRole('cell', { name: who, exact: true }) });
  const englishRow = rows.filter({ has: page.getByRole('cell', { name: englishWho, exact: true }) });
  await expect(tamilRow.locator('td').nth(languageColumn)).toHaveText('Tamil');
  await expect(englishRow.locator('td').nth(languageColumn)).toHaveText('English');
  // Searching for the language finds the Tamil record.
  await searchTable(section, 'Callback Requests', 'Tamil');
  await expect(rows.filter({ has: page.getByRole('cell', { name: who, exact: true }) })).toHaveCount(1);
});

// ---------------------------------------------------------------------------------------------------------
// 4. Not found, in Tamil
// ---------------------------------------------------------------------------------------------------------

test('/ta/no-such-page shows the Tamil not-found page (lang="ta"), whose links stay in Tamil', async ({ page }) => {
  for (const path of ['/ta/no-such-page', '/ta/therapies/no-such-therapy']) {
    await page.goto(path);
    await expectPath(page, path); // served in place, not redirected
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHELL.ta.notFound.title);
    await expect(page.getByText(SHELL.ta.notFound.lede)).toBeVisible();
  }
  // Its way out leads into the Tamil site.
  const book = page.getByRole('main').getByRole('link', { name: SHELL.ta.notFound.book, exact: true });
  await expect(book).toHaveAttribute('href', '/ta/booking');
  await book.click();
  await expectPath(page, '/ta/booking');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  // An English address stays English.
  await page.goto('/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHELL.en.notFound.title);
});

test('a missing Tamil page answers 404, as a missing English page does', async ({ page }) => {
  // dist/_redirects has `/ta/*  /ta/404  404`: Netlify (and the preview) answer with the Tamil page and 404.
  const english = await page.goto('/no-such-page');
  expect(english!.status()).toBe(404);
  const tamil = await page.goto('/ta/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  expect(tamil!.status()).toBe(404);
});
