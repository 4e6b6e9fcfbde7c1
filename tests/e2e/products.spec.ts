import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { confirmAction, expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

/** The demo seed's EAN of product number `index` of every shop (app/modules/products/demo-products.server.ts). */
function demoEan(index: number): string {
  const body = `383${String(100_000 + index * 37).padStart(9, '0')}`;
  const sum = [...body].reverse().reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const field = (page: Page, label: string | RegExp) => page.getByRole('textbox', { name: label });

/** Opens the first product the search finds, through the list's search box (as you type). */
async function openProduct(page: Page, query: string, name: string) {
  await gotoHydrated(page, '/admin/products');
  await page.getByRole('searchbox', { name: 'Search by name, EAN, GTIN, supplier or code' }).fill(query);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(query).replace(/%20/g, '\\+')}`));
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}`, level: 1 })).toBeVisible();
}

const history = (page: Page) => page.getByRole('table', { name: 'Price history' }).getByRole('row');

test('an admin adds a product: errors in English keep what was typed, derived prices show live, then edits it', async ({
  page,
}) => {
  const name = `Test cheese ${Date.now()}`;
  await loginAs(page, DEMO.admin);
  // Hydrated first: the clicks below then navigate in the app, none lost to a page still loading under a busy CI.
  await gotoHydrated(page, '/admin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Products', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Products of Hotel Bled Kitchen', level: 1 })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(26);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name: 'Add product to Hotel Bled Kitchen', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Supplier' }).selectOption({ index: 1 });
  await field(page, /^EAN code/).fill('4006381333932');
  await field(page, /^Price/)
    .first()
    .fill('12.5');
  await field(page, /^Discount/).fill('10');
  await field(page, /^VAT/).fill('22');
  // 12.5 × 0.9 = 11.25; × 1.22 = 13.725 → 13.73.
  const derived = page.getByRole('group', { name: 'Calculated from the amounts above, rounded to cents.' });
  await expect(derived).toContainText('11.25');
  await expect(derived).toContainText('13.73');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(
    page.getByText('The check digit (the last one) is wrong: check the code for a typing error.'),
  ).toBeVisible();
  await expect(field(page, /^EAN code/)).toHaveValue('4006381333932');

  // A code another product of the shop already has is refused by the server, with the input kept.
  await field(page, /^Name/).fill(name);
  await field(page, /^EAN code/).fill(demoEan(3));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Another product of this shop already has this code.')).toBeVisible();
  await expect(field(page, /^Name/)).toHaveValue(name);
  await expect(field(page, /^Price/).first()).toHaveValue('12.5');

  await field(page, /^EAN code/).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('The product was added.');
  await expect(history(page)).toHaveCount(2);

  // Its price started today, so changing it corrects it without asking.
  await field(page, /^Price/)
    .first()
    .fill('14');
  await page.getByRole('checkbox', { name: 'Risky item' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('The changes were saved.');
  await expect(history(page)).toHaveCount(2);
  await expect(history(page).nth(1)).toContainText('14.00');
  await expect(page.getByRole('checkbox', { name: 'Risky item' })).toBeChecked();
});

test('validation errors in Slovenian', async ({ page }) => {
  await loginAs(page, DEMO.adminSi);
  await page.goto('/admin/products/add-product');
  await expect(
    page.getByRole('heading', { name: 'Dodaj izdelek v poslovalnico Portorož Beach Bar', level: 1 }),
  ).toBeVisible();
  await field(page, /^Koda EAN/).fill('4006381333932');
  await field(page, /^Cena/).first().fill('1,5');
  await page.getByRole('button', { name: 'Shrani' }).click();
  await expect(page.getByText('To polje je obvezno.').first()).toBeVisible();
  await expect(
    page.getByText('Kontrolna števka (zadnja) ni pravilna: preverite, ali je koda pravilno vpisana.'),
  ).toBeVisible();
  await expect(field(page, /^Cena/).first()).toHaveValue('1,5');

  await page.getByRole('combobox', { name: 'Dobavitelj' }).selectOption({ index: 1 });
  await field(page, /^Naziv/).fill('Podvojen izdelek');
  await field(page, /^Koda EAN/).fill(demoEan(5));
  await field(page, /^DDV/).fill('9,5');
  await page.getByRole('button', { name: 'Shrani' }).click();
  await expect(page.getByText('To kodo že ima drug izdelek te poslovalnice.')).toBeVisible();
  await expect(field(page, /^Naziv/)).toHaveValue('Podvojen izdelek');
});

test('changing a price asks "new price from today?": yes keeps the old one in the history, no corrects it', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);

  await openProduct(page, 'Teran PTP', 'Teran PTP');
  await expect(history(page)).toHaveCount(3);
  await field(page, /^Price/)
    .first()
    .fill('9.99');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a new price starting today?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Yes, a new price from today' }).click();
  await expect(page.getByRole('status')).toHaveText('The changes were saved.');
  await expect(history(page)).toHaveCount(4);
  await expect(history(page).nth(1)).toContainText('9.99');
  await expect(history(page).nth(1)).toContainText('Current');

  await openProduct(page, 'Rebula', 'Rebula');
  await field(page, /^Price/)
    .first()
    .fill('8.01');
  await page.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: 'Create a new price starting today?' })
    .getByRole('button', { name: 'No, correct the current price' })
    .click();
  await expect(page.getByRole('status')).toHaveText('The changes were saved.');
  await expect(history(page)).toHaveCount(3);
  await expect(history(page).nth(1)).toContainText('8.01');
});

