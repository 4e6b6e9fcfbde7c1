import { expect, test } from '@playwright/test';
import { E2E_USERS, PASSWORD } from './support/accounts';
import { waitForMail } from './support/fixtures';

test('forgot password → e-mail → set a new password → log in with it; the link works once', async ({ page }) => {
  const { email } = E2E_USERS.reset;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);

  const mail = await waitForMail(email, (m) => m.raw.includes('reset-password?token='));
  expect(mail.raw).toContain('Reset your Prevzem password');
  const link = /(http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(mail.raw)![1]!;

  await page.goto(link);
  await page.getByLabel(/^New password/).fill('short');
  await page.getByLabel('Repeat new password').fill('different');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('The password must have at least 10 characters.')).toBeVisible();

  await page.getByLabel(/^New password/).fill('Fresh-password-2026');
  await page.getByLabel('Repeat new password').fill('Fresh-password-2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login\?notice=password-reset/);
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Log in with the new password.');

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Username or Password');
  await page.getByLabel('Password').fill('Fresh-password-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(link);
  await page.getByLabel(/^New password/).fill('Another-password-1');
  await page.getByLabel('Repeat new password').fill('Another-password-1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or has already been used. Ask for a new one.',
  );
});
