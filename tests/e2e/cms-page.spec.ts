/**
 * The content editors' CMS as the production build serves it: /admin/content/ loads Decap CMS
 * under its own Content-Security-Policy (no error, no blocked resource) and offers GitHub sign-in; it is
 * noindex; the public pages keep their strict policy and never load it.
 */
import { collectConsoleErrors, expect, test } from './fixtures';

test('/admin/content/ loads the CMS under its own policy and asks editors to sign in with GitHub', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) blocked.push(m.text());
  });
  const answer = await page.goto('/admin/content/');
  expect(answer!.status()).toBe(200);
  const csp = answer!.headers()['content-security-policy'] ?? '';
  // Its own policy: scripts from the site only (eval for Decap's config checker), GitHub for the content.
  expect(csp).toMatch(/script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval';/);
  expect(csp).toContain("connect-src 'self' blob: https://api.github.com https://api.netlify.com;");
  expect(answer!.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 20_000 });
  // The Tamil font the CMS preloads (so Tamil fields read as Tamil on any machine) is allowed by the policy.
  const tamil = await page.evaluate(async () =>
    (await document.fonts.load('16px "Noto Sans Tamil"', 'தமிழ்')).map((f) => `${f.family} ${f.status}`),
  );
  expect(tamil).toEqual(['Noto Sans Tamil loaded']);
  expect(blocked).toEqual([]);
  expect(errors).toEqual([]);

  // A public page: its own strict policy, nothing of the CMS.
  const home = await page.goto('/');
  expect(home!.headers()['content-security-policy'] ?? '').not.toContain('unsafe');
  const meta = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(meta).not.toContain('unsafe-eval');
  await expect(page.locator('script[src*="decap"], link[href*="/admin/content"]')).toHaveCount(0);
});
