import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_USERS } from '../support/accounts';
import { gotoHydrated, loginAs, waitForMail, type CaughtMail } from '../support/fixtures';
import { expectPhoneFriendly } from '../support/phone';
import { fillReadings, lineCard, orderedOn, placeOrder, startReceiving } from '../support/receiving';

/** Orders, receives with faults, sends the drafted reclamation, the supplier answers, a credit note settles it. */
test.setTimeout(180_000);

/** The mail's MIME parts, each decoded from its transfer encoding. */
function partsOf(mail: CaughtMail): { headers: string; body: Buffer }[] {
  return mail.raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
    const text = rest.join('\n\n');
    return {
      headers,
      body: /content-transfer-encoding:\s*base64/i.test(headers)
        ? Buffer.from(text.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64')
        : Buffer.from(text, 'latin1'),
    };
  });
}

/** An amount as a page shows it ("€12.50", "12,50 €"), as a plain decimal ("12.50"). */
function amountOf(text: string): string {
  const digits = /\d[\d.,]*\d|\d/.exec(text)![0];
  return digits.replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.');
}

async function importSheet(page: Page, file: string, supplier: string, kind: 'Invoice' | 'Credit note') {
  await gotoHydrated(page, '/admin/deliveries/comparison/credit-notes/import');
  await expectPhoneFriendly(page);
  await page.locator('#credit-note-file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).tap();
  await page.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: supplier });
  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: kind });
  await page.getByRole('button', { name: 'Next' }).tap();
  // The headers are guessed: nothing to choose, only to check.
  await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
  await expectPhoneFriendly(page);
  await page.getByRole('button', { name: 'Check' }).tap();
  await expect(page.getByRole('heading', { name: 'Check before importing' })).toBeVisible();
  await expectPhoneFriendly(page);
  await page.getByRole('button', { name: 'Import 1 document' }).tap();
  await expect(
    page
      .getByText('The document is saved.')
      .or(page.getByText(/imported/))
      .first(),
  ).toBeVisible();
}

