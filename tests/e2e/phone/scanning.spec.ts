import { expect, test } from '@playwright/test';
import { E2E_USERS } from '../support/accounts';
import { writeBarcodeVideo } from '../support/fake-camera';
import { gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';
import { launchWithFakeCamera, newPhoneContext } from '../support/scanning';

const SUPPLIER = 'Pivovarna Kamnik d.o.o.';

test("scanning with the phone's camera on the new-order page: a demo product's EAN lands in the cart", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // The product and its EAN as listed, read with the shared phone browser.
  await loginAs(page, E2E_USERS.phoneScanner.email);
  await gotoHydrated(page, `/admin/ordering/new-order`);
  await page.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: SUPPLIER });
  const row = page.locator('table tbody tr').first();
  await expect(row).toBeVisible();
  const name = (await row.locator('p').first().textContent())!;
  const ean = (await row.getByRole('cell').nth(1).locator('p').nth(1).textContent())!.trim();
  expect(ean).toMatch(/^\d{13}$/);

  // A browser whose camera shows that EAN-13 (the fake camera is a browser-wide flag).
  const video = await writeBarcodeVideo(testInfo.outputPath('ean.y4m'), ean, 'EAN13');
  const browser = await launchWithFakeCamera(video);
  try {
    const context = await newPhoneContext(browser, baseURL);
    const phone = await context.newPage();
    await loginAs(phone, E2E_USERS.phoneScanner.email);
    await gotoHydrated(phone, '/admin/ordering/new-order');
    await expectPhoneFriendly(phone);

    await phone.getByRole('button', { name: 'Scan with the camera' }).tap();
    const camera = phone.getByRole('dialog', { name: 'Scan with the camera' });
    await expect(camera).toContainText(`Scanned: ${ean}`, { timeout: 20_000 });
    await expect(camera).toContainText('1 code scanned');
    await camera.getByRole('button', { name: 'Done' }).tap();
    await expect(camera).toBeHidden();
    const status = phone.getByRole('status');
    await expect(status).toContainText(`${name} is in the cart: `);
    const quantity = /is in the cart: (\d+)\./.exec((await status.textContent())!)![1]!;
    await expectPhoneFriendly(phone);

    await gotoHydrated(phone, '/admin/cart');
    await expect(phone.getByRole('textbox', { name: `Quantity: ${name}` })).toHaveValue(quantity);
    await context.close();
  } finally {
    await browser.close();
  }
});
