/**
 * The trust's side-business pages on the production build: tour, groceries, testing and construction, web
 * design (FAQ, showcase filter, plans) and real estate (listed properties, details on hover, focus and touch).
 */
import { test, expect } from './fixtures';

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
