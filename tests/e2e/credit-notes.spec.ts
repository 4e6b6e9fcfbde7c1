import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CREDIT_NOTES } from './support/accounts';
import { gotoHydrated, loginAs } from './support/fixtures';
import { sessionAs } from './support/http';

const LIST = '/admin/deliveries/comparison/credit-notes';
const IMPORT = `${LIST}/import`;
const today = new Date().toISOString().slice(0, 10);

async function seeded(): Promise<{ reclamationId: number; otherShopCreditNoteId: number }> {
  return JSON.parse(await readFile(path.join(process.env.E2E_DIR!, CREDIT_NOTES.idsFile), 'utf8'));
}

async function fixture(name: string, content: string | Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'credit-notes-')), name);
  await writeFile(file, content);
  return file;
}

async function upload(page: Page, file: string) {
  await gotoHydrated(page, IMPORT);
  await page.getByLabel(/^File/).setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
}

/** The supplier's CSV: Slovenian headers, decimal commas, one line for the short yoghurt and one for no delivery. */
const CSV = [
  'Številka;Datum;Šifra artikla;Količina;Razlika;Znesek',
  `E2E-DO-CSV-1;${today};${CREDIT_NOTES.yoghurtCode};10;3;4,50`,
  `E2E-DO-CSV-1;${today};NEZNANO-9;1;1;2,00`,
].join('\n');

