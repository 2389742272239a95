/**
 * The clinic's content pages on the production build: the counts and order the original site had (therapies,
 * services, home, trustees, events, galleries, testimonials), the Read More toggle, and the static parts of
 * Contact and Donation.
 */
import { test, expect, collectConsoleErrors } from './fixtures';

const THERAPIES = [
  'Traditional Maha Raja Yoga Siddha Varmam',
  'Siddha',
  'Ayurveda',
  'Unani',
  'Homeopathy',
  'Electro Homeopathy',
  'Yoga',
  'Acupuncture',
  'Brain Mapping (Neuro Acupuncture)',
  'Hijama (Cupping Therapy)',
  'DORN',
  'Foot Reflexology',
  'Flower Remedy',
  'Gunaviyal Maruthuvam',
  'Sujok / Seed / Color',
];

for (const path of ['/therapies', '/therapiespage']) {
  test(`${path} lists the 15 therapies in the spec's order`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText('Therapies');
    await expect(page.locator('[data-therapy] h2')).toHaveText(THERAPIES);
    // Two pictures per article, each opening full size in a new tab.
    const links = page.locator('[data-therapy] .images a');
    await expect(links).toHaveCount(30);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /\/_astro\/.+\.webp$/);
    }
    expect(errors).toEqual([]);
  });
}

test('Read More / Read Less toggles the extra text with aria-expanded, by mouse and keyboard', async ({ page }) => {
  await page.goto('/therapies');
  const article = page.locator('[data-therapy]').nth(1);
  const button = article.locator('[data-read-more]');
  await expect(button).toHaveAccessibleName(/^Read More\s?: Siddha$/);
  const more = article.locator('.more');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeHidden();

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toHaveAccessibleName(/^Read Less\s?: Siddha$/);
  await expect(more).toBeVisible();
  await expect(more.locator('p').first()).not.toBeEmpty();

  await button.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toContainText('Read More');
  await expect(more).toBeHidden();

  await button.focus();
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // The extra text is Markdown rendered to HTML (lists, emphasis), not raw HTML.
  await expect(page.locator('#varmam-more li')).toHaveCount(4);
});

for (const path of ['/services', '/servicecard']) {
  test(`${path} shows 16 service cards`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('[data-services] > li')).toHaveCount(16);
    await expect(page.locator('[data-services] h2')).toHaveCount(16);
  });
}

test('home shows four service cards, the About block and the appointment links', async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('event-notice-dismissed', '1'));
  await page.goto('/');
  await expect(page.locator('[data-services] > li')).toHaveCount(4);
  await expect(page.locator('.stats dd')).toHaveText(['35+', '21+']);
  await expect(page.getByRole('link', { name: 'New Patient' })).toHaveAttribute('href', '/booking');
  await expect(page.getByRole('link', { name: 'Old Patient' })).toHaveAttribute('href', '/oldpatient');
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/appointment');
  // The callback card opens a callback dialog.
  const opener = page.locator('.hero [data-open-dialog^="callback-dialog"]');
  const dialogId = await opener.getAttribute('data-open-dialog');
  await opener.click();
  await expect(page.locator(`dialog#${dialogId}`)).toBeVisible();
});

test('/team shows the 7 trustees with role and bio, marked as samples', async ({ page }) => {
  await page.goto('/team');
  await expect(page.locator('h1')).toHaveText('Our Trustees');
  const cards = page.locator('[data-trustees] > li');
  await expect(cards).toHaveCount(7);
  for (const card of await cards.all()) {
    await expect(card.locator('.role')).not.toBeEmpty();
    await expect(card.locator('.bio')).not.toBeEmpty();
    await expect(card.locator('.sample-tag')).toBeVisible();
  }
});

test('/events shows the upcoming notice, the camps and the two past photo sets', async ({ page }) => {
  await page.goto('/events');
  // Either the upcoming notice from the site settings or 'No Upcoming Events'.
  await expect(page.locator('[data-upcoming], [data-no-upcoming]')).toHaveCount(1);
  const events = page.locator('[data-event]');
  await expect(events).toHaveCount(2);
  await expect(events.locator('h3')).toContainText(['Free Medical Campaign', 'Mann, Magalir, Maruthuvam']);
  for (const e of await events.all()) expect(await e.locator('.photos img').count()).toBeGreaterThan(0);
  await expect(page.locator('#mann-magalir-maruthuvam-2024 time')).toHaveAttribute('datetime', '2024-02-04');
});

for (const path of ['/gallery', '/gallerysection']) {
  test(`${path} shows the two event galleries in the highlights layout`, async ({ page }) => {
    await page.goto(path);
    const galleries = page.locator('[data-gallery]');
    await expect(galleries).toHaveCount(2);
    await expect(galleries.locator('h2')).toHaveText([
      'Mann, Magalir, Maruthuvam (04-02-2024)',
      'Free Medical Campaign',
    ]);
    for (const g of await galleries.all()) {
      await expect(g.locator('a.main')).toHaveCount(1);
      expect(await g.locator('.side li').count()).toBeLessThanOrEqual(6);
      await expect(g.locator('ul.row')).toHaveCount(2);
    }
  });
}

test('/testimonial shows two before/after cards', async ({ page }) => {
  await page.goto('/testimonial');
  const stories = page.locator('[data-testimonial]');
  await expect(stories).toHaveCount(2);
  for (const s of await stories.all()) await expect(s.locator('figure img')).toHaveCount(2);
});

test('/contact: address, tap-to-call phones, email, landmarks, the form section and a click-to-load map', async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('openstreetmap.org')) thirdParty.push(r.url());
  });
  await page.goto('/contact');
  await expect(page.locator('main address')).toHaveCount(1);
  expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThanOrEqual(3);
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
  await expect(page.locator('section#contact-form')).toHaveCount(1);
  await expect(page.locator('[data-map-link]')).toHaveAttribute('href', /^https:\/\//);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  await page.getByRole('button', { name: 'Show the map' }).click();
  const frame = page.locator('[data-map] iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\//);
  await expect(frame).toHaveAttribute('title', /.+/);
});

test('/donation: the form first, then bank details, UPI id, a build-time QR code, the tax note and registrations', async ({
  page,
}) => {
  await page.goto('/donation');
  await expect(page.locator('[data-bank] dd')).toHaveCount(5);
  const upiId = (await page.locator('[data-upi-id]').textContent())!.trim();
  expect(upiId).toMatch(/^[\w.-]+@[a-zA-Z]+$/);
  const qr = page.locator('[data-upi-qr]');
  await expect(qr.locator('svg[role="img"]')).toBeVisible();
  await expect(qr).toHaveAttribute(
    'data-uri',
    new RegExp(`^upi://pay\\?pa=${upiId.replace(/[.]/g, '\\.')}&pn=.+&cu=INR$`),
  );
  // The law in force (the 2025 Act since 1 April 2026) and the trust's registrations, SAMPLE until replaced.
  await expect(page.locator('[data-tax-note]')).toContainText('section 133 of the Income-tax Act, 2025');
  await expect(page.locator('[data-registrations] dd')).toHaveCount(5);
  await expect(page.locator('section#donation-form')).toHaveCount(1);
  // The pledge form comes first, then where to pay with its reference.
  const formTop = await page.locator('section#donation-form').evaluate((e) => e.getBoundingClientRect().top);
  const bankTop = await page.locator('[data-bank]').evaluate((e) => e.getBoundingClientRect().top);
  expect(formTop).toBeLessThan(bankTop);
});
