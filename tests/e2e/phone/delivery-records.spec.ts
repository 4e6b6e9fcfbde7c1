import { expect, test } from '@playwright/test';
import { DELIVERY_RECORDS as R } from '../support/accounts';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';

test.beforeEach(async ({ page }) => {
  await loginAs(page, R.admin);
});

test('risk items on a phone: the log, a verdict filter that a reload keeps', async ({ page }) => {
  await gotoHydrated(page, '/admin/deliveries/riskproducts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risk items');
  await expect(page.getByText(R.breachProduct)).toBeVisible();
  await expect(page.getByText(R.riskyProduct)).toBeVisible();
  await expect(page.getByText('Chilled at once in the blast chiller')).toBeVisible();
  await expectPhoneFriendly(page);

  await page.getByLabel('Temperature verdict').selectOption('breach');
  await page.getByRole('button', { name: 'Filter' }).tap();
  await expect(page).toHaveURL(/verdict=breach/);
  await expect(page.getByText(R.riskyProduct)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Temperature verdict')).toHaveValue('breach');
  await expect(page.getByText(R.breachProduct)).toBeVisible();
  await expect(page.getByText(R.riskyProduct)).toHaveCount(0);
  await expectPhoneFriendly(page);
});

test('excluded from stock on a phone: the flag and the reason, filtered by the receiver', async ({ page }) => {
  await gotoHydrated(page, '/admin/deliveries/stockexcluded');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Excluded from stock');
  await expect(page.getByText(R.flaggedProduct)).toBeVisible();
  await expect(page.getByText('Staff meal')).toBeVisible();
  await expectPhoneFriendly(page);
  await page.getByLabel('Excluded by').selectOption('receiver');
  await page.getByRole('button', { name: 'Filter' }).tap();
  await expect(page.getByText(R.flaggedProduct)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Excluded by')).toHaveValue('receiver');
  await expect(page.getByText(R.staffMealProduct)).toBeVisible();
  await expect(page.getByText(R.flaggedProduct)).toHaveCount(0);
  await expectPhoneFriendly(page);
});

test('ASC/MSC records on a phone: the problems flagged, only problems kept over a reload', async ({ page }) => {
  await gotoHydrated(page, '/admin/deliveries/ascmsc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ASC/MSC records');
  await expect(page.getByText(R.mscProduct)).toBeVisible();
  await expect(page.getByText('No certificate number')).toBeVisible();
  await expect(page.getByText(/Expired at receipt/)).toBeVisible();
  await expectPhoneFriendly(page);
  await page.getByLabel('Only problems (expired or no number)').check();
  await page.getByRole('button', { name: 'Filter' }).tap();
  await expect(page.getByText(R.mscProduct)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Only problems (expired or no number)')).toBeChecked();
  await expect(page.getByText(R.ascProduct)).toBeVisible();
  await expect(page.getByText(R.mscProduct)).toHaveCount(0);
  await expectPhoneFriendly(page);
});
