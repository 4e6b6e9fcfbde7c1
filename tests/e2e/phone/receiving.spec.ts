import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_USERS } from '../support/accounts';
import { expectAccessible, gotoHydrated, loginAs } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';
import { countedByThePiece, fillReadings, lineCard, orderedOn, placeOrder, startReceiving } from '../support/receiving';
import { writeBarcodeVideo } from '../support/fake-camera';
import { launchWithFakeCamera, newPhoneContext, scanWithKeyboard, signWithFinger } from '../support/scanning';

/** Each journey orders first (its own cart) and receives its own order. */
test.setTimeout(120_000);

const signOffButton = (page: Page) => page.getByTestId('sign-off');

async function expectSignedOff(page: Page) {
  await expect(page.getByRole('heading', { name: /^Delivery note \d+$/, level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Signed off', { exact: true }).first()).toBeVisible();
}

test('receive an order on a phone: a short line whose rest is expected later, and an over-delivered line', async ({
  page,
}) => {
  await loginAs(page, E2E_USERS.receiver.email);
  const { orderId, names } = await placeOrder(page, ['4', '3']);
  const [shortName, overName] = names as [string, string];
  await startReceiving(page, { orderId });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Receive order \d+$/);
  await expectPhoneFriendly(page);

  const shortCard = lineCard(page, shortName);
  const overCard = lineCard(page, overName);
  const shortOrdered = await orderedOn(shortCard);
  const overOrdered = await orderedOn(overCard);
  const shortQuantity = shortCard.getByRole('textbox', { name: `Delivered: ${shortName}` });
  await expect(shortQuantity).toHaveAttribute('inputmode', 'decimal');
  await shortQuantity.fill(String(shortOrdered - 1));
  await expect(shortCard.getByTestId('line-state')).toHaveText('Short');
  await shortCard.getByRole('radio', { name: 'Expect the rest' }).check();
  // The + stepper twice after typing the ordered quantity: over-delivered.
  const overQuantity = overCard.getByRole('textbox', { name: `Delivered: ${overName}` });
  await overQuantity.fill(String(overOrdered));
  await expect(overCard.getByTestId('line-state')).toHaveText('OK');
  await overCard.getByRole('button', { name: `One more: ${overName}` }).tap();
  await overCard.getByRole('button', { name: `One more: ${overName}` }).tap();
  await expect(overQuantity).toHaveValue(String(overOrdered + 2));
  await expect(overCard.getByTestId('line-state')).toHaveText('Over-delivered');
  await fillReadings(page);
  await page.getByRole('textbox', { name: 'Delivery note number' }).fill('DN-4711');
  await expectPhoneFriendly(page);
  await expectAccessible(page);

  // Sign off straight after typing: the draft goes with the sign-off, no wait for the autosave.
  await overQuantity.fill(String(overOrdered + 2));
  await signOffButton(page).tap();
  await expectSignedOff(page);
  await expect(page.getByTestId('outcome')).toHaveText('With problems');
  await expect(lineCard(page, shortName).getByTestId('line-state')).toHaveText('Short');
  await expect(lineCard(page, overName).getByTestId('line-state')).toHaveText('Over-delivered');
  await expect(page.getByText('DN-4711')).toBeVisible();
  await expectPhoneFriendly(page);
  await expectAccessible(page);

  // The rest waits as a backorder; received later, it completes the order.
  const backorder = page.getByTestId('backorder');
  await expect(backorder).toContainText('The rest is expected later');
  await backorder.getByRole('button', { name: 'Receive the rest' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Receive order \d+$/);
  const rest = lineCard(page, shortName);
  await expect(rest.getByTestId('ordered')).toContainText('expected now 1');
  await expect(lineCard(page, overName)).toHaveCount(0);
  await page.getByRole('button', { name: /^All as ordered/ }).tap();
  await expect(rest.getByRole('textbox', { name: `Delivered: ${shortName}` })).toHaveValue('1');
  await fillReadings(page);
  await signOffButton(page).tap();
  await expectSignedOff(page);
  await expect(page.getByTestId('outcome')).toHaveText('All OK');

  await gotoHydrated(page, `/admin/ordering?status=completed`);
  await expect(page.locator(`a[href="/admin/ordering/${orderId}"]`).first()).toBeVisible();
});

test('a temperature breach blocks sign-off until a corrective action is entered', async ({ page }) => {
  await loginAs(page, E2E_USERS.receiverBreach.email);
  const { orderId, names } = await placeOrder(page, ['2']);
  const name = names[0]!;
  await startReceiving(page, { orderId });
  const card = lineCard(page, name);
  await page.getByRole('button', { name: /^All as ordered/ }).tap();
  // The van was warm in every compartment: whatever the product's regime, its reading is above the limit.
  await fillReadings(page, { room: '31', fridge: '9', freezer: '-5' });
  await expect(card.getByTestId('line-state')).toHaveText('Temperature breach');
  await expect(card.getByTestId('verdict')).toContainText('Above limit');

  await signOffButton(page).tap();
  const blockers = page.getByTestId('sign-off-problems');
  await expect(blockers).toContainText(`${name}: Above the limit: enter the corrective action or reject the line`);
  await expect(card.getByRole('textbox', { name: `Corrective action: ${name}` })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectPhoneFriendly(page);
  await blockers.getByRole('link', { name: new RegExp(name) }).tap();
  await card
    .getByRole('textbox', { name: `Corrective action: ${name}` })
    .fill('Moved to the cold room at once; core 3.8 °C after 20 minutes.');
  await expect(blockers).toBeHidden();
  await signOffButton(page).tap();
  await expectSignedOff(page);
  await expect(page.getByTestId('outcome')).toHaveText('With problems');
  await expect(lineCard(page, name).getByTestId('line-state')).toHaveText('Temperature breach');
  await expect(page.getByText('Moved to the cold room at once')).toBeVisible();
});

test("a photo of a line and of the delivery, the driver's signature, and an amendment with its reason", async ({
  page,
}, testInfo) => {
  await loginAs(page, E2E_USERS.receiverPhoto.email);
  const { orderId, names } = await placeOrder(page, ['2']);
  const name = names[0]!;
  await startReceiving(page, { orderId });
  const card = lineCard(page, name);
  await page.getByRole('button', { name: /^All as ordered/ }).tap();
  await fillReadings(page);

  const photo = testInfo.outputPath('crate.jpg');
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a33' } })
    .jpeg()
    .toFile(photo);
  await card.getByRole('button', { name: `Details: ${name}` }).tap();
  const linePicker = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Choose a file' }).tap();
  await (await linePicker).setFiles(photo);
  await expect(card.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  const deliveryPhotos = page.getByRole('region', { name: 'Photos of the delivery' });
  const deliveryPicker = page.waitForEvent('filechooser');
  await deliveryPhotos.getByRole('button', { name: 'Take a photo' }).tap();
  const chooser = await deliveryPicker;
  expect(await chooser.element().getAttribute('accept')).toBe('image/*');
  expect(await chooser.element().getAttribute('capture')).toBe('environment');
  await chooser.setFiles(photo);
  await expect(deliveryPhotos.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  // Not a photo: said so, nothing stored.
  const textPicker = page.waitForEvent('filechooser');
  await deliveryPhotos.getByRole('button', { name: 'Choose a file' }).tap();
  await (await textPicker).setFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') });
  await expect(deliveryPhotos.getByRole('alert')).toContainText('This file is not a photo');
  // A photo taken by mistake is deleted, and taken again.
  await deliveryPhotos.getByRole('button', { name: 'Delete photo 1' }).tap();
  await expect(deliveryPhotos.getByRole('img')).toHaveCount(0);
  const againPicker = page.waitForEvent('filechooser');
  await deliveryPhotos.getByRole('button', { name: 'Choose a file' }).tap();
  await (await againPicker).setFiles(photo);
  await expect(deliveryPhotos.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expectPhoneFriendly(page);

  await page.getByRole('textbox', { name: "Driver's name" }).fill('Marko Voznik');
  const pad = page.getByRole('img', { name: "Driver's signature" });
  await pad.scrollIntoViewIfNeeded();
  await signWithFinger(page, pad);
  await expect(page.getByText('Signed', { exact: true })).toBeVisible();
  await signOffButton(page).tap();
  await expectSignedOff(page);
  await expect(page.getByText('Marko Voznik')).toBeVisible();
  const signature = page.getByRole('img', { name: "The driver's signature" });
  await expect(signature).toBeVisible();
  await expect.poll(() => signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const photos = page.getByRole('img', { name: 'Photo 1' });
  await expect(photos).toHaveCount(2);
  await expect.poll(() => photos.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('main').getByText(`${E2E_USERS.receiverPhoto.name} Tester`)).toBeVisible();
  await expectPhoneFriendly(page);

  // A correction is an amendment with its reason: a new draft linked both ways.
  const original = page.url();
  await page.getByRole('button', { name: 'Amend' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Amend this delivery note' });
  await dialog.getByRole('button', { name: 'Start the amendment' }).tap();
  await expect(dialog.getByRole('textbox', { name: 'Reason for the amendment' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Reason for the amendment' }).fill('One crate was broken');
  await dialog.getByRole('button', { name: 'Start the amendment' }).tap();
  await expect(page.getByText('An amendment. Reason: One crate was broken')).toBeVisible();
  await expect(page).not.toHaveURL(original);
  const amended = lineCard(page, name).getByRole('textbox', { name: `Delivered: ${name}` });
  await amended.fill(String(Number(await amended.inputValue()) - 1));
  await fillReadings(page);
  await signOffButton(page).tap();
  await expectSignedOff(page);
  await expect(page.getByTestId('amends')).toContainText('Reason: One crate was broken');
  await page.getByTestId('amends').getByRole('link').tap();
  await expect(page.getByTestId('amended-by')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Amend' })).toHaveCount(0);
});

test('a reload mid-receipt, offline or not, finds everything entered', async ({ page, context }) => {
  await loginAs(page, E2E_USERS.receiverReload.email);
  const { orderId, names } = await placeOrder(page, ['3', '2']);
  const [first, second] = names as [string, string];
  const noteUrl = await startReceiving(page, { orderId });
  const saveState = page.getByTestId('save-state');

  await page.getByRole('textbox', { name: 'Delivery note number' }).fill('RL-1');
  await lineCard(page, first)
    .getByRole('textbox', { name: `Delivered: ${first}` })
    .fill('1');
  await fillReadings(page, { room: '19', fridge: '2,5', freezer: '-21' });
  await expect(saveState).toHaveText('Saved');

  // Offline: kept on the phone and said so; saved when the connection is back.
  await context.setOffline(true);
  await lineCard(page, second)
    .getByRole('textbox', { name: `Delivered: ${second}` })
    .fill('2');
  await expect(saveState).toHaveText('Offline, will save');
  await context.setOffline(false);
  await expect(saveState).toHaveText('Saved', { timeout: 15_000 });

  // A change and a reload before the autosave: the phone's copy brings it back, and saves it.
  await page.getByRole('textbox', { name: "Driver's name" }).fill('Janez');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(new RegExp(`${noteUrl}$`));
  await expect(page.getByRole('textbox', { name: "Driver's name" })).toHaveValue('Janez');
  await expect(page.getByRole('textbox', { name: 'Delivery note number' })).toHaveValue('RL-1');
  await expect(lineCard(page, first).getByRole('textbox', { name: `Delivered: ${first}` })).toHaveValue('1');
  await expect(lineCard(page, second).getByRole('textbox', { name: `Delivered: ${second}` })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Refrigerator', exact: true })).toHaveValue('2,5');
  await expect(saveState).toHaveText('Saved');

  // And the server has it all: another browser (no device copy) sees the same.
  const other = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const fresh = await other.newPage();
  await loginAs(fresh, E2E_USERS.receiverReload.email);
  await gotoHydrated(fresh, noteUrl);
  await expect(fresh.getByRole('textbox', { name: "Driver's name" })).toHaveValue('Janez');
  await expect(lineCard(fresh, second).getByRole('textbox', { name: `Delivered: ${second}` })).toHaveValue('2');
  await other.close();
});

test('a reload while a save is under way loses nothing typed after it, and sign-off then goes through', async ({
  page,
}) => {
  await loginAs(page, E2E_USERS.receiverRace.email);
  const { orderId, names } = await placeOrder(page, ['3']);
  const name = names[0]!;
  await startReceiving(page, { orderId });
  const quantity = () => lineCard(page, name).getByRole('textbox', { name: `Delivered: ${name}` });
  await fillReadings(page);
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  // The next save reaches the server, but its answer is slow to come back; the receiver types on and reloads.
  let held = 0;
  await page.route('**/draft', async (route) => {
    const response = await route.fetch();
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.fulfill({ response }).catch(() => undefined);
  });
  await quantity().fill('1');
  await expect.poll(() => held).toBe(1);
  await page.getByRole('textbox', { name: "Driver's name" }).fill('Zdravko');
  await page.unroute('**/draft');
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  // The device's copy is newer than its own save that landed: it is kept, and saved without a conflict.
  await expect(quantity()).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: "Driver's name" })).toHaveValue('Zdravko');
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  await quantity().fill('3');
  await signOffButton(page).tap();
  await expectSignedOff(page);
  await expect(page.getByText('Zdravko')).toBeVisible();
});

test('sign-off records once: a double tap, and a retry after the answer was lost', async ({ page }) => {
  await loginAs(page, E2E_USERS.receiverTwice.email);
  const { orderId, names } = await placeOrder(page, ['4']);
  const name = names[0]!;
  await startReceiving(page, { orderId });
  const card = lineCard(page, name);
  const ordered = await orderedOn(card);
  await card.getByRole('textbox', { name: `Delivered: ${name}` }).fill(String(ordered - 2));
  await card.getByRole('radio', { name: 'Expect the rest' }).check();
  await fillReadings(page);

  // The first sign-off reaches the server, but its answer is lost on the way back.
  let posts = 0;
  await page.route('**/sign-off', async (route) => {
    posts += 1;
    if (posts === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await signOffButton(page).dblclick();
  await expect(page.getByRole('alert')).toContainText('No answer from the server');
  expect(posts).toBe(1);
  // The retry carries the same key: the server answers what it recorded the first time.
  await signOffButton(page).tap();
  await expectSignedOff(page);
  expect(posts).toBe(2);

  // The order counted the delivery once: what is still expected is the ordered quantity less one delivery.
  await page.getByTestId('backorder').getByRole('button', { name: 'Receive the rest' }).tap();
  await expect(lineCard(page, name).getByTestId('ordered')).toContainText('expected now 2');
});

test('scanning: a code counts on its line, and an unknown one becomes an unplanned line', async ({ page }) => {
  await loginAs(page, E2E_USERS.receiverScan.email);
  const { orderId, names, eans, unordered } = await placeOrder(page, ['3'], { take: countedByThePiece });
  const name = names[0]!;
  await startReceiving(page, { orderId });
  const card = lineCard(page, name);
  const quantity = card.getByRole('textbox', { name: `Delivered: ${name}` });
  const message = page.getByTestId('scan-message');

  // A hardware scanner in the scan field, then on the page with the focus elsewhere (not in a text field).
  await page.getByRole('textbox', { name: 'Scan a product' }).focus();
  await scanWithKeyboard(page, eans[0]!);
  await expect(quantity).toHaveValue('1');
  await expect(message).toContainText(`${name}: +1, now 1`);
  await page.getByRole('heading', { level: 1 }).click();
  await scanWithKeyboard(page, eans[0]!);
  await expect(quantity).toHaveValue('2');

  // A GS1 label of the same product with a lot and a best before already past: the line gets both, and a warning.
  await page.getByRole('textbox', { name: 'Scan a product' }).focus();
  await scanWithKeyboard(page, `01${eans[0]!.padStart(14, '0')}15200101\u001d` + '10LOT42');
  await expect(quantity).toHaveValue('3');
  await expect(message).toContainText('has passed');

  // A code no line has: said so, and added as an unplanned line on request.
  await scanWithKeyboard(page, unordered.ean);
  await expect(message).toContainText(`No line has the code ${unordered.ean.padStart(14, '0')}`);
  await message.getByRole('button', { name: 'Add it as an unplanned line' }).tap();
  const extra = lineCard(page, unordered.name);
  await expect(extra.getByTestId('ordered')).toHaveText('Not ordered (unplanned)');
  await expect(extra.getByRole('textbox', { name: `Delivered: ${unordered.name}` })).toHaveValue('1');
  await expectPhoneFriendly(page);

  await fillReadings(page);
  await signOffButton(page).tap();
  await expectSignedOff(page);
  await expect(lineCard(page, unordered.name)).toBeVisible();
  await expect(page.getByRole('main').getByText('LOT42')).toBeVisible();
});

test("scanning with the phone's camera: the product's EAN counts on its line", async ({ page, baseURL }, testInfo) => {
  await loginAs(page, E2E_USERS.receiverCamera.email);
  const { orderId, names, eans } = await placeOrder(page, ['2'], { take: countedByThePiece });
  const [name, ean] = [names[0]!, eans[0]!];

  // A phone whose camera shows that EAN-13 (the fake camera is a browser-wide flag).
  const video = await writeBarcodeVideo(testInfo.outputPath('ean.y4m'), ean, 'EAN13');
  const browser = await launchWithFakeCamera(video);
  try {
    const context = await newPhoneContext(browser, baseURL);
    const phone = await context.newPage();
    await loginAs(phone, E2E_USERS.receiverCamera.email);
    await startReceiving(phone, { orderId });
    await phone.getByRole('button', { name: 'Scan with the camera', exact: true }).tap();
    const camera = phone.getByRole('dialog', { name: 'Scan with the camera' });
    await expect(camera).toContainText(`Scanned: ${ean}`, { timeout: 20_000 });
    // The box stays in view while the person looks up: it counts once, not once per second or so.
    await phone.waitForTimeout(3000);
    await expect(camera).toContainText('1 code scanned');
    await camera.getByRole('button', { name: 'Done' }).tap();
    await expect(camera).toBeHidden();
    await expect(lineCard(phone, name).getByRole('textbox', { name: `Delivered: ${name}` })).toHaveValue('1');
    await expect(phone.getByTestId('scan-message')).toContainText(`${name}: +1, now 1`);
    await expectPhoneFriendly(phone);
    await context.close();
  } finally {
    await browser.close();
  }
});

test('two people receive one order at once: the second is told, keeps the draft, and re-bases it', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, E2E_USERS.receiverFirst.email);
  const { orderId, names } = await placeOrder(page, ['4']);
  const name = names[0]!;
  const other = await browser.newContext({ ...test.info().project.use, baseURL });
  const second = await other.newPage();
  await loginAs(second, E2E_USERS.receiverSecond.email);
  await startReceiving(second, { orderId });
  await startReceiving(page, { orderId });

  // The first signs off two fewer than ordered; the rest is expected.
  const ordered = await orderedOn(lineCard(page, name));
  await lineCard(page, name)
    .getByRole('textbox', { name: `Delivered: ${name}` })
    .fill(String(ordered - 2));
  await fillReadings(page);
  await signOffButton(page).tap();
  await expectSignedOff(page);

  // The second, on a draft begun before that, is refused: their entries stay.
  const quantity = lineCard(second, name).getByRole('textbox', { name: `Delivered: ${name}` });
  await quantity.fill(String(ordered));
  await fillReadings(second);
  await signOffButton(second).tap();
  const conflict = second.getByRole('alert').filter({ hasText: 'Already received' });
  await expect(conflict).toContainText('Another sign-off of this order came first');
  await expect(quantity).toHaveValue(String(ordered));
  await expectPhoneFriendly(second);
  await conflict.getByRole('button', { name: 'Use what was received' }).tap();
  await expect(lineCard(second, name).getByTestId('ordered')).toContainText('expected now 2');
  await expect(conflict).toBeHidden();
  // Re-based on what is still expected, with what they typed kept: they correct it to what came this time.
  await expect(quantity).toHaveValue(String(ordered));
  await expect(lineCard(second, name).getByTestId('line-state')).toHaveText('Over-delivered');
  await quantity.fill('2');
  await expect(lineCard(second, name).getByTestId('line-state')).toHaveText('OK');
  await signOffButton(second).tap();
  await expectSignedOff(second);
  await expect(second.getByTestId('outcome')).toHaveText('All OK');
  await other.close();
});

test('an unplanned delivery: choose the supplier, then find what came by name', async ({ page }) => {
  await loginAs(page, E2E_USERS.receiverScan.email);
  await gotoHydrated(page, '/admin/deliveries/receive');
  await expectPhoneFriendly(page);
  await page.getByRole('button', { name: 'Start receiving' }).tap();
  await expect(page.getByRole('combobox', { name: 'Supplier' })).toBeFocused();
  await page.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: 'Pivovarna Kamnik d.o.o.' });
  await page.getByRole('button', { name: 'Start receiving' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receive from Pivovarna Kamnik d.o.o.');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByText('No lines yet')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Name or code' }).fill('a');
  await page.getByRole('button', { name: 'Search', exact: true }).tap();
  const add = page.getByRole('button', { name: /^Add / }).first();
  const name = (await add.getAttribute('aria-label'))!.replace(/^Add /, '');
  await add.tap();
  const card = lineCard(page, name);
  await expect(card.getByTestId('ordered')).toHaveText('Not ordered (unplanned)');
  await card.getByRole('textbox', { name: `Delivered: ${name}` }).fill('2');
  await fillReadings(page);
  await expectPhoneFriendly(page);
  await signOffButton(page).tap();
  await expectSignedOff(page);
  await expect(lineCard(page, name)).toContainText('delivered 2');
});
