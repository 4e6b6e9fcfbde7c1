import { expect, test } from '@playwright/test';
import { RECEIVING_RECORDS as RECORDS } from '../support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';
import { fillReadings, lineCard } from '../support/receiving';

test.setTimeout(120_000);

/**
 * At the door of Piran Records Kitchen (receiving-records-seed.ts): the fish supplier's MSC certificate expired, so
 * the MSC fillet warns on its card and at sign-off without blocking it; the bags never go into stock (a product
 * setting); the bread is kept out of stock by the receiver with a reason, which survives a reload, and Sign off is
 * pressed straight after typing. The signed-off note shows the facts the records are made of.
 */
test('receiving records on a phone: an expired MSC certificate warns, a line excluded from stock with its reason', async ({
  page,
}) => {
  await loginAs(page, RECORDS.admin);
  await gotoHydrated(page, '/admin/deliveries/notes');
  await expectPhoneFriendly(page);
  await page
    .getByTestId('expected-delivery')
    .getByRole('button', { name: /^Receive order \d+ from / })
    .tap();
  await page.waitForURL(/\/admin\/deliveries\/notes\/\d+$/);
  const noteUrl = new URL(page.url()).pathname;

  // The fillet: risky, MSC, and the supplier's certificate expired before today: a warning on its card.
  const fish = lineCard(page, RECORDS.fish);
  await expect(fish.getByTestId('risky')).toHaveText('Risk item');
  await expect(fish.getByTestId('certificate-scheme')).toHaveText('MSC certified');
  await expect(fish.getByTestId('certificate-warning')).toContainText(
    `The supplier's MSC certificate ${RECORDS.mscNumber} expired on`,
  );
  // The bags never go into stock: no reason asked.
  const bags = lineCard(page, RECORDS.bags);
  await expect(bags.getByTestId('not-in-stock')).toHaveText('Not in stock');
  await expectPhoneFriendly(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: /^All as ordered/ }).tap();
  await fillReadings(page);
  // The fillet's certificate number comes from the supplier's settings.
  await fish.getByRole('button', { name: `Details: ${RECORDS.fish}` }).tap();
  await expect(fish.getByRole('textbox', { name: `MSC certificate number of ${RECORDS.fish}` })).toHaveValue(
    RECORDS.mscNumber,
  );
  await bags.getByRole('button', { name: `Details: ${RECORDS.bags}` }).tap();
  await expect(bags.getByTestId('excluded-by-product')).toBeVisible();

  // The bread is kept out of stock by the receiver; the reason is begun, then the page reloads.
  const bread = lineCard(page, RECORDS.bread);
  await bread.getByRole('button', { name: `Details: ${RECORDS.bread}` }).tap();
  await bread.getByRole('checkbox', { name: `Exclude ${RECORDS.bread} from stock` }).check();
  await expect(bread.getByTestId('not-in-stock')).toBeVisible();
  // Without a reason, Sign off says what is missing, on the line.
  await page.getByTestId('sign-off').tap();
  await expect(page.getByTestId('sign-off-problems')).toContainText(
    `${RECORDS.bread}: Say why it is not taken into stock`,
  );
  await expect(bread.getByText('Say why it is not taken into stock')).toBeVisible();
  const reason = bread.getByRole('textbox', { name: `Reason for excluding ${RECORDS.bread} from stock` });
  await reason.fill('For the staff');
  await expectPhoneFriendly(page);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(new RegExp(`${noteUrl}$`));
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await bread.getByRole('button', { name: `Details: ${RECORDS.bread}` }).tap();
  await expect(bread.getByRole('checkbox', { name: `Exclude ${RECORDS.bread} from stock` })).toBeChecked();
  await expect(reason).toHaveValue('For the staff');

  // Warned at sign-off, not blocked; the reason finished and Sign off pressed at once.
  await expect(page.getByTestId('sign-off-warnings')).toContainText(RECORDS.fish);
  await expect(page.getByTestId('sign-off-problems')).toHaveCount(0);
  await reason.fill('For the staff canteen');
  await page.getByTestId('sign-off').tap();
  await expect(page.getByRole('heading', { name: /^Delivery note \d+$/, level: 1 })).toBeVisible({ timeout: 15_000 });

  // The note shows what the records are made of.
  await expect(fish.getByTestId('line-records')).toHaveText(
    new RegExp(`^Risk item · MSC certificate ${RECORDS.mscNumber}, valid until .*2025$`),
  );
  await expect(bread.getByTestId('line-records')).toHaveText('Excluded from stock: For the staff canteen');
  await expect(bags.getByTestId('line-records')).toHaveText('Excluded from stock (a setting of the product)');
  await expectPhoneFriendly(page);
  await expectAccessible(page);
});