async function csvToPreview(page: Page, file: string) {
  await upload(page, file);
  await expect(page.getByRole('heading', { name: 'Supplier' })).toBeVisible();
  await page.getByLabel('Supplier').selectOption({ label: CREDIT_NOTES.dairy });
  await page.getByLabel('Kind').selectOption({ label: 'Credit note' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Match the columns' })).toBeVisible();
}

test('a CSV credit note: columns guessed from Slovenian headers, matched and unmatched lines, settles the reclamation, not twice', async ({
  page,
}) => {
  const { reclamationId } = await seeded();
  await loginAs(page, CREDIT_NOTES.admin);
  const file = await fixture('dobropis.csv', CSV);
  await csvToPreview(page, file);
  const guessed = {
    Številka: 'number',
    Datum: 'issueDate',
    'Šifra artikla': 'itemId',
    Količina: 'invoiceQuantity',
    Razlika: 'differenceQuantity',
    Znesek: 'amount',
  };
  for (const [column, field] of Object.entries(guessed))
    await expect(page.getByLabel(`Imported as, for column ${column}`)).toHaveValue(field);
  await page.getByRole('button', { name: 'Check' }).click();

  await expect(page.getByRole('heading', { name: 'Check before importing' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Lines of E2E-DO-CSV-1' });
  await expect(lines.getByRole('row', { name: /JO-7/ })).toContainText(`Delivery note ${CREDIT_NOTES.deliveryNumber}`);
  await expect(lines.getByRole('row', { name: /NEZNANO-9/ })).toContainText('Not matched');
  await expect(page.getByText('€6.50')).toBeVisible();

  // A double tap on the big button imports once.
  await page.getByRole('button', { name: 'Import 1 document' }).dblclick();
  const done = page.getByRole('status').filter({ hasText: 'E2E-DO-CSV-1' });
  await expect(done).toContainText('imported; 1 line is not matched.');
  await gotoHydrated(page, `${LIST}?q=E2E-DO-CSV-1`);
  await expect(page.getByRole('link', { name: /^Open E2E-DO-CSV-1 of / })).toHaveCount(1);

  await page.getByRole('link', { name: /^Open E2E-DO-CSV-1 of / }).click();
  await expect(page.getByRole('heading', { name: 'Credit note E2E-DO-CSV-1', level: 1 })).toBeVisible();
  await expect(page.getByText('1 line matches no delivery note line. It is kept and shown.')).toBeVisible();
  const detail = page.getByRole('table', { name: 'Lines' });
  await expect(detail.getByRole('row', { name: /JO-7/ })).toContainText(`Delivery note ${CREDIT_NOTES.deliveryNumber}`);
  await expect(detail.getByRole('row', { name: /NEZNANO-9/ })).toContainText('Not matched');

  // The answered reclamation of the shortage is settled by it.
  await gotoHydrated(page, `/admin/deliveries/reclamations/${reclamationId}`);
  await expect(page.getByText('Solved', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Settled by a credit note on/).first()).toBeVisible();

  // The same file again: the columns are remembered, and the document is refused by name, with a link to it.
  await csvToPreview(page, file);
  await expect(page.getByText('The columns are matched as you did last time for this supplier.')).toBeVisible();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'E2E-DO-CSV-1 is already saved' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ document/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open it' })).toBeVisible();
});

const UBL = (number: string) => `<?xml version="1.0" encoding="UTF-8"?>
<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  <cbc:ID>${number}</cbc:ID>
  <cbc:IssueDate>${today}</cbc:IssueDate>
  <cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:DespatchDocumentReference><cbc:ID>${CREDIT_NOTES.deliveryNumber}</cbc:ID></cac:DespatchDocumentReference>
  <cac:AccountingSupplierParty><cac:Party><cbc:EndpointID schemeID="9949">SI99999999</cbc:EndpointID>
    <cac:PartyName><cbc:Name>Neznani dobavitelj</cbc:Name></cac:PartyName></cac:Party></cac:AccountingSupplierParty>
  <cac:CreditNoteLine><cbc:ID>1</cbc:ID><cbc:CreditedQuantity unitCode="C62">1</cbc:CreditedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">3.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Maslo</cbc:Name><cac:SellersItemIdentification><cbc:ID>${CREDIT_NOTES.butterCode}</cbc:ID></cac:SellersItemIdentification></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">3.00</cbc:PriceAmount></cac:Price>
  </cac:CreditNoteLine>
</CreditNote>`;

test('a UBL 2.1 CreditNote is imported and listed, then deleted after its confirmation', async ({ page }) => {
  await loginAs(page, CREDIT_NOTES.admin);
  await upload(page, await fixture('dobropis.xml', UBL('E2E-DO-UBL-1')));
  // The document names none of the shop's suppliers: the user chooses.
  await expect(page.getByText('The document names none of your suppliers: choose the supplier.')).toBeVisible();
  await page.getByLabel('Supplier').selectOption({ label: CREDIT_NOTES.dairy });
  await page.getByRole('button', { name: 'Next' }).click();
  const lines = page.getByRole('table', { name: 'Lines of E2E-DO-UBL-1' });
  await expect(lines.getByRole('row', { name: /MA-7/ })).toContainText(`Delivery note ${CREDIT_NOTES.deliveryNumber}`);
  await page.getByRole('button', { name: 'Import 1 document' }).click();
  await page.getByRole('status').getByRole('link', { name: 'E2E-DO-UBL-1' }).click();
  await expect(page.getByRole('heading', { name: 'Credit note E2E-DO-UBL-1', level: 1 })).toBeVisible();
  await expect(page.getByText('UBL (e-invoice)')).toBeVisible();

  await gotoHydrated(page, LIST);
  await expect(page.getByRole('link', { name: `Open E2E-DO-UBL-1 of ${CREDIT_NOTES.dairy}` })).toBeVisible();

  // Deleting asks first; cancelling keeps it, confirming removes it from the list.
  await page.getByRole('link', { name: `Open E2E-DO-UBL-1 of ${CREDIT_NOTES.dairy}` }).click();
  await page.getByRole('button', { name: 'Delete document' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete E2E-DO-UBL-1 with its lines?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete document' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete document' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('link', { name: /^Open E2E-DO-UBL-1 of / })).toHaveCount(0);
});

test('a file that is neither CSV, XLSX nor UBL gets a clear error, not a 500', async ({ page }) => {
  await loginAs(page, CREDIT_NOTES.admin);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await gotoHydrated(page, IMPORT);
  await page.getByLabel(/^File/).setInputFiles(await fixture('slika.csv', png));
  const response = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/import'));
  await page.getByRole('button', { name: 'Upload' }).click();
  expect((await response).status()).toBeLessThan(500);
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('The file cannot be read');
  await expect(alert).toContainText(
    'This is not a document this page reads: upload a UBL e-invoice (CreditNote or Invoice, XML) or a CSV or XLSX spreadsheet.',
  );
  await expect(page.getByRole('button', { name: 'Upload' })).toBeVisible();
});

test('without deliveries:credit_notes the pages answer 403; another shop’s document answers 404', async ({
  baseURL,
  browser,
}) => {
  const { otherShopCreditNoteId } = await seeded();
  // In the browser: the staff user opening the list by its address, the admin another shop's document.
  for (const [email, url, status] of [
    [CREDIT_NOTES.staff, LIST, 403],
    [CREDIT_NOTES.admin, `${LIST}/${otherShopCreditNoteId}`, 404],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await loginAs(page, email);
    const response = await page.goto(url);
    expect(response?.status(), `${email} ${url}`).toBe(status);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('E2E-DO-DRUGJE')).toHaveCount(0);
    await context.close();
  }
  const staff = await sessionAs(baseURL!, CREDIT_NOTES.staff);
  const admin = await sessionAs(baseURL!, CREDIT_NOTES.admin);
  try {
    for (const url of [LIST, `${LIST}/new`, IMPORT, `${LIST}/${otherShopCreditNoteId}`])
      expect((await staff.api.get(url)).status(), url).toBe(403);
    expect((await staff.api.post(`${LIST}/new`, { form: { number: 'X' } })).status(), 'save').toBe(403);
    expect((await admin.api.get(LIST)).status(), 'list for the admin').toBe(200);
    expect((await admin.api.get(`${LIST}/${otherShopCreditNoteId}`)).status(), 'other shop').toBe(404);
    expect(
      (await admin.api.post(`${LIST}/${otherShopCreditNoteId}`, { form: { intent: 'delete' } })).status(),
      'delete in another shop',
    ).toBe(404);
  } finally {
    await Promise.all([staff.close(), admin.close()]);
  }
});
