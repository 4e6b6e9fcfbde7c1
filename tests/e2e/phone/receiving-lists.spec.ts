import { expect, test } from '@playwright/test';
import { RECEIVING_LISTS as LISTS } from '../support/accounts';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';

test.beforeEach(async ({ page }) => {
  await loginAs(page, LISTS.admin);
});

test('delivery notes with expected today, backorders and the receiving rules fit a phone', async ({ page }) => {
  await gotoHydrated(page, '/admin/deliveries/notes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery notes');
  await expect(page.getByTestId('expected-delivery').first()).toBeVisible();
  await expectPhoneFriendly(page);
  await page.getByRole('link', { name: 'Page 2' }).tap();
  await expect(page.getByText('Showing 26–33 of 33')).toBeVisible();
  await expectPhoneFriendly(page);

  await gotoHydrated(page, '/admin/backorder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Backorders');
  await expectPhoneFriendly(page);
  await page
    .getByRole('button', { name: /^Change date of the backorder/ })
    .first()
    .tap();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectPhoneFriendly(page);
  await page.getByRole('button', { name: 'Cancel', exact: true }).tap();

  await gotoHydrated(page, '/admin/settings/receiving');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receiving rules');
  await expectPhoneFriendly(page);

  await gotoHydrated(page, '/admin');
  await expect(page.getByTestId('expected-today-count')).toBeVisible();
  await expectPhoneFriendly(page);
});
