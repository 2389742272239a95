import { test, expect } from './fixtures';

test.describe('the home page callback modal (email required too)', () => {
  test.use({ viewport: { width: 1366, height: 850 } });

  test('asks for email as well, while the header form does not', async ({ page }) => {
    await page.goto('/');
    // The upcoming-event notice opens on arrival: dismiss it first, as a visitor would.
    const notice = page.locator('#event-popover');
    if (await notice.isVisible()) await notice.getByRole('button', { name: 'Close' }).click();

    await page.locator('main').locator('[data-open-dialog="callback-dialog-home"]').click();
    const home = page.locator('#callback-dialog-home');
    await expect(home).toBeVisible();
    await expect(home.getByRole('button', { name: 'Submit' })).toBeEnabled({ timeout: 20_000 });
    await home.getByLabel(/^Name/).fill('Kavitha');
    await home.getByLabel(/^Mobile number/).fill('9876501234');
    await home.getByRole('button', { name: 'Submit' }).click();
    await expect(home.getByRole('alert')).toContainText('Please enter your email');
    await expect(home.getByLabel(/^Email/)).toBeFocused();
    await expect(home.getByLabel(/^Name/)).toHaveValue('Kavitha');
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: 'Request Callback' }).click();
    const nav = page.locator('#callback-dialog');
    await expect(nav.getByRole('button', { name: 'Submit' })).toBeEnabled({ timeout: 20_000 });
    await expect(nav.getByLabel(/^Email/)).not.toHaveAttribute('aria-required', 'true');
    await expect(home.getByLabel(/^Email/)).toHaveAttribute('aria-required', 'true');
  });
});
