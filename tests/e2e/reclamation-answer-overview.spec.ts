import { expect, test } from '@playwright/test';
import { RECEIVING_LISTS, RECLAMATION_ANSWER } from './support/accounts';
import { gotoHydrated, loginAs } from './support/fixtures';

test('the overview counts the shop’s open reclamations and backorders, each linking to its list', async ({ page }) => {
  await loginAs(page, RECLAMATION_ANSWER.admin);
  await gotoHydrated(page, '/admin');
  await expect(page.getByTestId('open-reclamations-count')).toHaveText('2 reclamations are open, sent or answered.');
  await expect(page.getByRole('link', { name: 'To reclamations' })).toHaveAttribute(
    'href',
    '/admin/deliveries/reclamations',
  );
  await expect(page.getByTestId('open-backorders-count')).toHaveText('1 backorder is still expected.');
  await page.getByRole('link', { name: 'To backorders' }).click();
  await expect(page).toHaveURL(/\/admin\/backorder$/);
});

test('a user without the reclamations permission sees no reclamation count', async ({ page }) => {
  await loginAs(page, RECEIVING_LISTS.viewer);
  await gotoHydrated(page, '/admin');
  await expect(page.getByTestId('open-backorders-count')).toBeVisible();
  await expect(page.getByTestId('open-reclamations-count')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'To reclamations' })).toHaveCount(0);
});
