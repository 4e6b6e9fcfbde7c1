import { expect, test } from '@playwright/test';
import { DEMO, PASSWORD } from './support/accounts';
import { loginAs } from './support/fixtures';

test('a page behind login sends a visitor to the login page and back after login', async ({ page }) => {
  await page.goto('/admin/settings/change-password');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fsettings%2Fchange-password/);
  await page.getByLabel('E-mail').fill(DEMO.staff);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/change-password$/);
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
});

test('an admin opening /super/companies gets the 403 page', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  const response = await page.goto('/super/companies');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/admin');
});

test('a staff user gets 403 on the super area too, and its navigation shows only what they may use', async ({
  page,
}) => {
  await loginAs(page, DEMO.staff);
  expect((await page.goto('/super'))?.status()).toBe(403);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Profile settings' })).toBeVisible();
  await expect(page.locator('#main').getByText('Orders', { exact: true })).toBeVisible();
  // Staff hold delivery-note permissions and may open the notes, not the backorders.
  await expect(nav.getByRole('link', { name: 'Delivery notes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Backorders' })).toHaveCount(0);
  await expect(page.getByText('Users', { exact: true })).toHaveCount(0);
});

test('the JSON API answers 401 without a session and refuses cross-site writes', async ({ request }) => {
  expect((await request.get('/backend/auth/me')).status()).toBe(401);
  const crossSite = await request.post('/backend/auth/login', {
    data: { email: DEMO.admin, password: PASSWORD },
    headers: { Origin: 'https://evil.example' },
  });
  expect(crossSite.status()).toBe(403);
});

test('a logged-in user following an e-mail link from another site continues without logging in again', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);
  const port = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).port;
  // 127.0.0.1 is another site than localhost, so the SameSite=Strict cookie is withheld on this navigation.
  await page.goto(`http://127.0.0.1:${port}/privacy-policy`);
  await page.evaluate((target) => {
    window.location.href = target;
  }, `http://localhost:${port}/admin/settings/profile`);
  await expect(page).toHaveURL(`http://localhost:${port}/admin/settings/profile`);
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
});
