import { expect, request, test, type Page } from '@playwright/test';
import { DEMO, PASSWORD } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

const cutoff = (page: Page, legend: string) => page.getByRole('group', { name: legend });

/** A supplier in the operator's directory that no shop has yet, added through the operator's own page. */
async function createDirectorySupplier(baseURL: string, name: string) {
  const operator = await request.newContext({ baseURL });
  expect(
    (await operator.post('/backend/auth/login', { data: { email: DEMO.super, password: PASSWORD } })).status(),
  ).toBe(200);
  const response = await operator.post('/super/suppliers/add-supplier', {
    form: {
      name,
      country: 'SI',
      city: 'Ajdovščina',
      postCode: '5270',
      email: 'narocila@kmetija-e2e.test',
      vatNumber: 'SI12345679',
    },
  });
  expect(response.status()).toBe(200);
  await operator.dispose();
}

/** Another browser session for another user, so the main page keeps its login. */
async function asUser(page: Page, email: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  const other = await context.newPage();
  await loginAs(other, email);
  return { page: other, close: () => context.close() };
}

test('a shop admin adds a supplier from the directory and sets ordering terms with the 12-hour time input', async ({
  page,
  baseURL,
}) => {
  // Four axe scans of the supplier pages besides the journey: seconds each on two cores.
  test.slow();
  const name = `E2E Kmetija ${Date.now()}`;
  await createDirectorySupplier(baseURL!, name);

  await loginAs(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Suppliers' }).click();
  await expect(page.getByRole('heading', { name: 'Suppliers of Hotel Bled Kitchen', level: 1 })).toBeVisible();
  // The demo shop already works with a dozen suppliers of the directory.
  await expect(page.getByRole('row').nth(12)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Last order' })).toBeVisible();
  await expectAccessible(page);

  // Add: a searchable picker fed by the server.
  await page.getByRole('link', { name: 'Add supplier' }).click();
  await expect(page.getByRole('heading', { name: 'Add a supplier from the directory', level: 1 })).toBeVisible();
  await expectAccessible(page);
  const picker = page.getByRole('textbox', { name: 'Supplier' });
  await picker.click();
  await picker.fill(name.slice(0, -3));
  await page.getByRole('option', { name: `${name}, Ajdovščina` }).click();
  await page.getByRole('button', { name: 'Add supplier' }).click();

  await expect(page.getByRole('heading', { name: 'Edit supplier', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/suppliers\/\d+\/edit\?created=1$/);
  const editPath = new URL(page.url()).pathname;
  await expect(page.getByRole('status')).toHaveText(`${name} is now one of your suppliers. Fill in the details below.`);
  // The directory's data is shown, not edited; its order e-mail is the first order address.
  const directory = page.getByRole('region', { name: 'From the supplier directory' });
  await expect(directory.getByText('SI12345679')).toBeVisible();
  await expect(directory.getByText('5270')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Order e-mail 1' })).toHaveValue('narocila@kmetija-e2e.test');
  await expectAccessible(page);

  // A time off the 15-minute steps and a bad address: each says what is wrong; what was typed stays.
  const time = cutoff(page, 'Order cut-off time');
  await expect(time.getByRole('spinbutton', { name: 'Hours' })).toHaveAttribute('max', '12');
  await expect(time.getByRole('spinbutton', { name: 'Minutes' })).toHaveAttribute('step', '15');
  await time.getByRole('spinbutton', { name: 'Hours' }).fill('2');
  await time.getByRole('spinbutton', { name: 'Minutes' }).fill('10');
  await time.getByRole('combobox', { name: 'AM or PM' }).selectOption('pm');
  await page.getByRole('button', { name: 'Add e-mail' }).click();
  await page.getByRole('textbox', { name: 'Order e-mail 2' }).fill('orders@');
  await page.getByRole('checkbox', { name: 'Monday' }).check();
  await page.getByRole('checkbox', { name: 'Thursday' }).check();
  await page.getByRole('textbox', { name: 'Minimum order value (€)' }).fill('1,234.5');
  await page.getByRole('textbox', { name: "Your ID in the supplier's system" }).fill('KUP-881');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(time.getByRole('alert')).toHaveText('Choose a time in steps of 15 min, for example 2:15 PM.');
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(time.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('2');
  await expect(time.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('10');
  await expect(time.getByRole('spinbutton', { name: 'Minutes' })).toHaveAttribute('aria-invalid', 'true');
  await expect(time.getByRole('spinbutton', { name: 'Minutes' })).toHaveAccessibleDescription(
    /Choose a time in steps of 15 min/,
  );
  await expect(time.getByRole('combobox', { name: 'AM or PM' })).toHaveValue('pm');
  await expect(page.getByRole('textbox', { name: 'Minimum order value (€)' })).toHaveValue('1,234.5');
  await expect(page.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
  await expectAccessible(page);

  // AM/PM left open is refused too, rather than guessed.
  await time.getByRole('combobox', { name: 'AM or PM' }).selectOption('');
  await time.getByRole('spinbutton', { name: 'Minutes' }).fill('15');
  await expect(time.getByRole('alert')).toHaveText('Choose AM or PM.');

  await time.getByRole('combobox', { name: 'AM or PM' }).selectOption('pm');
  await page.getByRole('textbox', { name: 'Order e-mail 2' }).fill('orders@kmetija-e2e.test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('The changes have been saved.');
  await page.reload();
  await expect(time.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('2');
  await expect(time.getByRole('spinbutton', { name: 'Minutes' })).toHaveValue('15');
  await expect(time.getByRole('combobox', { name: 'AM or PM' })).toHaveValue('pm');
  await expect(page.getByRole('textbox', { name: 'Minimum order value (€)' })).toHaveValue('1,234.50');
  await expect(page.getByRole('textbox', { name: 'Order e-mail 2' })).toHaveValue('orders@kmetija-e2e.test');
  await expect(page.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();

  // The server enforces the same rules when the browser's checks are skipped.
  const bad = await page.request.post(editPath, {
    form: { 'orderEmails[0]': 'a@b.test', 'orderCutoff.hour': '14', 'orderCutoff.minute': '07', minOrderValue: '1' },
  });
  expect(bad.status()).toBe(400);

  // The list shows the terms; deleting asks first and can be undone.
  await page.getByRole('link', { name: 'Back to suppliers' }).click();
  await page.getByRole('searchbox', { name: 'Search by name, city or number' }).fill('KUP-881');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell', { name: 'Mon, Thu' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '2:15 PM' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'No orders yet' })).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(`${name} will be removed from your suppliers.`);
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('The supplier has been deleted.');
  await expect(row.getByText('Deleted', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('status')).toHaveText('The supplier has been restored.');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Staff without suppliers:edit cannot open or post the edit page (403), nor see the area without suppliers:view.
  const staff = await asUser(page, DEMO.staff);
  expect((await staff.page.request.get(editPath)).status()).toBe(403);
  expect((await staff.page.request.post(editPath, { form: { 'orderEmails[0]': 'x@y.test' } })).status()).toBe(403);
  expect((await staff.page.request.get('/admin/suppliers')).status()).toBe(403);
  await staff.page.goto('/admin');
  await expect(
    staff.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Suppliers' }),
  ).toHaveCount(0);
  await staff.close();

  // Another company's admin does not have this supplier: 404 for reads and writes, and nothing changes.
  const adriatic = await asUser(page, DEMO.adriatic);
  expect((await adriatic.page.request.get(editPath)).status()).toBe(404);
  expect((await adriatic.page.request.post(editPath, { form: { 'orderEmails[0]': 'x@y.test' } })).status()).toBe(404);
  const supplierId = editPath.split('/')[3]!;
  expect(
    (await adriatic.page.request.post('/admin/suppliers', { form: { intent: 'delete', supplierId } })).status(),
  ).toBe(404);
  expect((await adriatic.page.request.get('/admin/suppliers/not-a-number/edit')).status()).toBe(404);
  await adriatic.close();
  await page.reload();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
});

test('in Slovenian the cut-off is a 24-hour time and amounts use the decimal comma', async ({ page }) => {
  await loginAs(page, DEMO.adminSi);
  await page.goto('/admin/suppliers');
  await expect(
    page.getByRole('heading', { name: 'Dobavitelji poslovalnice Portorož Beach Bar', level: 1 }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Uredi dobavitelja', level: 1 })).toBeVisible();
  await expectAccessible(page);

  const time = cutoff(page, 'Rok za oddajo naročila');
  await expect(time.getByRole('combobox')).toHaveCount(0);
  await expect(time.getByRole('spinbutton', { name: 'Ure' })).toHaveAttribute('max', '23');
  await time.getByRole('spinbutton', { name: 'Ure' }).fill('25');
  await time.getByRole('spinbutton', { name: 'Minute' }).fill('45');
  await page.getByRole('textbox', { name: 'Najmanjša vrednost naročila (€)' }).fill('12,345');
  await page.getByRole('checkbox', { name: 'Sobota' }).check();
  await page.getByRole('button', { name: 'Shrani' }).click();
  await expect(time.getByRole('alert')).toHaveText('Ura mora biti celo število od 0 do 23.');
  await expect(page.getByText('Uporabite največ dve decimalki.')).toBeVisible();
  await expect(time.getByRole('spinbutton', { name: 'Ure' })).toHaveValue('25');
  await expect(page.getByRole('textbox', { name: 'Najmanjša vrednost naročila (€)' })).toHaveValue('12,345');
  await expectAccessible(page);

  await time.getByRole('spinbutton', { name: 'Ure' }).fill('17');
  await page.getByRole('textbox', { name: 'Najmanjša vrednost naročila (€)' }).fill('1.080,5');
  await page.getByRole('button', { name: 'Shrani' }).click();
  await expect(page.getByRole('status')).toHaveText('Spremembe so shranjene.');
  await page.reload();
  await expect(time.getByRole('spinbutton', { name: 'Ure' })).toHaveValue('17');
  await expect(time.getByRole('spinbutton', { name: 'Minute' })).toHaveValue('45');
  await expect(page.getByRole('textbox', { name: 'Najmanjša vrednost naročila (€)' })).toHaveValue('1.080,50');
  await expect(page.getByRole('checkbox', { name: 'Sobota' })).toBeChecked();
});

test('a shop admin deactivates a supplier from the list and activates it again before the page has its scripts', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `E2E Mlekarna ${Date.now()}`;
  await createDirectorySupplier(baseURL!, name);
  await loginAs(page, DEMO.admin);
  await page.goto('/admin/suppliers/add-supplier');
  const picker = page.getByRole('textbox', { name: 'Supplier' });
  await picker.click();
  await picker.fill(name.slice(0, -3));
  await page.getByRole('option', { name: `${name}, Ajdovščina` }).click();
  await page.getByRole('button', { name: 'Add supplier' }).click();
  await expect(page.getByRole('heading', { name: 'Edit supplier', level: 1 })).toBeVisible();

  // The rows' buttons send one form of the list each; the button names its supplier.
  await gotoHydrated(page, `/admin/suppliers?q=${encodeURIComponent(name)}&status=all`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status')).toHaveText('The supplier is now inactive.');
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Activate' })).toBeVisible();

  // Without JavaScript the same button posts the list's form and the page comes back with the supplier active.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await context.newPage();
  await loginAs(plain, DEMO.admin);
  await plain.goto(`/admin/suppliers?q=${encodeURIComponent(name)}&status=all`);
  await plain.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Activate' }).click();
  await expect(plain.getByText('The supplier is active again.')).toBeVisible();
  await context.close();
  await page.goto(`/admin/suppliers?q=${encodeURIComponent(name)}&status=all`);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
});
