import { expect, test, type Page } from '@playwright/test';
import { DEMO, E2E_USERS } from './support/accounts';
import { expectAccessible, loginAs } from './support/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('the operator adds, edits, deactivates, deletes and restores a supplier', async ({ page }) => {
  const name = `E2E Mlinotest ${Date.now()}`;
  await loginAs(page, DEMO.super);
  await page.goto('/super/suppliers');
  await expect(page.getByRole('heading', { name: 'Suppliers', level: 1 })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add supplier' }).click();
  await expect(page.getByRole('heading', { name: 'Add supplier', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('SI');
  await expectAccessible(page);

  // Invalid first: each field says what is wrong, and what was typed stays.
  await field(page, 'Name').fill(name);
  await field(page, 'VAT number').fill('SI12345678');
  await field(page, 'Post code').fill('10000');
  await field(page, 'Order e-mail').fill('orders@');
  await field(page, 'GLN').fill('3830000000018');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This is not a valid VAT number for the chosen country.')).toBeVisible();
  await expect(page.getByText('Enter a GLN of 13 digits with a valid check digit.')).toBeVisible();
  await expect(field(page, 'GLN')).toHaveValue('3830000000018');
  await expect(page.getByText('This is not a valid post code for the chosen country.')).toBeVisible();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(field(page, 'VAT number')).toHaveValue('SI12345678');
  await expect(field(page, 'Post code')).toHaveValue('10000');
  await expect(field(page, 'Order e-mail')).toHaveValue('orders@');
  await expect(page).toHaveURL(/\/super\/suppliers\/add-supplier$/);

  // Then valid: the VAT number without its prefix, two contact e-mails.
  await field(page, 'VAT number').fill('12345679');
  await field(page, 'Post code').fill('5270');
  await field(page, 'Order e-mail').fill('narocila@mlinotest.test');
  await field(page, 'City').fill('Ajdovščina');
  await field(page, 'Contact person').fill('Eva Furlan');
  await field(page, 'GLN').fill('3830000000017');
  await page.getByRole('combobox', { name: 'Mail language' }).selectOption('sl');
  await field(page, 'Contact e-mail 1').fill('eva@mlinotest.test');
  await page.getByRole('button', { name: 'Add e-mail' }).click();
  await field(page, 'Contact e-mail 2').fill('prodaja@mlinotest.test');
  await field(page, "Your ID in the supplier's system").fill('KUP-881');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { name: 'Suppliers', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('The supplier has been added.');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'SI12345679' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Ajdovščina, SI' })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Edit: the stored values come back, a change is saved.
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit supplier', level: 1 })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(field(page, 'VAT number')).toHaveValue('SI12345679');
  await expect(field(page, 'GLN')).toHaveValue('3830000000017');
  await expect(page.getByRole('combobox', { name: 'Mail language' })).toHaveValue('sl');
  await expect(field(page, 'Contact e-mail 2')).toHaveValue('prodaja@mlinotest.test');
  await expect(field(page, "Your ID in the supplier's system")).toHaveValue('KUP-881');
  await expectAccessible(page);
  await field(page, 'City').fill('Ljubljana');
  await field(page, 'Post code').fill('1000');
  await page.getByRole('button', { name: 'Remove contact e-mail 1' }).click();
  await expect(field(page, 'Contact e-mail 1')).toHaveValue('prodaja@mlinotest.test');
  // Enter saves (it must not press the first remove button of the e-mail list).
  await field(page, 'City').press('Enter');
  await expect(page.getByRole('status')).toHaveText('The changes have been saved.');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit supplier', level: 1 })).toBeVisible();
  await expect(field(page, 'City')).toHaveValue('Ljubljana');
  await expect(field(page, 'Contact e-mail 1')).toHaveValue('prodaja@mlinotest.test');
  await expect(field(page, 'Contact e-mail 2')).toHaveCount(0);

  // Deactivate: it leaves the list of active suppliers and shows under Inactive.
  await page.getByRole('link', { name: 'Back to suppliers' }).click();
  await expect(page.getByRole('heading', { name: 'Suppliers', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name, city, VAT number or e-mail' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=E2E/);
  await expect(row.getByRole('cell', { name: 'Ljubljana, SI' })).toBeVisible();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status')).toHaveText('The supplier is now inactive.');
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('inactive');
  await expect(page).toHaveURL(/status=inactive/);
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  // Delete asks first; Cancel keeps it, confirming deletes it.
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`The supplier ${name} will be deleted.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('The supplier has been deleted.');
  await expect(row).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('deleted');
  await expect(page).toHaveURL(/status=deleted/);
  await expect(row.getByText('Deleted', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // A deleted supplier can be looked at, not changed.
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit supplier', level: 1 })).toBeVisible();
  await expect(page.getByText('This supplier is deleted, so shops cannot order from it.')).toBeVisible();
  await expect(field(page, 'Name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Suppliers', level: 1 })).toBeVisible();
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('status')).toHaveText('The supplier has been restored.');
  await expect(row).toHaveCount(0);

  // Restored as it was: still inactive.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
  await expect(page).toHaveURL(/status=all/);
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('without JavaScript the server checks the form and keeps what was typed', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await loginAs(page, DEMO.super);
  await page.goto('/super/suppliers/add-supplier');
  await expect(page.getByRole('heading', { name: 'Add supplier', level: 1 })).toBeVisible();
  const name = `E2E Žito ${Date.now()}`;
  await field(page, 'Name').fill(name);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('HR');
  await field(page, 'VAT number').fill('33392005962');
  await field(page, 'Post code').fill('1000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This is not a valid VAT number for the chosen country.')).toBeVisible();
  await expect(page.getByText('This is not a valid post code for the chosen country.')).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('HR');
  await expect(field(page, 'VAT number')).toHaveValue('33392005962');

  await field(page, 'VAT number').fill('33392005961');
  await field(page, 'Post code').fill('10000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('The supplier has been added.');
  await expect(
    page.getByRole('row', { name: new RegExp(name) }).getByRole('cell', { name: 'HR33392005961' }),
  ).toBeVisible();
  await context.close();
});

test('the form speaks Slovenian after switching the language', async ({ page }) => {
  // The switcher stores the language on the account: an operator of its own, so parallel tests stay in English.
  await loginAs(page, E2E_USERS.operator.email);
  await page.goto('/super/suppliers/add-supplier');
  await expect(page.getByRole('heading', { name: 'Add supplier', level: 1 })).toBeVisible();
  try {
    await page.getByRole('button', { name: 'Slovenščina' }).first().click();
    await expect(page.getByRole('heading', { name: 'Dodaj dobavitelja', level: 1 })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Država' })).toHaveValue('SI');
    await expectAccessible(page);
    await field(page, 'Naziv').fill(`E2E Dobavitelj ${Date.now()}`);
    await field(page, 'ID za DDV').fill('SI12345678');
    await field(page, 'Poštna številka').fill('10000');
    await field(page, 'E-pošta za naročila').fill('narocila@');
    await field(page, 'GLN').fill('383000000001');
    await page.getByRole('button', { name: 'Shrani' }).click();
    await expect(page.getByText('Vpišite GLN s 13 števkami in veljavno kontrolno števko.')).toBeVisible();
    await expect(page.getByText('To ni veljavna identifikacijska številka za DDV za izbrano državo.')).toBeVisible();
    await expect(page.getByText('To ni veljavna poštna številka za izbrano državo.')).toBeVisible();
    await expect(page.getByText('Vpišite veljaven e-poštni naslov.')).toBeVisible();
    await expect(field(page, 'ID za DDV')).toHaveValue('SI12345678');

    await page.goto('/super/suppliers');
    await expect(page.getByRole('heading', { name: 'Dobavitelji', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dodaj dobavitelja' })).toBeVisible();
  } finally {
    await page.request.post('/set-language', {
      form: { language: 'en', redirectTo: '/super/suppliers' },
      maxRedirects: 0,
    });
  }
  const me = await (await page.request.get('/backend/auth/me')).json();
  expect(me.language).toEqual({ code: 'en' });
});

test('admins and staff get 403 in the supplier directory', async ({ browser, baseURL }) => {
  for (const email of [DEMO.admin, DEMO.staff]) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await loginAs(page, email);
    for (const path of ['/super/suppliers', '/super/suppliers/add-supplier', '/super/suppliers/1/edit']) {
      const response = await page.goto(path);
      expect(response?.status(), `${email} ${path}`).toBe(403);
      await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    }
    // Writes are refused too, before any action runs.
    const post = await page.request.post('/super/suppliers', { form: { intent: 'delete', supplierId: '1' } });
    expect(post.status()).toBe(403);
    await context.close();
  }
});

test('a supplier id that is malformed or unknown is "Page not found"', async ({ page }) => {
  await loginAs(page, DEMO.super);
  for (const path of [
    '/super/suppliers/abc/edit',
    '/super/suppliers/0/edit',
    '/super/suppliers/999999/edit',
    '/super/suppliers/99999999999/edit',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});
