import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { DEMO, E2E_USERS } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';
import { scanWithKeyboard } from './support/scanning';

/** Two of the demo shop's suppliers (app/modules/shop-suppliers/demo-suppliers.data.ts) and their order addresses. */
const DAIRY = 'Pivovarna Kamnik d.o.o.';
const BAKERY = 'Kava in čaj Rožnik d.o.o.';
const mailDir = () => path.join(process.env.E2E_DIR!, 'mail');
const downFile = () => path.join(process.env.E2E_DIR!, 'smtp-down');
const rejectFile = () => path.join(process.env.E2E_DIR!, 'smtp-reject');

/** The caught mail to `to` whose subject matches, parsed with its attachments. */
async function caughtMail(to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | null = null;
  await expect(async () => {
    for (const file of (await readdir(mailDir())).sort()) {
      const mail = JSON.parse(await readFile(path.join(mailDir(), file), 'utf8')) as { to: string[]; raw: string };
      if (!mail.to.includes(to)) continue;
      const parsed = await simpleParser(mail.raw);
      if (subject.test(parsed.subject ?? '')) found = parsed;
    }
    expect(found, `mail to ${to} about ${subject}`).not.toBeNull();
  }).toPass({ timeout: 20_000 });
  return found!;
}

/** Picks a supplier on the new-order page and adds its first listed product with this quantity. */
async function addFirstProduct(page: Page, supplier: string, quantity: string): Promise<string> {
  await gotoHydrated(page, '/admin/ordering/new-order');
  await page.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: supplier });
  const row = page.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  const name = (await row.getByRole('cell').first().locator('p').first().textContent())!;
  await row.getByRole('textbox').fill(quantity);
  await row.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await expect(page.getByRole('status')).toContainText(`${name} is in the cart`);
  return name;
}

/** Picks the first offered date of every supplier in the cart, as a person does: no save in between. */
async function pickDates(page: Page, note?: string) {
  for (const supplier of [DAIRY, BAKERY]) {
    const section = page.getByRole('region', { name: supplier });
    if (!(await section.isVisible())) continue;
    await section.getByRole('combobox', { name: 'Delivery date' }).selectOption({ index: 1 });
    if (note) await section.getByRole('textbox', { name: 'Note for the supplier' }).fill(note);
    await expect(section.getByRole('combobox', { name: 'Delivery date' })).not.toHaveValue('');
  }
}

/** Presses Send and answers the question with the totals ("Send 2 orders to 2 suppliers?"). */
async function sendCart(page: Page, orders = 1) {
  const confirm = page.getByRole('checkbox', { name: 'Send it anyway' });
  if (await confirm.isVisible()) await confirm.check();
  await page.getByRole('button', { name: 'Send order(s)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the orders?' });
  await expect(dialog).toContainText(
    orders === 1 ? 'Send 1 order to 1 supplier?' : `Send ${orders} orders to ${orders} suppliers?`,
  );
  await expect(dialog).toContainText('Total with VAT');
  await dialog.getByRole('button', { name: orders === 1 ? 'Send 1 order' : `Send ${orders} orders` }).click();
}

