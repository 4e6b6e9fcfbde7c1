import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, E2E_USERS, PASSWORD } from './support/accounts';
import { gotoHydrated, loginAs, waitForMail } from './support/fixtures';

const permission = (page: Page, area: string, action: string) =>
  page.getByRole('group', { name: area, exact: true }).getByRole('checkbox', { name: action, exact: true });

/** A second browser, logged in as `email`: another person on another device. */
async function loggedInElsewhere(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginAs(page, email);
  const me = (await (await page.request.get('/backend/auth/me')).json()) as { id: number };
  return { context, page, id: me.id };
}

test("an admin changes a user's e-mail: the user is logged out, their reset link dies, and the old address is told in their language", async ({
  page,
  browser,
  baseURL,
}) => {
  const victim = E2E_USERS.emailChanged;
  const elsewhere = await loggedInElsewhere(browser, baseURL!, victim.email);
  expect(
    (await elsewhere.page.request.post('/backend/auth/resetpassword', { data: { email: victim.email } })).status(),
  ).toBe(200);
  const resetMail = await waitForMail(victim.email, (m) => m.raw.includes('reset-password?token='));
  const resetLink = /(http:\/\/localhost:\d+\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(resetMail.raw)![1]!;

  await loginAs(page, DEMO.admin);
  await gotoHydrated(page, `/admin/settings/${elsewhere.id}/edit`);
  await expect(page.getByRole('heading', { name: `Edit ${victim.name} Tester`, level: 1 })).toBeVisible();
  const newEmail = `vida.new.${Date.now()}@e2e.test`;
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(newEmail);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/users$/);

  // Their other device is logged out at once.
  await elsewhere.page.goto('/admin');
  await expect(elsewhere.page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
  await elsewhere.context.close();

  const notice = await waitForMail(victim.email, (m) => m.raw.includes('spremenjen'));
  expect(notice.raw).toContain('Pozdravljeni, Vida,');
  expect(notice.raw).not.toContain(newEmail);

  // The link mailed to the old address no longer sets a password.
  await page.goto(resetLink);
  await page.getByLabel(/^New password/).fill('Taken-over-2026');
  await page.getByLabel('Repeat new password').fill('Taken-over-2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or has already been used. Ask for a new one.',
  );

  // The user logs in with the new address and the password they had.
  const response = await page.request.post('/backend/auth/login', { data: { email: newEmail, password: PASSWORD } });
  expect(response.status()).toBe(200);
});

test('the super admin may open and save a shop user at /admin/settings/{userId}/edit and returns to that shop', async ({
  page,
  browser,
  baseURL,
}) => {
  const staff = await loggedInElsewhere(browser, baseURL!, DEMO.staff);
  await staff.context.close();
  await loginAs(page, DEMO.super);
  await gotoHydrated(page, `/admin/settings/${staff.id}/edit`);
  await expect(page.getByRole('heading', { name: /^Edit /, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/super\/companies\/\d+\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Hotel Bled Kitchen', level: 1 })).toBeVisible();
  expect((await page.request.get('/admin/settings/999999/edit')).status()).toBe(404);
});

test('importing orders needs the right to create orders as well: without it no menu item and 403', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = E2E_USERS.importOnly;
  const target = await loggedInElsewhere(browser, baseURL!, user.email);
  await loginAs(page, DEMO.admin);
  await gotoHydrated(page, `/admin/settings/${target.id}/edit`);
  await page.getByRole('radio', { name: 'Staff' }).check();
  await page.getByRole('button', { name: 'Nothing' }).click();
  await permission(page, 'Orders', 'View').check();
  await permission(page, 'Orders', 'Import').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/users$/);

  const importer = target.page;
  await importer.goto('/admin/ordering');
  const nav = importer.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Order history' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Import order' })).toHaveCount(0);
  expect((await importer.request.get('/admin/ordering/import-order')).status()).toBe(403);
  const file = { name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from('EAN;Quantity\n3830001011104;1') };
  expect((await importer.request.post('/admin/ordering/import-order/preview', { multipart: { file } })).status()).toBe(
    403,
  );
  expect(
    (await importer.request.post('/admin/ordering/import-order', { multipart: { intent: 'preview', file } })).status(),
  ).toBe(403);
  await target.context.close();

  // Someone holding both still has the page and the menu item.
  await page.goto('/admin/ordering');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Import order' }),
  ).toBeVisible();
  expect((await page.request.get('/admin/ordering/import-order')).status()).toBe(200);
});

test('ten wrong passwords hold that account back at this address, and the message says for how many minutes, in both languages', async ({
  page,
}) => {
  const { email } = E2E_USERS.lockedOut;
  for (let i = 0; i < 10; i++) {
    expect(
      (await page.request.post('/backend/auth/login', { data: { email, password: `wrong-${i}-password` } })).status(),
    ).toBe(403);
  }
  const api = await page.request.post('/backend/auth/login', { data: { email, password: PASSWORD } });
  expect(api.status()).toBe(429);
  expect(((await api.json()) as { message: string }).message).toMatch(
    /^Too many login attempts\. Please try again in 1[45] min\.$/,
  );

  await gotoHydrated(page, '/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many login attempts\. Please try again in 1[45] min\.$/);

  await page.getByRole('button', { name: 'Slovenščina' }).first().click();
  await expect(page.getByRole('heading', { name: 'Prijava' })).toBeVisible();
  await page.getByLabel('E-pošta').fill(email);
  await page.getByLabel('Geslo').fill(PASSWORD);
  await page.getByRole('button', { name: 'Prijava', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Preveč poskusov prijave\. Poskusite znova čez 1[45] min\.$/);

  // Other people logging in from the same address are not held back.
  expect(
    (await page.request.post('/backend/auth/login', { data: { email: DEMO.staff, password: PASSWORD } })).status(),
  ).toBe(200);
});
