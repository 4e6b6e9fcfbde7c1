import { expect, test } from '@playwright/test';
import { asnFixtureBytes } from '#tests/fixtures/asn/load';
import { ASN_RECEIVE } from '../support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';
import { fillReadings, lineCard } from '../support/receiving';
import { scanWithKeyboard, signWithFinger } from '../support/scanning';

test.setTimeout(120_000);

/**
 * On a phone, from the supplier's file to the signed note: the shop admin imports the sample DESADV (ASN-1001: milk and
 * yoghurt on pallet …017, cheese on pallet …024; tests/fixtures/asn/README.md) through its preview, opens the ASN,
 * receives against it, scans the first pallet's SSCC, types the weighed cheese, reloads mid-receipt, and signs off
 * with everything as announced: the ASN is received.
 */
test('import a DESADV on a phone, then receive against it scanning a pallet', async ({ page }) => {
  await loginAs(page, ASN_RECEIVE.admin);
  await gotoHydrated(page, '/admin/advance-ship-notice/import-asn');
  await page.getByLabel('File (DESADV, UBL XML, CSV or XLSX)').setInputFiles({
    name: 'desadv.edi',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(asnFixtureBytes('desadv-una-two-pallets.edi')),
  });
  await page.getByRole('button', { name: 'Upload and check' }).tap();
  const preview = page.getByRole('region', { name: 'ASN ASN-1001' });
  await expect(preview.getByText('Order 1', { exact: true })).toBeVisible();
  await expectPhoneFriendly(page);
  await page.getByRole('button', { name: /^Import 1 advance ship notice/ }).tap();
  const done = page.getByRole('status').filter({ hasText: 'Imported 1 advance ship notice.' });
  await done.getByRole('link', { name: 'ASN ASN-1001' }).tap();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ASN ASN-1001');
  await expect(page.getByTestId('asn-status')).toHaveText('Expected');
  await expectPhoneFriendly(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: `Receive ASN ASN-1001 of ${ASN_RECEIVE.supplier}` }).tap();
  await page.waitForURL(/\/admin\/deliveries\/notes\/\d+$/);
  const noteUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId('receipt-asn')).toHaveText('Receiving ASN ASN-1001');

  // The first pallet's label, read by a hardware scanner: milk and yoghurt as announced (10 boxes of 12 yoghurts).
  await page.getByRole('textbox', { name: 'Scan a product' }).focus();
  await scanWithKeyboard(page, '00038300000000000017');
  await expect(page.getByTestId('scan-message')).toHaveText(
    'Pallet 038300000000000017: 2 lines confirmed as announced.',
  );
  const milk = lineCard(page, 'Mleko 3,5 %');
  const yoghurt = lineCard(page, 'Jogurt navadni 150 g');
  const cheese = lineCard(page, 'Sir edamec');
  await expect(milk.getByRole('textbox', { name: 'Delivered: Mleko 3,5 %' })).toHaveValue('24');
  await expect(yoghurt.getByRole('textbox', { name: 'Delivered: Jogurt navadni 150 g' })).toHaveValue('120');
  // The cheese, weighed on the second pallet, typed on the numeric keypad.
  const cheeseQuantity = cheese.getByRole('textbox', { name: 'Delivered: Sir edamec' });
  await expect(cheeseQuantity).toHaveAttribute('inputmode', 'decimal');
  await cheeseQuantity.fill('12,5');
  await expectPhoneFriendly(page);

  // A reload mid-receipt, once the screen says it saved, finds everything entered.
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 15_000 });
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(new RegExp(`${noteUrl}$`));
  await expect(yoghurt.getByRole('textbox', { name: 'Delivered: Jogurt navadni 150 g' })).toHaveValue('120');
  await expect(cheeseQuantity).toHaveValue(/^12[.,]5$/);

  await fillReadings(page);
  await page.getByRole('textbox', { name: "Driver's name" }).fill('Vid Voznik');
  const pad = page.getByRole('img', { name: "Driver's signature" });
  await pad.scrollIntoViewIfNeeded();
  await signWithFinger(page, pad);
  await expect(page.getByText('Signed', { exact: true })).toBeVisible();
  await page.getByTestId('sign-off').tap();
  await expect(page.getByRole('heading', { name: /^Delivery note \d+$/, level: 1 })).toBeVisible({ timeout: 15_000 });

  await gotoHydrated(page, '/admin/advance-ship-notice?q=ASN-1001');
  await page.getByRole('link', { name: `Open ASN ASN-1001 of ${ASN_RECEIVE.supplier}` }).tap();
  await expect(page.getByTestId('asn-status')).toHaveText('Received');
  await expectPhoneFriendly(page);
});
