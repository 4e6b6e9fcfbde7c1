import { expect, test } from '@playwright/test';
import { RECEIVING_RECORDS as RECORDS } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

/**
 * The shop's supplier settings on a desktop: reclamation addresses and the ASC/MSC certificates, checked in the
 * user's language and kept as typed when refused, then saved and shown again.
 */
test("a supplier's reclamation addresses and seafood certificates", async ({ page }) => {
  await loginAs(page, RECORDS.admin);
  await gotoHydrated(page, '/admin/suppliers');
  await page.getByRole('link', { name: RECORDS.supplier }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit supplier', level: 1 })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('textbox', { name: 'MSC certificate number' })).toHaveValue(RECORDS.mscNumber);
  await expect(page.getByLabel('MSC certificate valid until')).toHaveValue(RECORDS.mscExpired);

  await page.getByRole('textbox', { name: 'Reclamation e-mail 1' }).fill('reklamacije@piran');
  await page.getByLabel('ASC certificate valid until').fill('2027-03-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Enter the certificate number for this expiry date.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Reclamation e-mail 1' }).fill('reklamacije@piran.test');
  await page.getByRole('button', { name: 'Add reclamation e-mail' }).click();
  await page.getByRole('textbox', { name: 'Reclamation e-mail 2' }).fill('kakovost@piran.test');
  await page.getByRole('textbox', { name: 'ASC certificate number' }).fill('ASC-C-00123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('The changes have been saved.');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Reclamation e-mail 1' })).toHaveValue('reklamacije@piran.test');
  await expect(page.getByRole('textbox', { name: 'Reclamation e-mail 2' })).toHaveValue('kakovost@piran.test');
  await expect(page.getByRole('textbox', { name: 'ASC certificate number' })).toHaveValue('ASC-C-00123');
  await expect(page.getByLabel('ASC certificate valid until')).toHaveValue('2027-03-31');
  // The MSC certificate stays as it was (expired: the phone journey warns at the door).
  await expect(page.getByLabel('MSC certificate valid until')).toHaveValue(RECORDS.mscExpired);
  await expectAccessible(page);
});
