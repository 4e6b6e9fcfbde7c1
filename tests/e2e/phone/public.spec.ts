import { expect, test } from '@playwright/test';
import { DEMO, PASSWORD } from '../support/accounts';
import { gotoHydrated } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';

test('the public pages and the login fit a phone, and logging in on one works', async ({ page }) => {
  for (const [path, heading] of [
    ['/', /order/i],
    ['/suppliers', /./],
    ['/hotels-and-restaurants', /./],
    ['/privacy-policy', /./],
    ['/register', 'Request an account'],
    ['/forgot-password', /./],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectPhoneFriendly(page);
  }

  await gotoHydrated(page, '/login');
  await expectPhoneFriendly(page);
  await page.getByLabel('E-mail').fill(DEMO.admin);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).tap();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPhoneFriendly(page);
});

test('the navigation opens from the menu button and its links are big enough to tap', async ({ page }) => {
  await page.request.post('/backend/auth/login', { data: { email: DEMO.admin, password: PASSWORD } });
  await gotoHydrated(page, '/admin');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Order history' })).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open navigation' }).tap();
  await expect(nav.getByRole('link', { name: 'Order history' })).toBeInViewport();
  await expectPhoneFriendly(page);
  await nav.getByRole('link', { name: 'Order history' }).tap();
  await expect(page).toHaveURL(/\/admin\/ordering$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
  await expectPhoneFriendly(page);
});
