import { expect, test } from '@playwright/test';
import { DEMO } from '../support/accounts';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';

test('companies, a company, its region and shop fit a phone', async ({ page }) => {
  await loginAs(page, DEMO.super);
  await gotoHydrated(page, '/super/companies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Companies');
  await expectPhoneFriendly(page);

  await page.getByRole('link', { name: 'Alpine Hospitality d.o.o.' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alpine Hospitality d.o.o.');
  await expectPhoneFriendly(page);

  await page.getByRole('link', { name: 'Gorenjska', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gorenjska');
  await expectPhoneFriendly(page);

  await page.getByRole('link', { name: 'Hotel Bled Kitchen', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotel Bled Kitchen');
  await expectPhoneFriendly(page);

  await page.getByRole('link', { name: 'Products', exact: true }).last().tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products of Hotel Bled Kitchen');
  await expectPhoneFriendly(page);
});

test('the supplier directory and a supplier fit a phone', async ({ page }) => {
  await loginAs(page, DEMO.super);
  await gotoHydrated(page, '/super/suppliers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suppliers');
  await expectPhoneFriendly(page);
  await page.locator('table tbody').getByRole('link', { name: 'Edit' }).first().tap();
  await expect(page).toHaveURL(/\/super\/suppliers\/\d+\/edit$/);
  await expectPhoneFriendly(page);
});

test('an account request sent from a phone, and the operator reading it on one', async ({ page }) => {
  const company = `Phone Bistro ${Date.now()} d.o.o.`;
  await gotoHydrated(page, '/register');
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Contact person').fill('Pavla Telefon');
  await page.getByLabel('E-mail').fill('pavla@phone-bistro.test');
  await page.getByLabel('Phone').fill('+386 41 000 000');
  await page.getByLabel('Number of shops, hotels or restaurants').fill('1');
  await page.getByRole('button', { name: 'Send request' }).tap();
  await expect(page.getByRole('status')).toContainText('pavla@phone-bistro.test');
  await expectPhoneFriendly(page);

  await loginAs(page, DEMO.super);
  await gotoHydrated(page, `/super/registration-requests?q=${encodeURIComponent(company)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account requests');
  await expectPhoneFriendly(page);
  await page.getByRole('link', { name: company }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Account request: ${company}`);
  await expectPhoneFriendly(page);
});
