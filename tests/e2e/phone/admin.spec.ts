import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';

/** The first name linked in the page's list (a card on a phone). */
const firstListLink = (page: Page) => page.locator('table tbody').getByRole('link').first();

test.beforeEach(async ({ page }) => {
  await loginAs(page, DEMO.admin);
});

test('overview, products and a product, suppliers and a supplier fit a phone', async ({ page }) => {
  await gotoHydrated(page, '/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome/);
  await expectPhoneFriendly(page);

  await gotoHydrated(page, '/admin/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products of Hotel Bled Kitchen');
  await expectPhoneFriendly(page);
  const product = (await firstListLink(page).textContent())!;
  await firstListLink(page).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${product}`);
  await expectPhoneFriendly(page);

  await gotoHydrated(page, '/admin/products/import');
  await expectPhoneFriendly(page);

  await gotoHydrated(page, '/admin/suppliers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suppliers of Hotel Bled Kitchen');
  await expectPhoneFriendly(page);
  await firstListLink(page).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit supplier');
  await expectPhoneFriendly(page);
});

test('order history and an order fit a phone', async ({ page }) => {
  await gotoHydrated(page, '/admin/ordering');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
  await expectPhoneFriendly(page);
  const number = (await firstListLink(page).textContent())!;
  await firstListLink(page).tap();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expectPhoneFriendly(page);

  await gotoHydrated(page, '/admin/ordering/import-order');
  await expectPhoneFriendly(page);
});

test('users, a new user, profile, password and mailing settings fit a phone', async ({ page }) => {
  await gotoHydrated(page, '/admin/settings/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Users/);
  await expectPhoneFriendly(page);
  await page.getByRole('link', { name: 'Add user' }).tap();
  await expect(page).toHaveURL(/\/admin\/settings\/add-user$/);
  await expectPhoneFriendly(page);

  await gotoHydrated(page, '/admin/settings/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile settings');
  await expectPhoneFriendly(page);

  await gotoHydrated(page, '/admin/settings/change-password');
  await expectPhoneFriendly(page);

  await gotoHydrated(page, '/admin/settings/mailing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mailing');
  await expectPhoneFriendly(page);
});
