import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { confirmAction, expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

const STATUSES = [
  { chip: 'New', badge: 'New' },
  { chip: 'In progress', badge: 'In progress' },
  { chip: 'Completed', badge: 'Completed' },
  { chip: 'Incomplete', badge: 'Incomplete' },
  { chip: 'Cancelled', badge: 'Cancelled' },
];

const statusChips = (page: Page) => page.getByRole('group', { name: 'Status' });
const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** A mail the SMTP catcher received whose text contains `text` (the supplier's address is the demo seed's). */
async function waitForMailContaining(text: string): Promise<string> {
  const dir = path.join(process.env.E2E_DIR!, 'mail');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    for (const file of await readdir(dir)) {
      const mail = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { raw: string };
      const raw = mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (raw.includes(text)) return raw;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail containing ${text} arrived`);
}

test('the history filters by each status, searches by number and product, and pages', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Order history' }).click();
  await expect(page.getByRole('heading', { name: 'Order history', level: 1 })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await expectAccessible(page);

  for (const { chip, badge } of STATUSES) {
    await statusChips(page).getByRole('link', { name: chip, exact: true }).click();
    await expect(statusChips(page).getByRole('link', { name: chip, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(bodyRows(page).first()).toBeVisible();
    const statuses = await bodyRows(page).locator('td:nth-child(7)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses.map((s) => s.trim()))).toEqual(new Set([badge]));
  }
  await statusChips(page).getByRole('link', { name: 'All', exact: true }).click();
  await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();

  // Page 2 through the pager.
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(bodyRows(page).first()).toBeVisible();

  // Search by number: exactly that order.
  await page.goto('/admin/ordering?status=all&q=7');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first().locator('td').first()).toHaveText('7');

  // Search by product: every row has a line of it (the first row's product, from the demo catalogue).
  await page.getByRole('searchbox', { name: 'Search by order number, product or EAN' }).fill('Mleko');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/q=Mleko/);
  await expect(bodyRows(page).first()).toBeVisible();
});

test("a row's link opens the order in the page; with Ctrl it is the browser's, and back returns to the list", async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);
  await gotoHydrated(page, '/admin/ordering');
  const link = bodyRows(page).first().getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  // Set on this document only: a full page load would lose it.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Order/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/ordering$/);
  await expect(bodyRows(page).first()).toBeVisible();
  // Ctrl+click opens the order in a new tab and leaves this one where it is.
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    bodyRows(page)
      .first()
      .getByRole('link')
      .first()
      .click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(opened).toHaveURL(new RegExp(`${href}$`));
  await opened.close();
  await expect(page).toHaveURL(/\/admin\/ordering$/);
});

test('a day that does not exist in the date filter is refused on its field, and the other filters stay', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);
  const response = await page.goto('/admin/ordering?status=completed&dateField=delivery&from=2024-02-30');
  expect(response?.status()).toBe(400);
  await expect(page.getByText('This day does not exist in the calendar: pick another.')).toBeVisible();
  await expect(statusChips(page).getByRole('link', { name: 'Completed', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order history', level: 1 })).toBeVisible();
});

test('repeating an order puts its products in the cart and shows a summary', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await gotoHydrated(page, '/admin/ordering?status=completed');
  const first = bodyRows(page).first();
  const number = (await first.locator('td').first().innerText()).trim();
  await first.getByRole('button', { name: `Repeat order ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Repeat order ${number}` });
  await expect(dialog.getByText(`Order ${number} is in the cart at today’s prices.`)).toBeVisible();
  await expectAccessible(page, '.mantine-Modal-content');
  await expect(dialog.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/admin/cart');
  // Every row's Repeat sends the list's one form, each to its own order: the next one answers for its own order.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const second = bodyRows(page).nth(1);
  const secondNumber = (await second.locator('td').first().innerText()).trim();
  // While it is on its way, only its own button shows it (and cannot be pressed again).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/repeat*', async (route) => {
    await held;
    await route.continue();
  });
  await second.getByRole('button', { name: `Repeat order ${secondNumber}` }).click();
  await expect(second.getByRole('button', { name: `Repeat order ${secondNumber}` })).toBeDisabled();
  await expect(page.locator('button[data-loading]')).toHaveCount(1);
  await expect(first.getByRole('button', { name: `Repeat order ${number}` })).toBeEnabled();
  release();
  const secondDialog = page.getByRole('dialog', { name: `Repeat order ${secondNumber}` });
  await expect(secondDialog.getByText(`Order ${secondNumber} is in the cart at today’s prices.`)).toBeVisible();
});

test('without JavaScript, repeating an order shows its summary as a page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await loginAs(page, DEMO.admin);
  await page.goto('/admin/ordering?status=completed');
  const first = bodyRows(page).first();
  const number = (await first.locator('td').first().innerText()).trim();
  await first.getByRole('button', { name: `Repeat order ${number}` }).click();
  await expect(page.getByRole('heading', { name: `Repeat order ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByText(`Order ${number} is in the cart at today’s prices.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  await context.close();
});

test('a new order is cancelled after confirmation and the supplier is e-mailed; a received one cannot be', async ({
  page,
}) => {
  await loginAs(page, DEMO.adriatic);
  await gotoHydrated(page, '/admin/ordering?status=new');
  const number = (await bodyRows(page).first().locator('td').first().innerText()).trim();
  await confirmAction(page, 'Cancel order');
  await expect(page.getByRole('status').filter({ hasText: `Order ${number} is cancelled` })).toBeVisible();
  const mail = await waitForMailContaining(`we cancel our order number ${number} for delivery`);
  expect(mail).toContain('Please do not deliver it.');

  // In progress orders have received quantities: no cancel button.
  await page.goto('/admin/ordering?status=in_progress');
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // From the order's own page: the outcome shows there, and the button is gone.
  await gotoHydrated(page, '/admin/ordering?status=new');
  const next = bodyRows(page).first();
  const nextNumber = (await next.locator('td').first().innerText()).trim();
  await next.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: `Order ${nextNumber}`, level: 1 })).toBeVisible();
  await confirmAction(page, 'Cancel order');
  await expect(page.getByRole('status').filter({ hasText: `Order ${nextNumber} is cancelled` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Order ${nextNumber}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('another shop’s order answers 404 to repeat and cancel', async ({ page }) => {
  await loginAs(page, DEMO.adriatic);
  await page.goto('/admin/ordering?status=new');
  const href = await bodyRows(page).first().getByRole('link').first().getAttribute('href');
  const orderId = href!.split('/').pop();
  await loginAs(page, DEMO.admin);
  const origin = new URL(page.url()).origin;
  for (const action of ['repeat', 'cancel']) {
    const response = await page.request.post(`/admin/ordering/${orderId}/${action}`, {
      form: { intent: action },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(response.status(), action).toBe(404);
  }
});

test('the history in Slovenian', async ({ page }) => {
  await loginAs(page, DEMO.adminSi);
  await page.goto('/admin/ordering');
  await expect(page.getByRole('heading', { name: 'Zgodovina naročil', level: 1 })).toBeVisible();
  await page.getByRole('group', { name: 'Stanje' }).getByRole('link', { name: 'Zaključena', exact: true }).click();
  await expect(bodyRows(page).first().getByText('Zaključena')).toBeVisible();
  await expectAccessible(page);
});

/** The demo seed's EAN of product number `index` of every shop (app/modules/products/demo-products.server.ts). */
function demoEan(index: number): string {
  const body = `383${String(100_000 + index * 37).padStart(9, '0')}`;
  const sum = [...body].reverse().reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

test('an order file with errors is previewed line by line and only the matched lines become orders', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);
  await gotoHydrated(page, '/admin/ordering/import-order');
  await expect(page.getByRole('heading', { name: 'Import order', level: 1 })).toBeVisible();
  await expectAccessible(page);
  const csv = [
    'EAN;Quantity;Delivery date',
    `${demoEan(3)};2;`,
    `${demoEan(5)};1,0;`,
    'NOPE-1;1;',
    `${demoEan(3)};-1;`,
    `${demoEan(3)};1;31.2.2030`,
  ].join('\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('Lines matched: 2; with errors (left out): 3.')).toBeVisible();
  const preview = page.getByRole('table', { name: 'Check the file' });
  await expect(preview.getByText('No product of this shop has this code')).toBeVisible();
  await expect(preview.getByText('The quantity must be a number above zero with at most three decimals')).toBeVisible();
  await expect(preview.getByText('Not a date (use 2026-11-23 or 23.11.2026)')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Create orders \(\d+\)$/ }).click();
  const created = page.getByRole('status').filter({ hasText: 'Orders created and e-mailed to the suppliers:' });
  await expect(created).toBeVisible();
  // Each imported order went to its supplier by e-mail, like a sent cart.
  await created
    .getByRole('link', { name: /^Order \d+$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Order \d+$/, level: 1 })).toBeVisible();
  // The page follows the outbox while the mail is on its way.
  await expect(page.getByTestId('mail-state')).toContainText('Sent', { timeout: 30_000 });
});

test('without JavaScript the order file is previewed by the page itself', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await loginAs(page, DEMO.admin);
  await page.goto('/admin/ordering/import-order');
  const csv = ['EAN;Quantity', `${demoEan(3)};2`, 'NOPE-2;1'].join('\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('Lines matched: 1; with errors (left out): 1.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Check the file' }).getByText('No product of this shop has this code'),
  ).toBeVisible();
  await context.close();
});

test('a double click on "Create orders", and posting the confirmation again, makes the orders once', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);
  await gotoHydrated(page, '/admin/ordering/import-order');
  const csv = ['EAN;Quantity', `${demoEan(7)};3`].join('\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('Lines matched: 1; with errors (left out): 0.')).toBeVisible();
  const sheet = await page.locator('input[name=sheet]').inputValue();
  const submissionKey = await page.locator('input[name=submissionKey]').inputValue();
  await page.getByRole('button', { name: /^Create orders \(\d+\)$/ }).dblclick();
  const created = page.getByRole('status').filter({ hasText: 'Orders created and e-mailed to the suppliers:' });
  await expect(created).toBeVisible();
  const links = created.getByRole('link', { name: /^Order \d+$/ });
  await expect(links).toHaveCount(1);
  const href = await links.first().getAttribute('href');
  // The same confirmation posted again (a retry on bad Wi-Fi) answers with the same order instead of a new one.
  const again = await page.request.post('/admin/ordering/import-order', {
    multipart: { intent: 'confirm', sheet, submissionKey },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(200);
  const html = await again.text();
  expect(html).toContain(`href="${href}"`);
  expect(html.match(/href="\/admin\/ordering\/\d+"/g)).toEqual([`href="${href}"`]);
});