test('search as you type, filters and bulk deactivate', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await gotoHydrated(page, '/admin/products');
  await page.getByRole('searchbox', { name: 'Search by name, EAN, GTIN, supplier or code' }).fill('Pivo svetlo');
  await expect(page.getByRole('row')).toHaveCount(6);
  await page.getByRole('checkbox', { name: 'Contains alcohol' }).check();
  await expect(page).toHaveURL(/flag=alcohol/);
  await expect(page.getByRole('row')).toHaveCount(6);

  await page.getByRole('checkbox', { name: 'Select all products on this page' }).check();
  await expect(page.getByText('Selected: 5')).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('status')).toHaveText('Changed products: 5.');
  await expect(page.getByText('No product matches.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('inactive');
  await expect(page.getByRole('row')).toHaveCount(6);

  // By EAN too.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
  await page.getByRole('checkbox', { name: 'Contains alcohol' }).uncheck();
  await page
    .getByRole('searchbox', { name: 'Search by name, EAN, GTIN, supplier or code' })
    .fill(demoEan(1).slice(3, 11));
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Jogurt navadni', exact: true })).toBeVisible();
});

test('a search lists first the products with a word of the name starting so, then those with it inside a word', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);
  await gotoHydrated(page, '/admin/products');
  // "Detergent …" sorts before "Teran …" by name, but has "ter" inside a word.
  await page.getByRole('searchbox', { name: 'Search by name, EAN, GTIN, supplier or code' }).fill('ter');
  await expect(page).toHaveURL(/q=ter/);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toContainText('Teran PTP');
  const names = await rows.allInnerTexts();
  const lastTeran = names.findLastIndex((text) => text.includes('Teran PTP'));
  const firstOther = names.findIndex((text) => !text.includes('Teran PTP'));
  expect(lastTeran).toBeGreaterThanOrEqual(4);
  expect(firstOther === -1 || firstOther > lastTeran).toBe(true);
  // A reload keeps the search and its order.
  await page.reload();
  await expect(rows.first()).toContainText('Teran PTP');
});

test('bulk delete and restore ask for confirmation and change only the selected products', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/admin/products?q=Detergent');
  await expect(page.getByRole('row')).toHaveCount(6);
  await page.getByRole('checkbox', { name: 'Select Detergent za posodo', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Select Detergent za posodo – pakiranje 6', exact: true }).check();
  await expect(page.getByText('Selected: 2')).toBeVisible();
  await confirmAction(page, 'Delete');
  await expect(page.getByRole('status')).toHaveText('Changed products: 2.');
  await expect(page.getByRole('row')).toHaveCount(4);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('deleted');
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Select all products on this page' }).check();
  await confirmAction(page, 'Restore');
  await expect(page.getByRole('status')).toHaveText('Changed products: 2.');
  await expect(page.getByText('No product matches.')).toBeVisible();
});

test('rows ticked before the page has hydrated (a slow phone) are selected once it has', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  // The page's scripts held back until two rows are ticked: the markup the server sent, as on a slow connection.
  let release = () => {};
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto('/admin/products?q=Maslo', { waitUntil: 'commit' });
  const boxes = page.locator('tbody input.row-checkbox');
  await expect(boxes.nth(1)).toBeVisible();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByText('Selected: 2')).toBeVisible();
  await expect(boxes.nth(0)).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Select all products on this page' })).not.toBeChecked();
  // Unticking one after hydration leaves the other.
  await boxes.nth(0).uncheck();
  await expect(page.getByText('Selected: 1')).toBeVisible();
});

