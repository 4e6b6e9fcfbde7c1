import { expect, test } from '@playwright/test';
import { DEMO, E2E_USERS, PASSWORD } from './support/accounts';

test('a wrong password shows "Invalid Username or Password" and keeps the e-mail', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO.admin);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Username or Password');
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.admin);
  await expect(page.getByLabel('Password')).toHaveValue('');
});

test('an unknown e-mail gets the same message, in Slovenian for a Slovenian visitor', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Slovenščina' }).first().click();
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
  await page.getByLabel('E-pošta').fill('nobody@demo.test');
  await page.getByLabel('Geslo').fill('whatever-password');
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Napačno uporabniško ime ali geslo');
});

test('empty fields are marked in the form', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);
});

test('log in, reach the admin area, log out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(E2E_USERS.logout.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${E2E_USERS.logout.name}` })).toBeVisible();
  await expect(page.getByText('You are working in Hotel Bled Kitchen.')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('status')).toHaveText('You have been logged out.');
  const me = await page.request.get('/backend/auth/me');
  expect(me.status()).toBe(401);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
});

test('a super admin lands on the companies list', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(DEMO.super);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/super\/companies$/);
  await expect(page.getByRole('cell', { name: 'Alpine Hospitality d.o.o.' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Adriatic Foods d.o.o.' })).toBeVisible();
});
