import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

const PUBLIC_PAGES = [
  '/',
  '/suppliers',
  '/hotels-and-restaurants',
  '/privacy-policy',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/reset-password?token=abc',
];

for (const language of ['en', 'si'] as const) {
  test.describe(`public pages in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'prevzem_lang', value: language, url: baseURL! }]);
    });
    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('h1')).toHaveCount(1);
        await expectAccessible(page);
      });
    }
  });
}

test('the logged-in pages and the error pages have no serious accessibility violations', async ({ page }) => {
  // An axe scan of a logged-in page with the demo's history takes seconds on two cores; this test scans many.
  test.slow();
  await page.goto('/no/such/page');
  await expectAccessible(page);
  await loginAs(page, DEMO.admin);
  for (const path of ['/admin', '/admin/settings/profile', '/admin/settings/change-password', '/super/companies']) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectAccessible(page);
  }
  await page.context().clearCookies();
  await loginAs(page, DEMO.super);
  await page.goto('/super/companies');
  await expectAccessible(page);
});

test('on a phone the navigation opens from the menu button', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    baseURL,
  });
  const page = await context.newPage();
  await loginAs(page, DEMO.staff);
  await gotoHydrated(page, '/admin');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Profile settings' }).click();
  await expect(page.getByRole('heading', { name: 'Profile settings', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await context.close();
});
