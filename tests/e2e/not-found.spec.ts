import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { loginAs } from './support/fixtures';

test('an unknown path shows "Page not found" with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a Slovenian user gets the 404 page in Slovenian', async ({ page }) => {
  await loginAs(page, DEMO.adminSi);
  const response = await page.goto('/admin/products/abc/edit');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Stran ni bila najdena' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl-SI');
});

test('bots get the status with a minimal body and no error page', async ({ request }) => {
  const response = await request.get('/no/such/page', {
    headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe('404');
});

test('an unknown JSON route answers 404 as JSON', async ({ request }) => {
  const response = await request.get('/backend/nothing/here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'not_found' });
});
