import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { waitForMail } from './support/fixtures';

test('request an account: errors per field keep what was typed, then the operator is e-mailed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Request an account' }).first().click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Company name').fill('Gostilna Pri Lipi d.o.o.');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Gostilna Pri Lipi d.o.o.');

  await page.getByLabel('Contact person').fill('Marta Lipnik');
  await page.getByLabel('E-mail').fill('marta@prilipi.test');
  await page.getByLabel('Phone').fill('+386 41 123 456');
  await page.getByLabel('Number of shops, hotels or restaurants').fill('3');
  await page.getByLabel('Anything else we should know').fill('Two restaurants and a bar.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Thank you. We have received your request and will contact you at marta@prilipi.test.',
  );

  const mail = await waitForMail(DEMO.super, (m) => m.raw.includes('Gostilna Pri Lipi'));
  expect(mail.raw).toContain('Marta Lipnik');
  expect(mail.raw).toContain('+386 41 123 456');
});
