/**
 * Content pages on the production build: the counts and order the original site had, the Read More toggle,
 * and the static parts of Contact and Donation.
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

test('/tour shows 4 destinations, 6 travel moments and a Call Now phone link', async ({ page }) => {
  await page.goto('/tour');
  await expect(page.locator('[data-destinations] h3')).toHaveText(['Kodaikanal', 'Ooty', 'Munnar', 'Alleppey']);
  await expect(page.locator('[data-moments] figcaption')).toHaveText([
    /Wayanad/,
    /Alleppey/,
    /Coonoor/,
    /Kutralam/,
    /Yercaud/,
    /Valparai/,
  ]);
  await expect(page.locator('[data-call-now]')).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(page.locator('#tour-booking a[href^="tel:"]')).toHaveCount(4);
});

test('/expenditures shows the four product tiles and how to order by phone', async ({ page }) => {
  await page.goto('/expenditures');
  await expect(page.locator('[data-cards="products"] h3')).toHaveText([
    'Fresh Vegetables',
    'Seasonal Fruits',
    'Daily Groceries',
    'Body Care',
  ]);
  expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThanOrEqual(3);
});

test('/testing and /construction show their services, features, works and projects', async ({ page }) => {
  await page.goto('/testing');
  await expect(page.locator('[data-tiles="testing-services"] h3')).toHaveText([
    'Web Application Testing',
    'Mobile Application Testing',
    'Software Testing',
  ]);
  expect(await page.locator('[data-tiles="testing-features"] li').count()).toBeGreaterThan(2);
  expect(await page.locator('[data-cards="testing-projects"] li').count()).toBeGreaterThan(0);
  await page.goto('/construction');
  await expect(page.locator('[data-tiles="construction-services"] h3')).toHaveText([
    'Building Construction',
    'House Renovation',
    'Architecture Design',
    'Interior Design',
    'Fixing and Support',
    'Painting',
  ]);
  expect(await page.locator('[data-cards="construction-works"] li').count()).toBeGreaterThan(0);
  expect(await page.locator('[data-cards="construction-projects"] li').count()).toBeGreaterThan(0);
});

test('/webdesign: banner, 3 services, 5 FAQ, showcase, 3 plans that lead somewhere, logos, call link', async ({
  page,
}) => {
  await page.goto('/webdesign');
  await expect(page.locator('h1')).toHaveText('S&S Via Web Designing');
  await expect(page.locator('[data-tiles="web-services"] h3')).toHaveText([
    'Static Websites',
    'Dynamic Websites',
    'E-Commerce Stores',
  ]);
  const faq = page.locator('[data-faq] details');
  await expect(faq).toHaveCount(5);
  await faq.first().locator('summary').click();
  await expect(faq.first()).toHaveAttribute('open', '');
  await expect(page.locator('[data-showcase] [data-category]')).toHaveCount(6);
  const plans = page.locator('[data-plans] > li');
  await expect(plans).toHaveCount(3);
  for (const plan of await plans.all()) {
    await expect(plan.getByRole('link', { name: /Get started/i })).toHaveAttribute('href', '/contact');
    expect(await plan.locator('.features li').count()).toBeGreaterThanOrEqual(3);
  }
  expect(await page.locator('.logos img').count()).toBeGreaterThan(0);
  expect(await page.locator('#web-call a[href^="tel:"]').count()).toBeGreaterThan(0);
});

test('/fqa shows the five questions as disclosure widgets', async ({ page }) => {
  await page.goto('/fqa');
  await expect(page.locator('[data-faq] details')).toHaveCount(5);
  const first = page.locator('[data-faq] summary').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-faq] details').first()).toHaveAttribute('open', '');
});

for (const path of ['/webcard', '/webdesign']) {
  test(`${path}: showcase filter shows 6, then each category, with aria-pressed`, async ({ page }) => {
    await page.goto(path);
    const cards = page.locator('[data-showcase] [data-category]');
    await expect(cards).toHaveCount(6);
    const visible = page.locator('[data-showcase] [data-category]:visible');
    await expect(visible).toHaveCount(6);
    const all = page.getByRole('button', { name: 'Show All' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    for (const category of ['Static', 'Dynamic', 'E-Commerce']) {
      const expected = await page.locator(`[data-showcase] [data-category="${category}"]`).count();
      expect(expected).toBeGreaterThan(0);
      const button = page.getByRole('button', { name: category, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(all).toHaveAttribute('aria-pressed', 'false');
      await expect(visible).toHaveCount(expected);
      await expect(page.locator('[data-showcase-status]')).toHaveText(`Showing ${expected} of 6 projects`);
    }
    await all.press('Enter');
    await expect(visible).toHaveCount(6);
  });
}

test('/propertlist shows the 4 listed properties with the spec areas, types and sizes, priced On Call', async ({
  page,
}) => {
  await page.goto('/propertlist');
  const cards = page.locator('[data-listing] [data-property]');
  await expect(cards).toHaveCount(4);
  const expected = [
    ['Kodaikanal', '3BHK Villa', '2,000 sq ft'],
    ['Chennai', '2BHK Apartment', '1,200 sq ft'],
    ['Dindigul', '3BHK House', '1,800 sq ft'],
    ['Kallakurichi', '2BHK Villa', '1,500 sq ft'],
  ];
  for (const [i, [area, type, size]] of expected.entries()) {
    const card = cards.nth(i);
    await expect(card.locator('[data-details]')).toContainText(area!);
    await expect(card.locator('[data-details]')).toContainText(type!);
    await expect(card.locator('[data-details]')).toContainText('On Call');
    await expect(card.locator('.facts')).toContainText(size!);
    await expect(card.locator('[data-call]')).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  }
});

test('a property reveals its details on hover and on keyboard focus', async ({ page }) => {
  await page.goto('/realestate');
  const card = page.locator('#panel-buy [data-property]').first();
  const details = card.locator('[data-details]');
  const opacity = () => details.evaluate((el) => getComputedStyle(el).opacity);
  await page.mouse.move(0, 0);
  await expect.poll(opacity).toBe('0');
  await card.hover();
  await expect.poll(opacity).toBe('1');
  await page.mouse.move(0, 0);
  await expect.poll(opacity).toBe('0');
  await card.locator('[data-call]').focus();
  await expect.poll(opacity).toBe('1');
});

test('a property shows its details without hover on a touch phone @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'touch phones only');
  await page.goto('/realestate');
  const details = page.locator('#panel-buy [data-property] [data-details]').first();
  await details.scrollIntoViewIfNeeded();
  await expect(details).toBeVisible();
  await expect.poll(() => details.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
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

const CONTENT_ROUTES = [
  '/',
  '/about',
  '/services',
  '/team',
  '/events',
  '/gallery',
  '/testimonial',
  '/therapies',
  '/therapiespage',
  '/whatsapp',
  '/tour',
  '/clock',
  '/homepageteam',
  '/webdesign',
  '/testing',
  '/expenditures',
  '/realestate',
  '/fqa',
  '/gallerysection',
  '/propertlist',
  '/servicecard',
  '/webcard',
  '/construction',
  '/contact',
  '/donation',
];

test('content pages fit a 320 px screen without sideways scrolling @mobile', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of CONTENT_ROUTES) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('every content image has explicit width and height and is served as AVIF/WebP', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of CONTENT_ROUTES) {
    await page.goto(path);
    const problems = await page.evaluate(() =>
      [...document.querySelectorAll('main picture img')]
        .filter(
          (img) =>
            !img.getAttribute('width') ||
            !img.getAttribute('height') ||
            !img.closest('picture')?.querySelector('source[type="image/avif"]'),
        )
        .map((img) => img.outerHTML.slice(0, 120)),
    );
    expect(problems, path).toEqual([]);
  }
});