test('a faulty delivery on a phone: the reclamation sent, answered by the supplier and settled by a credit note', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await loginAs(page, E2E_USERS.receiverReclamation.email);
  const { orderId, names, eans } = await placeOrder(page, ['4', '3', '2']);
  const notePath = await startReceiving(page, { orderId });
  await page.getByRole('button', { name: /^All as ordered/ }).tap();
  await fillReadings(page);
  // The breach on a line that takes its own reading (a chilled or frozen product), the shortage on another.
  let breachName = '';
  for (const name of names)
    if (!breachName && (await page.getByRole('textbox', { name: `Temperature: ${name}`, exact: true }).count()))
      breachName = name;
  expect(breachName, 'a product read on its own line').not.toBe('');
  const shortName = names.find((name) => name !== breachName)!;

  const shortCard = lineCard(page, shortName);
  const shortOrdered = await orderedOn(shortCard);
  await shortCard.getByRole('textbox', { name: `Delivered: ${shortName}` }).fill(String(shortOrdered - 1));
  await expect(shortCard.getByTestId('line-state')).toHaveText('Short');
  await shortCard.getByRole('radio', { name: 'Expect the rest' }).check();

  const breachCard = lineCard(page, breachName);
  await breachCard.getByRole('textbox', { name: `Temperature: ${breachName}`, exact: true }).fill('12');
  await expect(breachCard.getByTestId('line-state')).toHaveText('Temperature breach');
  await breachCard
    .getByRole('textbox', { name: `Corrective action: ${breachName}` })
    .fill('Moved to the cold room at once; core 3.8 °C after 20 minutes.');
  const photo = testInfo.outputPath('warm-crate.jpg');
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#a33' } })
    .jpeg()
    .toFile(photo);
  await breachCard.getByRole('button', { name: `Details: ${breachName}` }).tap();
  const picker = page.waitForEvent('filechooser');
  await breachCard.getByRole('button', { name: 'Choose a file' }).tap();
  await (await picker).setFiles(photo);
  await expect(breachCard.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Delivery note number' }).fill(`DN-R${orderId}`);
  await expectPhoneFriendly(page);
  await page.getByTestId('sign-off').tap();
  await expect(page.getByRole('heading', { name: /^Delivery note \d+$/, level: 1 })).toBeVisible({ timeout: 15_000 });

  // The note links to the reclamation drafted at sign-off.
  const link = page.getByTestId('note-reclamations').getByRole('link', { name: /^Reclamation \d+ — Open$/ });
  await expect(link).toBeVisible();
  await expectPhoneFriendly(page);
  const number = /Reclamation (\d+)/.exec((await link.textContent())!)![1]!;
  await link.tap();
  await page.waitForURL(/\/admin\/deliveries\/reclamations\/\d+$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const reclamationUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: `Reclamation ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByText(shortName).first()).toBeVisible();
  await expect(page.getByText(breachName).first()).toBeVisible();
  await expectPhoneFriendly(page);
  const to = /Goes to: (\S+)/.exec((await page.getByText(/^Goes to: /).textContent())!)![1]!.replace(/,$/, '');

  // Send, tapped twice at once: one mail.
  await page.getByRole('button', { name: 'Send to the supplier' }).dblclick();
  await expect(page.getByText('The reclamation is on its way to the supplier.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
  await expectPhoneFriendly(page);

  // The catcher hands the matcher the raw mail: its soft line breaks (quoted-printable) are joined first.
  const ofThis = (caught: CaughtMail) => {
    const text = caught.raw.replace(/=\r?\n/g, '');
    return text.includes('/reclamation-answer/') && text.includes(`DN-R${orderId}`);
  };
  const mail = await waitForMail(to, ofThis);
  const pdf = partsOf(mail).find((part) => /application\/pdf/i.test(part.headers));
  expect(pdf, 'the PDF attachment').toBeDefined();
  expect(pdf!.body.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(pdf!.body.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  const answerPath = /\/reclamation-answer\/[A-Za-z0-9_.~-]+/.exec(
    partsOf(mail)
      .map((part) => part.body.toString('utf8'))
      .join('\n'),
  )![0];
  // One mail for the double tap.
  await page.waitForTimeout(1500);
  const { readdir, readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const dir = path.join(process.env.E2E_DIR!, 'mail');
  let count = 0;
  for (const file of await readdir(dir)) {
    const caught = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CaughtMail;
    if (caught.to.includes(to.toLowerCase()) && ofThis(caught)) count++;
  }
  expect(count).toBe(1);

  // The supplier answers without a login: both lines accepted with the credits they promise.
  const supplier = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, hasTouch: true });
  const answer = await supplier.newPage();
  await answer.goto(answerPath);
  await answer.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectPhoneFriendly(answer);
  const lines = answer.getByTestId('answer-line');
  await expect(lines).toHaveCount(2);
  // Each line's credit is its amount at the order price (the hint says it), typed as the supplier promises it.
  const promised: Record<string, string> = {};
  const shown: Record<string, string> = {};
  for (const name of [shortName, breachName]) {
    const line = lines.filter({ hasText: name });
    await line.getByRole('radio', { name: /^(Accept|Sprejmi)$/ }).check();
    const credit = line.getByRole('textbox', { name: /^(Promised credit|Obljubljeni dobropis)/ });
    const hint = (await line.getByText(/^(Empty credits|Prazno)/).textContent())!;
    promised[name] = amountOf(hint);
    shown[name] = /\(([^)]+)\)/.exec(hint)![1]!;
    await credit.fill(promised[name]!);
  }
  await answer.getByRole('textbox', { name: /^(Your name|Vaše ime)/ }).fill('Rok Pirnat');
  await answer.getByRole('button', { name: /^(Send the answer|Pošlji odgovor)$/ }).tap();
  await expect(answer.getByText(/Thank you|Hvala/)).toBeVisible();
  await expectPhoneFriendly(answer);
  await supplier.close();

  await gotoHydrated(page, reclamationUrl);
  await expect(page.getByText('Answered', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Answered by Rok Pirnat/)).toBeVisible();
  await expectPhoneFriendly(page);

  // The supplier's invoice bills what was ordered; its credit note credits the short piece and the warm line.
  const supplierName = 'Pivovarna Kamnik d.o.o.';
  const ordered: Record<string, number> = {};
  await gotoHydrated(page, notePath);
  for (const name of [shortName, breachName]) {
    const text = (await lineCard(page, name).textContent())!;
    ordered[name] = Number(/Ordered ([\d.,]+)/.exec(text)![1]!.replace(',', ''));
  }
  const day = new Date().toISOString().slice(0, 10);
  const { writeFile } = await import('node:fs/promises');
  const invoice = testInfo.outputPath('invoice.csv');
  const unitPrice = (name: string, claimed: number) => (Number(promised[name]) / claimed).toFixed(4);
  await writeFile(
    invoice,
    [
      'Number,Date,Delivery note,Item,Quantity,Unit price',
      `R-${orderId},${day},DN-R${orderId},${eans[names.indexOf(shortName)]},${ordered[shortName]},${unitPrice(shortName, 1)}`,
      `R-${orderId},${day},DN-R${orderId},${eans[names.indexOf(breachName)]},${ordered[breachName]},${unitPrice(breachName, ordered[breachName]!)}`,
    ].join('\n'),
  );
  await importSheet(page, invoice, supplierName, 'Invoice');
  const credit = testInfo.outputPath('credit-note.csv');
  await writeFile(
    credit,
    [
      'Number,Date,Delivery note,Item,Difference,Amount',
      `D-${orderId},${day},DN-R${orderId},${eans[names.indexOf(shortName)]},1,${promised[shortName]}`,
      `D-${orderId},${day},DN-R${orderId},${eans[names.indexOf(breachName)]},${ordered[breachName]},${promised[breachName]}`,
    ].join('\n'),
  );
  await importSheet(page, credit, supplierName, 'Credit note');

  await gotoHydrated(page, reclamationUrl);
  await expect(page.getByText('Solved', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Settled by a credit note/).first()).toBeVisible();
  await expectPhoneFriendly(page);

  await gotoHydrated(page, '/admin/deliveries/comparison');
  await page.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: supplierName });
  await page.getByRole('button', { name: 'Filter' }).tap();
  const note = page.getByRole('region').filter({ hasText: `DN-R${orderId}` });
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: `Reclamation ${number}` })).toBeVisible();
  // The short piece billed and credited: no difference. The warm line was accepted whole, so its credit is a
  // difference the comparison shows (invoiced − credited − delivered).
  const shortRow = note.getByRole('row').filter({ hasText: shortName });
  await expect(shortRow).toContainText('Matches');
  const breachRow = note.getByRole('row').filter({ hasText: breachName });
  await expect(breachRow).toContainText('Difference');
  await expect(breachRow).toContainText(`-${shown[breachName]!}`);
  await expectPhoneFriendly(page);
});
