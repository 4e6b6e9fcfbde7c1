import { expect, test } from '@playwright/test';
import { BUSY_DAY, RECEIVING_LISTS as LISTS } from '../support/accounts';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';

test('delivery notes with expected today, backorders and the receiving rules fit a phone', async ({ page }) => {
  await loginAs(page, LISTS.admin);
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

test('on a busy day the delivery notes list ten of today’s orders and lead to all of them', async ({ page }) => {
  await loginAs(page, BUSY_DAY.admin);
  await gotoHydrated(page, '/admin/deliveries/notes');
  await expect(page.getByTestId('expected-delivery')).toHaveCount(10);
  const more = page.getByTestId('expected-more');
  await expect(more).toContainText('More deliveries are expected today than listed here:');
  // Only today's orders are more than listed: no link to all ASNs or backorders.
  await expect(more.getByRole('link')).toHaveCount(1);
  await expectPhoneFriendly(page);

  await more.getByRole('link', { name: 'All orders to be delivered today' }).tap();
  await expect(page).toHaveURL(/\/admin\/ordering\?dateField=delivery&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
  // Every order due today, and not tomorrow's.
  await expect(page.getByText(`Showing 1–${BUSY_DAY.dueToday} of ${BUSY_DAY.dueToday}`)).toBeVisible();
  await expectPhoneFriendly(page);
});
