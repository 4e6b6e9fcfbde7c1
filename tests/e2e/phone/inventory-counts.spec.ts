import { expect, test } from '@playwright/test';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { INVENTORY_COUNTS as C } from '../support/inventory-counts-accounts';
import { expectPhoneFriendly } from '../support/phone';

test.beforeEach(async ({ page }) => {
  await loginAs(page, C.admin);
});

test('history, a count in progress and a finished count’s view on a phone', async ({ page }) => {
  await gotoHydrated(page, '/admin/inventory/history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inventory history');
  await expect(page.getByRole('link', { name: `Open ${C.inProgress}` })).toBeVisible();
  await expectPhoneFriendly(page);

  await page.getByRole('link', { name: `Open ${C.inProgress}` }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(C.inProgress);
  await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Count E2E Topla kuhinja' })).toBeVisible();
  await expect(page.getByText(/\d+ of \d+ counted/).first()).toBeVisible();
  await expectPhoneFriendly(page);

  await gotoHydrated(page, '/admin/inventory/history?status=finished');
  await page.getByRole('link', { name: `Open ${C.finished}` }).tap();
  await expect(page.getByRole('link', { name: C.lateDelivery })).toBeVisible();
  await expectPhoneFriendly(page);
  await page.getByRole('link', { name: 'View', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`View: ${C.finished}`);
  await expect(page.getByText(C.fridgeProduct)).toBeVisible();
  await expect(page.getByText('Whole count:')).toBeVisible();
  await expectPhoneFriendly(page);
});
