import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { DEMO, E2E_USERS } from './support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from './support/fixtures';

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

/** Picks the first offered date of every supplier in the cart. */
async function pickDates(page: Page, note?: string) {
  for (const supplier of [DAIRY, BAKERY]) {
    const section = page.getByRole('region', { name: supplier });
    if (!(await section.isVisible())) continue;
    await section.getByRole('combobox', { name: 'Delivery date' }).selectOption({ index: 1 });
    if (note) await section.getByRole('textbox', { name: 'Note for the supplier' }).fill(note);
    await section.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(section.getByRole('combobox', { name: 'Delivery date' })).not.toHaveValue('');
  }
}

async function sendCart(page: Page) {
  const confirm = page.getByRole('checkbox', { name: 'Send it anyway' });
  if (await confirm.isVisible()) await confirm.check();
  await page.getByRole('button', { name: 'Send order(s)' }).click();
}

test('a cart across two suppliers is sent: both suppliers get the order with its PDF and CSV', async ({ page, browser }) => {
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
  await sendCart(page);

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
    const lines = csv.content.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
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
  expect((await page.request.post('/admin/ordering/import-order', { multipart: { intent: 'preview', file } })).status()).toBe(403);
  for (const url of ['/admin/products/import', '/admin/products/import-counting-units', '/admin/products/export.csv', '/admin/products/export.xlsx']) {
    expect((await page.request.get(url)).status(), url).toBe(403);
  }
  expect((await page.request.post('/admin/products/import/upload', { multipart: { file } })).status()).toBe(403);
  // What they may do: view the history and use the cart.
  expect((await page.request.get('/admin/ordering')).status()).toBe(200);
  expect((await page.request.get('/admin/cart')).status()).toBe(200);
});
