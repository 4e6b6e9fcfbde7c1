import { expect, test } from '@playwright/test';
import { DEMO, E2E_USERS } from './support/accounts';
import { gotoHydrated, loginAs } from './support/fixtures';

test('a visitor switches to Slovenian and the choice stays across pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await page.getByRole('button', { name: 'Slovenščina' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl-SI');
  await expect(page.getByRole('link', { name: 'Za dobavitelje' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Prijava' }).first().click();
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('a browser asking for Slovenian gets Slovenian first', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'sl-SI',
    extraHTTPHeaders: { 'Accept-Language': 'sl-SI,sl;q=0.9,en;q=0.5' },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
  await context.close();
});

test('a logged-in user gets their own language, and changing it in the profile switches the app', async ({ page }) => {
  await loginAs(page, DEMO.adminSi);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dobrodošli, Maja' })).toBeVisible();

  await page.context().clearCookies();
  await loginAs(page, E2E_USERS.profile.email);
  // The language is a Mantine select, whose list opens by script only: a click before hydration opens nothing.
  await gotoHydrated(page, '/admin/settings/profile');
  await page.getByRole('textbox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Slovenščina' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Profil je shranjen.');
  await expect(page.getByRole('heading', { name: 'Nastavitve profila', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nastavitve profila', level: 1 })).toBeVisible();
  const me = await (await page.request.get('/backend/auth/me')).json();
  expect(me.language).toEqual({ code: 'si' });
});
