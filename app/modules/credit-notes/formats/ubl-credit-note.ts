import {
  all,
  attribute,
  dateAt,
  fail,
  itemGtin,
  one,
  parseUbl,
  readParty,
  readQuantity,
  text,
  textAt,
  UblError,
  type XmlNode,
} from '#app/modules/asn/formats/ubl-xml';
import type { CreditNoteKind } from '#app/db/schema/reclamations';
import {
  plainAmount,
  type CreditNoteReadResult,
  type ParsedCreditNote,
  type ParsedCreditNoteLine,
} from '../credit-note-document';

/**
 * A UBL 2.1 CreditNote or Invoice as sent over Peppol (BIS Billing 3.0) read into ParsedCreditNote, through the safe
 * UBL parsing of the ASN readers (asn/formats/ubl-xml.ts: no DOCTYPE, errors with line and column, a
 * StandardBusinessDocument envelope opened). An Invoice is an invoice, or a debit note when its InvoiceTypeCode is 383;
 * a CreditNote is a credit note. The supplier is AccountingSupplierParty (endpoint, VAT, identifications). Unit codes
 * (UN/ECE Rec 20) are kept as written.
 */

const DEBIT_NOTE_TYPE = '383';

function amountAt(node: XmlNode | undefined, at: string): string | null {
  const value = text(node);
  if (value === null) return null;
  const amount = plainAmount(value);
  if (amount === null) fail('bad_amount', at, { value: value.slice(0, 35) });
  return amount;
}

function readLine(line: XmlNode, index: number, root: 'CreditNote' | 'Invoice', kind: CreditNoteKind) {
  const element = root === 'CreditNote' ? 'CreditNoteLine' : 'InvoiceLine';
  const quantityElement = root === 'CreditNote' ? 'CreditedQuantity' : 'InvoicedQuantity';
  const at = `${element}[${index + 1}]`;
  const item = one(line, 'Item');
  const gtin = itemGtin(item, at);
  const sellersCode = textAt(item, 'SellersItemIdentification', 'ID');
  const itemId = sellersCode ?? gtin ?? textAt(item, 'BuyersItemIdentification', 'ID');
  if (itemId === null) fail('missing_element', `${at}/Item`, { element: 'SellersItemIdentification' });
  const quantityNode = one(line, quantityElement);
  const quantity = readQuantity(quantityNode, `${at}/${quantityElement}`);
  const amount = amountAt(one(line, 'LineExtensionAmount'), `${at}/LineExtensionAmount`);
  if (amount === null) fail('missing_element', at, { element: 'LineExtensionAmount' });
  const priceNode = one(line, 'Price', 'PriceAmount');
  const result: ParsedCreditNoteLine = {
    itemId: itemId!,
    gtin: sellersCode ? gtin : null,
    description: textAt(item, 'Name') ?? textAt(item, 'Description'),
    // An invoice bills its quantity; a credit or debit note's quantity is the difference it credits or charges.
    invoiceQuantity: kind === 'invoice' ? quantity : null,
    differenceQuantity: kind === 'invoice' ? null : quantity,
    unit: attribute(quantityNode, 'unitCode'),
    unitPrice: amountAt(priceNode, `${at}/Price/PriceAmount`),
    amount: amount!,
  };
  return result;
}

function readDocument(document: XmlNode, root: 'CreditNote' | 'Invoice'): ParsedCreditNote {
  const number = textAt(document, 'ID');
  if (number === null) fail('missing_element', root, { element: 'ID' });
  const issueDate = dateAt(document, root, 'IssueDate');
  if (issueDate === null) fail('missing_element', root, { element: 'IssueDate' });
  const kind: CreditNoteKind =
    root === 'CreditNote' ? 'credit' : textAt(document, 'InvoiceTypeCode') === DEBIT_NOTE_TYPE ? 'debit' : 'invoice';
  const lines = all(document, root === 'CreditNote' ? 'CreditNoteLine' : 'InvoiceLine');
  if (!lines.length) fail('no_lines', root);
  const supplierParty = one(document, 'AccountingSupplierParty', 'Party');
  return {
    kind,
    number: number!,
    issueDate: issueDate!,
    orderReference: textAt(document, 'OrderReference', 'ID'),
    deliveryReference: textAt(document, 'DespatchDocumentReference', 'ID'),
    invoiceReference: textAt(document, 'BillingReference', 'InvoiceDocumentReference', 'ID'),
    currency: textAt(document, 'DocumentCurrencyCode') ?? 'EUR',
    totalAmount: amountAt(one(document, 'LegalMonetaryTotal', 'LineExtensionAmount'), `${root}/LegalMonetaryTotal`),
    supplier: readParty(supplierParty, `${root}/AccountingSupplierParty/Party`),
    lines: lines.map((line, index) => readLine(line, index, root, kind)),
  };
}

/** Reads a UBL CreditNote or Invoice (or a StandardBusinessDocument carrying one). */
export function readUblCreditNote(input: string): CreditNoteReadResult {
  const parsed = parseUbl(input, ['CreditNote', 'Invoice']);
  if (!parsed.ok) return parsed;
  try {
    return { ok: true, document: readDocument(parsed.document, parsed.root as 'CreditNote' | 'Invoice') };
  } catch (error) {
    if (error instanceof UblError) return { ok: false, errors: [error.error] };
    throw error;
  }
}
