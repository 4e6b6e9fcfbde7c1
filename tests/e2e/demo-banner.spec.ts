import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { expectAccessible, loginAs } from './support/fixtures';

/** The end-to-end server runs on the demo data, so every page says so: public, shop admin, operator and error pages. */

const banner = (page: Page, name = 'Demo data') => page.getByRole('region', { name });

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test('the demo banner is on the public pages, in both languages, readable on a phone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  for (const path of ['/', '/login', '/privacy-policy']) {
    await page.goto(path);
    await expect(banner(page)).toContainText('Do not enter real data');
    await expect(banner(page)).toContainText('npm run demo:remove');
    await expectNoSidewaysScroll(page);
  }
  await expectAccessible(page);
  // A page that does not exist is a page too.
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(banner(page)).toBeVisible();
  await context.close();

  const slovenian = await browser.newContext({
    baseURL,
    locale: 'sl-SI',
    extraHTTPHeaders: { 'Accept-Language': 'sl-SI,sl;q=0.9' },
  });
  const slPage = await slovenian.newPage();
  await slPage.goto('/');
  await expect(banner(slPage, 'Demo podatki')).toContainText('Ne vnašajte pravih podatkov');
  await expectAccessible(slPage);
  await slovenian.close();
});

test('the demo banner is on the shop admin’s pages', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  for (const path of ['/admin', '/admin/ordering', '/admin/settings/profile']) {
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
  }
  await expectAccessible(page);
  // The 403 page of a staff user as well.
  await page.context().clearCookies();
  await loginAs(page, DEMO.staff);
  expect((await page.goto('/admin/products'))?.status()).toBe(403);
  await expect(banner(page)).toBeVisible();
});

test('the demo banner is on the operator’s pages', async ({ page }) => {
  await loginAs(page, DEMO.super);
  for (const path of ['/super/companies', '/super/suppliers', '/super/registration-requests']) {
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
  }
  await expectAccessible(page);
});

test('on a phone the banner sits above the page in the shop admin’s layout without sideways scrolling', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await loginAs(page, DEMO.admin);
  await page.goto('/admin/ordering');
  await expect(banner(page)).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await context.close();
});
