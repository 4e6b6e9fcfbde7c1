import { expect, test } from '@playwright/test';
import { DEMO, E2E_USERS, PASSWORD } from './support/accounts';
import { loginAs } from './support/fixtures';

test('profile: a bad value is refused with a field error and the typed values stay', async ({ page }) => {
  await loginAs(page, DEMO.staff);
  await page.goto('/admin/settings/profile');
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.staff);
  await page.getByLabel('Last name').fill('');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Luka M.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Luka M.');
});

test('change password: the wrong current password is refused; the right one changes it and ends other sessions', async ({
  page,
  browser,
}) => {
  const { email } = E2E_USERS.changePassword;
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, email);
  await loginAs(page, email);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
  await page.getByLabel('Current password').fill('wrong-password');
  await page.getByLabel(/^New password/).fill('Kitchen-door-2026');
  await page.getByLabel('Repeat new password').fill('Kitchen-door-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel(/^New password/).fill('Kitchen-door-2026');
  await page.getByLabel('Repeat new password').fill('Kitchen-door-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed.');

  expect((await page.request.get('/backend/auth/me')).status()).toBe(200);
  expect((await otherPage.request.get('/backend/auth/me')).status()).toBe(401);
  await other.close();
});
