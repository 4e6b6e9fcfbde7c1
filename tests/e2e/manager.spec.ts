import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, PASSWORD } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

const ALPINE_SHOPS = ['Bled Bistro', 'Hotel Bled Kitchen', 'Portorož Beach Bar'];

function shopSelect(page: Page) {
  return page.getByRole('combobox', { name: 'Shop' });
}

async function currentShopName(request: APIRequestContext): Promise<string | null> {
  const me = (await (await request.get('/backend/auth/me')).json()) as { shop: { name: string } | null };
  return me.shop?.name ?? null;
}

/** Koper Market belongs to Adriatic Foods; only its own admin can learn its uuid. */
async function koperMarketUuid(baseURL: string): Promise<string> {
  const adriatic = await playwrightRequest.newContext({ baseURL });
  const response = await adriatic.post('/backend/auth/login', { data: { email: DEMO.adriatic, password: PASSWORD } });
  const body = (await response.json()) as { shop: { uuid: string; name: string } };
  expect(body.shop.name).toBe('Koper Market');
  await adriatic.dispose();
  return body.shop.uuid;
}

test('a company manager starts in the home shop, switches to another shop of the company, and it stays', async ({
  page,
  baseURL,
}) => {
  const login = await page.request.post('/backend/auth/login', { data: { email: DEMO.manager, password: PASSWORD } });
  expect(login.status()).toBe(200);
  expect(await login.json()).toMatchObject({
    role: { id: 2, name: 'company_manager' },
    shop: { name: 'Hotel Bled Kitchen' },
  });

  await gotoHydrated(page, '/admin/settings/profile');
  const select = shopSelect(page);
  await expect(select.locator('option:checked')).toHaveText('Hotel Bled Kitchen');
  await expect(select.locator('option')).toHaveText(ALPINE_SHOPS);
  await expect(select.locator('option', { hasText: 'Koper Market' })).toHaveCount(0);
  await expectAccessible(page);

  await select.selectOption({ label: 'Portorož Beach Bar' });
  // Back on the page they were on, now working in the chosen shop.
  await expect(page).toHaveURL(/\/admin\/settings\/profile$/);
  await expect(page.getByRole('banner').getByText('Portorož Beach Bar')).toBeVisible();
  await expect(select.locator('option:checked')).toHaveText('Portorož Beach Bar');
  expect(await currentShopName(page.request)).toBe('Portorož Beach Bar');

  await page.goto('/admin');
  await expect(page.getByText('You are working in Portorož Beach Bar.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You are working in Portorož Beach Bar.')).toBeVisible();
  await expect(shopSelect(page).locator('option:checked')).toHaveText('Portorož Beach Bar');

  // A forged post with another company's shop: not found, and nothing changes.
  const forged = await page.request.post('/switch-shop', {
    form: { shop: await koperMarketUuid(baseURL!), redirectTo: '/admin' },
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(404);
  const malformed = await page.request.post('/switch-shop', {
    form: { shop: '3' },
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(malformed.status()).toBe(404);
  expect(await currentShopName(page.request)).toBe('Portorož Beach Bar');

  // A well-formed switch goes back to a page of this site only.
  const back = await page.request.post('/switch-shop', {
    form: {
      shop: (await (await page.request.get('/backend/auth/me')).json()).shop.uuid,
      redirectTo: '//evil.example/admin',
    },
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(back.status()).toBe(302);
  expect(back.headers()['location']).toBe('/admin');
});

test('the choice belongs to the session: another login of the same manager starts in the home shop', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, DEMO.manager);
  await gotoHydrated(page, '/admin');
  await shopSelect(page).selectOption({ label: 'Bled Bistro' });
  await expect(page.getByText('You are working in Bled Bistro.')).toBeVisible();

  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await loginAs(otherPage, DEMO.manager);
  await otherPage.goto('/admin');
  await expect(otherPage.getByText('You are working in Hotel Bled Kitchen.')).toBeVisible();
  await other.close();
});

test('an admin cannot switch shops and sees no switcher', async ({ page, baseURL }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.getByText('You are working in Hotel Bled Kitchen.')).toBeVisible();
  await expect(shopSelect(page)).toHaveCount(0);
  const me = (await (await page.request.get('/backend/auth/me')).json()) as { shop: { uuid: string } };
  const response = await page.request.post('/switch-shop', {
    form: { shop: me.shop.uuid },
    headers: { Origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).not.toContain('cross_site_request');
});

test('a cross-site post to the switcher is refused', async ({ page }) => {
  await loginAs(page, DEMO.manager);
  const response = await page.request.post('/switch-shop', {
    form: { shop: '00000000-0000-4000-8000-000000000000' },
    headers: { Origin: 'https://evil.example' },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ error: 'cross_site_request' });
});

test('on a phone the shop switcher is in the navigation drawer', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    baseURL,
  });
  const page = await context.newPage();
  await loginAs(page, DEMO.manager);
  await gotoHydrated(page, '/admin');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(shopSelect(page)).toBeVisible();
  await expectAccessible(page);
  await shopSelect(page).selectOption({ label: 'Portorož Beach Bar' });
  await expect(page.getByText('You are working in Portorož Beach Bar.')).toBeVisible();
  await context.close();
});
