import { expect, test } from '@playwright/test';
import { DEMO_SUPPLIERS } from '#app/modules/shop-suppliers/demo-suppliers.data';
import { E2E_USERS } from '../support/accounts';
import { expectAccessible, gotoHydrated, loginAs, waitForMail } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';
import { fillReadings } from '../support/receiving';
import { scanWithKeyboard, signWithFinger } from '../support/scanning';

test.setTimeout(120_000);

/**
 * Receiving against the demo's expected advance ship notice of Hotel Bled Kitchen (a DESADV announcing one of its open
 * orders, on pallets): from the list to its page, Receive, a pallet's SSCC scanned like a hardware scanner confirms
 * its lines, one line corrected, signed off with the driver's signature; the ASN is then partly received and the
 * supplier gets the receiving advice with the differences as CSV and a RECADV.
 */
test('receive an advance ship notice on a phone: scan a pallet, correct a line, sign off, advice to the supplier', async ({
  page,
}) => {
  await loginAs(page, E2E_USERS.receiverAsn.email);
  await gotoHydrated(page, '/admin/advance-ship-notice?status=expected');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advance ship notices');
  await expectPhoneFriendly(page);
  await expectAccessible(page);

  const open = page.getByRole('link', { name: /^Open ASN DESADV-/ }).first();
  const label = (await open.getAttribute('aria-label'))!;
  const [, asnNumber = '', supplier = ''] = /^Open ASN (\S+) of (.+)$/.exec(label)!;
  await open.tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`ASN ${asnNumber}`);
  await expect(page.getByTestId('asn-status')).toHaveText('Expected');
  const asnUrl = new URL(page.url()).pathname;
  const pallet = page.getByTestId('asn-pallet').first();
  const sscc = /Pallet (\d{18})/.exec((await pallet.textContent())!)![1]!;
  await expectPhoneFriendly(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: `Receive ASN ${asnNumber} of ${supplier}` }).tap();
  await page.waitForURL(/\/admin\/deliveries\/notes\/\d+$/);
  await expect(page.getByTestId('receipt-asn')).toHaveText(`Receiving ASN ${asnNumber}`);
  // The line no product of the shop matches is shown, not dropped.
  await expect(page.getByTestId('asn-notices')).toContainText('Promotional display stand');
  await expectPhoneFriendly(page);

  // The pallet's label, read by a hardware scanner into the scan field: all its lines as announced.
  await page.getByRole('textbox', { name: 'Scan a product' }).focus();
  await scanWithKeyboard(page, `00${sscc}`);
  const message = page.getByTestId('scan-message');
  await expect(message).toContainText(new RegExp(`^Pallet ${sscc}: \\d+ lines? confirmed as announced\\.$`));
  const lines = page.locator('section[id^="line-"]');
  const first = lines.first();
  const quantity = first.getByRole('textbox', { name: /^Delivered: / });
  await expect(quantity).not.toHaveValue('');
  // The rest of the van as announced; then one line counted short.
  const rest = page.getByTestId('all-as-announced');
  if (await rest.isVisible()) await rest.tap();
  const announced = Number((await quantity.inputValue()).replace(',', '.'));
  await quantity.fill(String(announced - 1));
  await expect(first.getByTestId('line-state')).toHaveText('Short');
  await first.getByRole('radio', { name: 'Cancel the rest' }).check();
  await fillReadings(page);
  await page.getByRole('textbox', { name: "Driver's name" }).fill('Vid Voznik');
  const pad = page.getByRole('img', { name: "Driver's signature" });
  await pad.scrollIntoViewIfNeeded();
  await signWithFinger(page, pad);
  await expect(page.getByText('Signed', { exact: true })).toBeVisible();
  await expectPhoneFriendly(page);
  await expectAccessible(page);

  await page.getByTestId('sign-off').tap();
  await expect(page.getByRole('heading', { name: /^Delivery note \d+$/, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Signed off', { exact: true }).first()).toBeVisible();

  await gotoHydrated(page, asnUrl);
  await expect(page.getByTestId('asn-status')).toHaveText('Partly received');
  await expect(page.getByRole('region', { name: 'Delivery notes received against it' }).getByRole('link')).toHaveCount(
    1,
  );
  await expectPhoneFriendly(page);

  // The receiving advice to the supplier's order address, with the differences as CSV.
  const email = DEMO_SUPPLIERS.find((demo) => demo.directory.name === supplier)!.directory.email;
  const mail = await waitForMail(email, (caught) => caught.raw.includes(asnNumber));
  expect(mail.raw).toContain(`Receiving advice for ${asnNumber} from Hotel Bled Kitchen`);
  expect(mail.raw).toContain(`receiving-advice-${asnNumber}.csv`);
  expect(mail.raw).toMatch(/Content-Type: text\/csv/i);
  // The supplier sent EDIFACT: a RECADV is attached too.
  expect(mail.raw).toContain(`receiving-advice-${asnNumber}.edi`);
});