/** The Quantity column of an order CSV's product lines (the CSV quotes names with commas). */
function csvQuantities(csv: string): number[] {
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
  return rows.map((row) => {
    const cells = [...row.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((match) => match[1]!);
    return Number(cells[3]);
  });
}

test('a cart across two suppliers is sent: both suppliers get the order with its PDF and CSV', async ({
  page,
  browser,
}) => {
  await loginAs(page, E2E_USERS.orderer.email);
  const dairyProduct = await addFirstProduct(page, DAIRY, '3');
  await expectAccessible(page);
  const bakeryProduct = await addFirstProduct(page, BAKERY, '2');

  await gotoHydrated(page, '/admin/cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: DAIRY })).toContainText(dairyProduct);
  await expect(page.getByRole('region', { name: BAKERY })).toContainText(bakeryProduct);
  await expect(page.getByText('All suppliers')).toBeVisible();
  // The navigation tells how many lines wait in the cart.
  await expect(page.getByRole('link', { name: 'Cart Lines in the cart: 2', exact: true })).toBeVisible();
  await pickDates(page);
  await expectAccessible(page);
  await sendCart(page, 2);

  const sent = page.getByRole('status');
  await expect(sent).toContainText('Sent 2 orders.');
  const numbers = (await sent.getByRole('link').allTextContents()).map((text) => Number(text.replace('Order ', '')));
  expect(numbers).toHaveLength(2);
  await expect(page.getByText('The cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  for (const [address, product] of [
    ['narocila@pivovarna-kamnik.test', dairyProduct],
    ['narocila@roznik-kava.test', bakeryProduct],
  ] as const) {
    const mail = await caughtMail(address, new RegExp(`^Order (${numbers.join('|')}) from Hotel Bled Kitchen`));
    const number = numbers.find((n) => mail.subject!.startsWith(`Order ${n} from`));
    expect(number, mail.subject).toBeDefined();
    const pdf = mail.attachments.find((a) => a.filename === `order-${number}.pdf`)!;
    const csv = mail.attachments.find((a) => a.filename === `order-${number}.csv`)!;
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.content.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const lines = csv.content
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Supplier product ID,EAN,Name,Quantity,Unit,Price,Discount %,VAT %,Net amount,Gross amount');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(product.includes(',') ? `"${product}"` : product);
  }

  // The order page: lines, the e-mail sent, the PDF to download.
  await page.getByRole('link', { name: `Order ${numbers[0]}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${numbers[0]}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('mail-state')).toContainText('Sent');
  await expectAccessible(page);
  const pdf = await page.request.get(page.url() + '/pdf');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Another company's admin: the order and its PDF are not found.
  const orderPath = new URL(page.url()).pathname;
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await loginAs(stranger, DEMO.adriatic);
  expect((await stranger.request.get(orderPath)).status()).toBe(404);
  expect((await stranger.request.get(`${orderPath}/pdf`)).status()).toBe(404);
  await other.close();
});

test('sent while the mail server is down: the order shows Sending, then Sent once it is back', async ({ page }) => {
  const marker = `smtp-down-${randomUUID().slice(0, 8)}`;
  await loginAs(page, E2E_USERS.ordererSmtp.email);
  await addFirstProduct(page, BAKERY, '1');
  await gotoHydrated(page, '/admin/cart');
  await pickDates(page, marker);
  await writeFile(downFile(), marker);
  try {
    await sendCart(page);
    // One order: the page goes to it.
    await expect(page.getByRole('heading', { name: /^Order \d+$/, level: 1 })).toBeVisible();
    await expect(page.getByTestId('mail-state')).toContainText('Sending');
    // The refusal is shown while it keeps trying.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('mail-state')).toContainText('421', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await rm(downFile(), { force: true });
  }
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('mail-state')).toContainText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('E-mail sent to the supplier')).toBeVisible();
});

test('a mail the server refuses for good shows Failed with the reason, and Retry sends it', async ({ page }) => {
  const marker = `smtp-reject-${randomUUID().slice(0, 8)}`;
  await loginAs(page, E2E_USERS.ordererSmtp.email);
  await addFirstProduct(page, BAKERY, '1');
  await gotoHydrated(page, '/admin/cart');
  await pickDates(page, marker);
  await writeFile(rejectFile(), marker);
  try {
    await sendCart(page);
    await expect(page.getByRole('heading', { name: /^Order \d+$/, level: 1 })).toBeVisible();
    // The page follows the outbox: no reload needed to see the refusal.
    await expect(page.getByTestId('mail-state')).toContainText('Failed', { timeout: 20_000 });
    await expect(page.getByTestId('mail-state')).toContainText('550');
    await expectAccessible(page);
  } finally {
    await rm(rejectFile(), { force: true });
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('The e-mail will be sent again.')).toBeVisible();
  await expect(page.getByTestId('mail-state')).toContainText('Sent', { timeout: 20_000 });
});

test('the new-order page on a phone: pick a supplier and see its searchable products', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await loginAs(page, DEMO.admin);
  await gotoHydrated(page, '/admin/ordering/new-order');
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: DAIRY });
  await expect(page.getByRole('searchbox')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await context.close();
});

test('staff without the permissions may not order, import orders, or import and export products', async ({ page }) => {
  await loginAs(page, DEMO.staff);
  expect((await page.request.get('/admin/ordering/new-order')).status()).toBe(403);
  expect((await page.request.get('/admin/ordering/import-order')).status()).toBe(403);
  const file = { name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from('EAN;Quantity\n3830001011104;1') };
  expect((await page.request.post('/admin/ordering/import-order/preview', { multipart: { file } })).status()).toBe(403);
  expect(
    (await page.request.post('/admin/ordering/import-order', { multipart: { intent: 'preview', file } })).status(),
  ).toBe(403);
  for (const url of [
    '/admin/products/import',
    '/admin/products/import-counting-units',
    '/admin/products/export.csv',
    '/admin/products/export.xlsx',
  ]) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
  expect((await page.request.post('/admin/products/import/upload', { multipart: { file } })).status()).toBe(403);
  // What they may do: view the history and use the cart.
  expect((await page.request.get('/admin/ordering')).status()).toBe(200);
  expect((await page.request.get('/admin/cart')).status()).toBe(200);
});

test('what is typed is what is sent: a quantity typed and a date picked, then Send at once (pressed twice), reach the supplier', async ({
  page,
}) => {
  const marker = `typed-${randomUUID().slice(0, 8)}`;
  await loginAs(page, E2E_USERS.ordererTyped.email);
  const product = await addFirstProduct(page, BAKERY, '1');
  await gotoHydrated(page, '/admin/cart');
  // 24 is whole packages of 1, 6 and 12 alike, so no rounding changes it.
  await page.getByRole('textbox', { name: `Quantity: ${product}` }).fill('24');
  await pickDates(page, marker);
  const confirm = page.getByRole('checkbox', { name: 'Send it anyway' });
  if (await confirm.isVisible()) await confirm.check();
  await page.getByRole('button', { name: 'Send order(s)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the orders?' });
  await expect(dialog).toContainText('Send 1 order to 1 supplier?');
  await expectAccessible(page, '.mantine-Modal-content');
  // A double tap on the confirmation sends once (the page's submission key).
  await dialog.getByRole('button', { name: 'Send 1 order' }).dblclick();
  await expect(page.getByRole('heading', { name: /^Order \d+$/, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toContainText('24');
  await expect(page.getByTestId('mail-state')).toContainText('Sent', { timeout: 20_000 });

  const mails: ParsedMail[] = [];
  for (const file of (await readdir(mailDir())).sort()) {
    const mail = JSON.parse(await readFile(path.join(mailDir(), file), 'utf8')) as { to: string[]; raw: string };
    if (!mail.to.includes('narocila@roznik-kava.test')) continue;
    const parsed = await simpleParser(mail.raw);
    if ((parsed.text ?? '').includes(marker)) mails.push(parsed);
  }
  expect(mails).toHaveLength(1);
  const csv = mails[0]!.attachments.find((a) => a.filename?.endsWith('.csv'))!;
  expect(csvQuantities(csv.content.toString('utf8'))).toEqual([24]);
});

test('edits are saved as they are made: a reload keeps the typed quantity, the date and the note', async ({ page }) => {
  await loginAs(page, E2E_USERS.ordererReload.email);
  const product = await addFirstProduct(page, BAKERY, '1');
  await gotoHydrated(page, '/admin/cart');
  const quantity = page.getByRole('textbox', { name: `Quantity: ${product}` });
  await quantity.fill('24');
  const section = page.getByRole('region', { name: BAKERY });
  await section.getByRole('combobox', { name: 'Delivery date' }).selectOption({ index: 1 });
  const date = await section.getByRole('combobox', { name: 'Delivery date' }).inputValue();
  await section.getByRole('textbox', { name: 'Note for the supplier' }).fill('Back door, please');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved.');
  await expectAccessible(page);

  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('textbox', { name: `Quantity: ${product}` })).toHaveValue('24');
  await expect(section.getByRole('combobox', { name: 'Delivery date' })).toHaveValue(date);
  await expect(section.getByRole('textbox', { name: 'Note for the supplier' })).toHaveValue('Back door, please');
  // A quantity that is not one is not saved, and says why.
  await page.getByRole('textbox', { name: `Quantity: ${product}` }).fill('99999999999');
  await expect(page.getByTestId('save-state')).toHaveText('Not saved: correct the marked fields.');
  await expect(page.getByText('Enter a quantity below 1,000,000.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: `Quantity: ${product}` })).toHaveValue('24');
});

test('without JavaScript the cart form is sent as it stands, and bad input is a message, not an error page', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, E2E_USERS.ordererNoScript.email);
  const product = await addFirstProduct(page, BAKERY, '1');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await context.newPage();
  await loginAs(plain, E2E_USERS.ordererNoScript.email);
  // An impossible date or a huge quantity posted as the form: 400 with the field's message, nothing stored.
  for (const form of [
    <Record<string, string>>{
      intent: 'save',
      'suppliers[0].supplierId': '1',
      'suppliers[0].deliveryDate': '2024-02-30',
    },
    { intent: 'save', 'lines[0].productId': '1', 'lines[0].quantity': '99999999999' },
  ]) {
    const response = await plain.request.post('/admin/cart', { form });
    expect(response.status()).toBe(400);
  }
  await plain.goto('/admin/cart');
  await plain.getByRole('textbox', { name: `Quantity: ${product}` }).fill('99999999999');
  await plain.getByRole('combobox', { name: 'Delivery date' }).selectOption({ index: 1 });
  await plain.getByRole('button', { name: 'Send order(s)' }).click();
  // Refused with the field's message, and what was typed is still there.
  await expect(plain.getByText('Enter a quantity below 1,000,000.')).toBeVisible();
  await expect(plain.getByRole('textbox', { name: `Quantity: ${product}` })).toHaveValue('99999999999');
  await plain.getByRole('textbox', { name: `Quantity: ${product}` }).fill('24');
  const confirm = plain.getByRole('checkbox', { name: 'Send it anyway' });
  if (await confirm.isVisible()) await confirm.check();
  await plain.getByRole('button', { name: 'Send order(s)' }).click();
  await expect(plain.getByRole('heading', { name: /^Order \d+$/, level: 1 })).toBeVisible();
  await expect(
    plain.getByRole('row', { name: new RegExp(product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toContainText('24');
  await context.close();
});

test('a hardware scanner adds the scanned product as typing its EAN does, heard anywhere on the page; an unknown code is reported', async ({
  page,
}) => {
  await loginAs(page, E2E_USERS.ordererScanner.email);
  await gotoHydrated(page, '/admin/ordering/new-order');
  await page.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: DAIRY });
  const row = page.getByRole('row').nth(1);
  await expect(row).toBeVisible();
  const name = (await row.getByRole('cell').first().locator('p').first().textContent())!;
  const ean = (await row.getByRole('cell').nth(1).locator('p').nth(1).textContent())!.trim();
  expect(ean).toMatch(/^\d{8,14}$/);

  // The focus on nothing that takes text (not the supplier list): the page-wide listener hears the scanner.
  await page.getByRole('heading', { name: 'New order', level: 1 }).click();
  await scanWithKeyboard(page, ean);
  const status = page.getByRole('status');
  await expect(status).toContainText(`${name} is in the cart: `);
  // One, rounded up to whole packages as typing the EAN does.
  const once = Number(/is in the cart: (\d+)\./.exec((await status.textContent())!)![1]);
  expect(once).toBeGreaterThanOrEqual(1);

  // Into the EAN field, as a GS1 DataMatrix scanner sends its element string: the GTIN (01) is looked up.
  await page.getByRole('textbox', { name: 'EAN' }).focus();
  await scanWithKeyboard(page, `01${ean.padStart(14, '0')}\u001d10LOT7`);
  await expect(status).toContainText(`${name} is in the cart: ${2 * once}.`);
  await expect(page.getByRole('textbox', { name: 'EAN' })).toHaveValue('');

  await scanWithKeyboard(page, '2999999999992');
  await expect(page.getByRole('alert')).toHaveText('No orderable product has the EAN 2999999999992.');

  await gotoHydrated(page, '/admin/cart');
  await expect(page.getByRole('textbox', { name: `Quantity: ${name}` })).toHaveValue(String(2 * once));
});
