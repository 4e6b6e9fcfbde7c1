import { expect, test } from '@playwright/test';
import { COMPARISON } from '../support/accounts';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';

test('the comparison fits a phone: lines as cards, the filter and the totals', async ({ page }) => {
  await loginAs(page, COMPARISON.admin);
  await gotoHydrated(page, '/admin/deliveries/comparison');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparison');
  const dairy = page.getByRole('region', { name: new RegExp(`^${COMPARISON.dairy}, `) });
  await expect(dairy.getByRole('row', { name: new RegExp(COMPARISON.yoghurt) })).toContainText('Matches');
  await expect(dairy.getByRole('row', { name: new RegExp(COMPARISON.butter) })).toContainText('Difference');
  await expectPhoneFriendly(page);

  await page.getByText('Only differences').tap();
  await page.getByRole('button', { name: 'Filter' }).tap();
  await expect(page).toHaveURL(/differences=1/);
  await expect(page.getByRole('region', { name: new RegExp(`^${COMPARISON.bakery}, `) })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Totals of the filtered delivery notes' })).toContainText(
    '1 delivery note',
  );
  await expectPhoneFriendly(page);
});
