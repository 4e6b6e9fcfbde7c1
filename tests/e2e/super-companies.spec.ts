import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { confirmAction, expectAccessible, loginAs } from './support/fixtures';

test('the operator builds company → region → shop, with errors per field, a trail and a history', async ({ page }) => {
  const name = `Gostilna ${Date.now()} d.o.o.`;
  await loginAs(page, DEMO.super);
  await page.goto('/super/companies');
  await page.getByRole('link', { name: 'Add company' }).click();
  await expect(page.getByRole('heading', { name: 'Add company', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'VAT number' }).fill('SI12345679');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'VAT number' })).toHaveValue('SI12345679');
  await page.getByRole('textbox', { name: 'Company name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add region' }).click();
  await expect(page.getByRole('heading', { name: `Add region to ${name}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Region name' }).fill('Štajerska');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Štajerska', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Add shop' }).click();
  await expect(page.getByRole('heading', { name: 'Add shop to Štajerska' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Shop name' }).fill('Maribor Kitchen');
  await page.getByRole('textbox', { name: /GLN/ }).fill('3830000000019');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a 13-digit GLN with a correct check digit.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Shop name' })).toHaveValue('Maribor Kitchen');
  await page.getByRole('textbox', { name: /GLN/ }).fill('3830000000017');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Maribor Kitchen', level: 1 })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.getByRole('link')).toHaveText(['Companies', name, 'Štajerska']);
  await expect(trail.getByText('Maribor Kitchen')).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Maribor Kitchen' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Shop name' }).fill('Maribor Kitchen & Bar');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Maribor Kitchen & Bar', level: 1 })).toBeVisible();

  // A region with a live shop cannot be deleted.
  await trail.getByRole('link', { name: 'Štajerska' }).click();
  await expect(page.getByRole('heading', { name: 'Štajerska', level: 1 })).toBeVisible();
  await confirmAction(page, 'Delete');
  await expect(page.getByRole('alert')).toHaveText('The region still has shops. Delete its shops first.');

  await page.getByRole('link', { name: 'Maribor Kitchen & Bar' }).click();
  // The region's own Delete button is still on screen until the shop's page has arrived.
  await expect(page.getByRole('heading', { name: 'Maribor Kitchen & Bar', level: 1 })).toBeVisible();
  await confirmAction(page, 'Delete');
  await expect(page.getByRole('heading', { name: 'Štajerska', level: 1 })).toBeVisible();
  await confirmAction(page, 'Delete');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await confirmAction(page, 'Delete');
  await expect(page).toHaveURL(/\/super\/companies\?status=deleted/);
  await page.getByRole('link', { name }).click();
  await expect(page.getByText('This company is deleted. Restore it to change it.')).toBeVisible();
  await confirmAction(page, 'Restore');
  await expect(page.getByText('This company is deleted.')).toHaveCount(0);

  const history = page.getByRole('table').last();
  await expect(history).toContainText('Company');
  await expect(history).toContainText('restored');
  await expect(history).toContainText('Shop');
  await expect(history).toContainText('name: Maribor Kitchen → Maribor Kitchen & Bar');
});

test('a region or shop id under the wrong parent answers 404', async ({ page }) => {
  await loginAs(page, DEMO.super);
  await page.goto('/super/companies?q=Adriatic');
  await page.getByRole('link', { name: 'Adriatic Foods d.o.o.' }).click();
  await page.getByRole('link', { name: 'Istra' }).click();
  await expect(page.getByRole('heading', { name: 'Istra', level: 1 })).toBeVisible();
  const [, companyId, regionId] = /\/super\/companies\/(\d+)\/(\d+)$/.exec(page.url())!;
  await page.goto('/super/companies?q=Alpine');
  await page.getByRole('link', { name: 'Alpine Hospitality d.o.o.' }).click();
  await expect(page.getByRole('heading', { name: 'Alpine Hospitality d.o.o.', level: 1 })).toBeVisible();
  const alpineId = /\/super\/companies\/(\d+)$/.exec(page.url())![1];
  expect((await page.goto(`/super/companies/${alpineId}/${regionId}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect((await page.goto(`/super/companies/${companyId}/${regionId}`))?.status()).toBe(200);
  expect((await page.goto(`/super/companies/${companyId}/abc`))?.status()).toBe(404);
  expect((await page.goto('/super/companies/99999999'))?.status()).toBe(404);
});

const SUPER_URLS = [
  '/super',
  '/super/companies',
  '/super/companies/add-company',
  '/super/companies/1',
  '/super/companies/1/edit',
  '/super/companies/1/add-region',
  '/super/companies/1/1',
  '/super/companies/1/1/edit',
  '/super/companies/1/1/add-shop',
  '/super/companies/1/1/1',
  '/super/companies/1/1/1/edit',
  '/super/companies/1/1/1/add-user',
  '/super/companies/1/1/1/2/edit',
  '/super/suppliers',
  '/super/suppliers/add-supplier',
  '/super/suppliers/1/edit',
  '/super/registration-requests',
  '/super/registration-requests/1',
];

for (const email of [DEMO.admin, DEMO.staff]) {
  test(`${email} gets 403 on every /super page and form`, async ({ page }) => {
    await loginAs(page, email);
    for (const url of SUPER_URLS) {
      expect((await page.request.get(url)).status(), url).toBe(403);
    }
    const post = await page.request.post('/super/companies/add-company', { form: { name: 'Sneaky d.o.o.' } });
    expect(post.status()).toBe(403);
    const remove = await page.request.post('/super/companies/1?index', { form: { intent: 'delete' } });
    expect(remove.status()).toBe(403);
    const invite = await page.request.post('/super/companies/1/1/1/add-user', {
      form: { name: 'Sneaky', lastname: 'User', email: 'sneaky@example.test', role: '3', language: 'en' },
    });
    expect(invite.status()).toBe(403);
  });
}