test("the rows' checkboxes look as Mantine's: unticked, ticked and part-ticked", async ({ page }) => {
  await loginAs(page, DEMO.admin);
  // Products no other test changes (the bulk tests delete and deactivate theirs while this one runs).
  await page.goto('/admin/products?q=Maslo');
  const row = page.locator('tbody input.row-checkbox').first();
  const all = page.getByRole('checkbox', { name: 'Select all products on this page' });
  await expect(page.locator('tbody input.row-checkbox').nth(1)).toBeVisible();
  const rowName = (await row.getAttribute('aria-label'))!;
  // Mantine's own checkbox, built from its classes on the same page (its styles are the app's), in the state of the
  // row's: the properties where the two differ, once their 100 ms transitions have run.
  const differences = (name: string) =>
    page.evaluate((label) => {
      const plain = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
      const root = document.createElement('div');
      root.className = 'm_bf2d988c mantine-Checkbox-root';
      root.dataset.variant = 'filled';
      root.style.setProperty('--checkbox-color', 'var(--mantine-color-brand-filled)');
      root.innerHTML = '<div class="m_26062bec"><input type="checkbox" class="m_26063560"></div>';
      document.body.append(root);
      const mantine = root.querySelector('input')!;
      mantine.checked = plain.checked;
      mantine.indeterminate = plain.indeterminate;
      if (plain.indeterminate) mantine.dataset.indeterminate = 'true';
      mantine.style.transition = 'none';
      const properties = [
        'width',
        'height',
        'border-top-width',
        'border-top-style',
        'border-top-color',
        'border-bottom-color',
        'border-top-left-radius',
        'background-color',
      ];
      const found = properties
        .filter(
          (property) =>
            getComputedStyle(plain).getPropertyValue(property) !== getComputedStyle(mantine).getPropertyValue(property),
        )
        .map((property) => `${property}: ${getComputedStyle(plain).getPropertyValue(property)}`);
      // Mantine draws its tick (or bar) over a ticked box; the plain box draws it as its image.
      const image = getComputedStyle(plain).backgroundImage;
      if ((plain.checked || plain.indeterminate) !== image.includes('svg')) found.push(`background-image: ${image}`);
      root.remove();
      return found;
    }, name);
  await expect.poll(() => differences(rowName)).toEqual([]);
  await row.check();
  await expect.poll(() => differences(rowName)).toEqual([]);
  await expect.poll(() => differences('Select all products on this page')).toEqual([]);
  await expect.poll(() => all.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);
  await all.check();
  await expect.poll(() => differences('Select all products on this page')).toEqual([]);
  // In a high-contrast theme the system draws the box, so the tick cannot vanish on the forced colours.
  await page.emulateMedia({ forcedColors: 'active' });
  await expect(row).toHaveCSS('appearance', 'auto');
  await page.emulateMedia({ forcedColors: 'none' });
  await expect(row).toHaveCSS('appearance', 'none');
});

test("the operator opens a shop's products", async ({ page }) => {
  await loginAs(page, DEMO.super);
  await page.goto('/super/companies');
  await page.getByRole('link', { name: 'Alpine Hospitality d.o.o.' }).click();
  await page.getByRole('link', { name: 'Hotel Bled Kitchen' }).first().click();
  await expect(page.getByRole('heading', { name: 'Hotel Bled Kitchen', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products of Hotel Bled Kitchen', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/super\/companies\/\d+\/\d+\/\d+\/products$/);
  await expectAccessible(page);
  await page.getByRole('searchbox', { name: 'Search by name, EAN, GTIN, supplier or code' }).fill('Čaj kamilica');
  await expect(page.getByRole('row')).toHaveCount(6);
  // The operator exports what the search shows, from the shop's own address.
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /\/super\/companies\/\d+\/\d+\/\d+\/products\/export\.csv\?.*q=/,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const exported = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(exported).toHaveLength(6);
  expect(exported.slice(1).every((line) => line.includes('Čaj kamilica'))).toBe(true);
  await page.getByRole('link', { name: 'Čaj kamilica', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Čaj kamilica', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/super\/companies\/\d+\/\d+\/\d+\/products\/\d+\/edit$/);

  // …and reaches the shop's import pages.
  await page.goBack();
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Import products to Hotel Bled Kitchen', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/super\/companies\/\d+\/\d+\/\d+\/products\/import$/);
  await expectAccessible(page);
});

test('staff without the permission get 403; another company gets 404 for a product id of this shop', async ({
  page,
  browser,
}) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/admin/products?q=Maslo');
  const href = await page.getByRole('link', { name: 'Maslo', exact: true }).getAttribute('href');
  const id = /\/admin\/products\/(\d+)\/edit/.exec(href ?? '')![1];

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  await loginAs(otherPage, DEMO.adriatic);
  expect((await otherPage.request.get(`/admin/products/${id}/edit`)).status()).toBe(404);
  expect((await otherPage.request.post(`/admin/products/${id}/edit`, { form: { intent: 'delete' } })).status()).toBe(
    404,
  );
  expect((await otherPage.request.post('/admin/products', { form: { intent: 'delete', ids: id! } })).status()).toBe(
    404,
  );
  await other.close();

  await page.context().clearCookies();
  await loginAs(page, DEMO.staff);
  for (const url of ['/admin/products', '/admin/products/add-product', `/admin/products/${id}/edit`]) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
  await page.goto('/admin');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products', exact: true }),
  ).toHaveCount(0);
});
