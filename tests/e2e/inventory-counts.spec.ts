import { expect, test } from '@playwright/test';
import { gotoHydrated, loginAs } from './support/fixtures';
import { INVENTORY_COUNTS as C } from './support/inventory-counts-accounts';

test.beforeEach(async ({ page }) => {
  await loginAs(page, C.admin);
});

test('add a count from the layout, find it in history, duplicate it under a new name and delete the copy', async ({
  page,
}) => {
  await gotoHydrated(page, '/admin/inventory/add');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add inventory');
  await page.getByLabel('Name').fill('E2E Decembrska inventura');
  // No department ticked: refused on the field, what was typed is kept.
  await page.getByRole('button', { name: 'Add inventory' }).click();
  await expect(page.getByText('Choose at least one department to count.')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('E2E Decembrska inventura');

  await page.getByRole('checkbox', { name: C.kitchen }).check();
  await page.getByLabel('Cut-off time').fill('21:30');
  await page.getByRole('button', { name: 'Add inventory' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Decembrska inventura');
  await expect(page.getByText('E2E Polica')).toBeVisible();
  await expect(page.getByText('E2E Hladilnik', { exact: true })).toBeVisible();
  await expect(page.getByText('E2E Hladilnik za pijačo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Count E2E Topla kuhinja' })).toBeVisible();
  const countUrl = page.url();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Decembrska inventura');

  await gotoHydrated(page, '/admin/inventory/history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inventory history');
  await page.getByLabel('Name').fill('decembrska');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/q=decembrska/);
  await expect(page.getByRole('link', { name: 'Open E2E Decembrska inventura' })).toBeVisible();
  await expect(page.getByText(C.finished)).toHaveCount(0);

  await gotoHydrated(page, countUrl);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await page.getByLabel('New name').fill('E2E Decembrska kopija');
  await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Decembrska kopija');
  expect(page.url()).not.toBe(countUrl);

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/inventory\/history$/);
  await expect(page.getByRole('link', { name: 'Open E2E Decembrska kopija' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open E2E Decembrska inventura' })).toBeVisible();

  // Duplicate from history: the finished count under a new name opens as a count in progress.
  await gotoHydrated(page, '/admin/inventory/history?status=finished');
  await page.getByRole('button', { name: `Duplicate ${C.finished}` }).click();
  await page.getByLabel('New name').fill('E2E Oktobrska kopija');
  await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E2E Oktobrska kopija');
  await expect(page.getByText('In progress', { exact: true })).toBeVisible();
  await expect(page.getByText('E2E Hladilnik za pijačo')).toBeVisible();
});

test('a finished count lists the deliveries after its cut-off and offers the export', async ({ page }) => {
  await gotoHydrated(page, '/admin/inventory/history?status=finished');
  await page.getByRole('link', { name: `Open ${C.finished}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(C.finished);
  await expect(page.getByText('Finished', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deliveries after the cut-off' })).toBeVisible();
  await expect(page.getByRole('link', { name: C.lateDelivery })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export to Pantheon' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`View: ${C.finished}`);
  await expect(page.getByText(C.shelfProduct)).toBeVisible();
});
