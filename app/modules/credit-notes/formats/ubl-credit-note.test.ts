import { describe, expect, it } from 'vitest';
import { readUblCreditNote } from './ubl-credit-note';

const CREDIT_NOTE = `<?xml version="1.0" encoding="UTF-8"?>
<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
  <cbc:ID>CN-2026-17</cbc:ID>
  <cbc:IssueDate>2026-11-20</cbc:IssueDate>
  <cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:OrderReference><cbc:ID>42</cbc:ID></cac:OrderReference>
  <cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>INV-900</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>
  <cac:DespatchDocumentReference><cbc:ID>DN-555</cbc:ID></cac:DespatchDocumentReference>
  <cac:AccountingSupplierParty><cac:Party>
    <cbc:EndpointID schemeID="9949">SI12345678</cbc:EndpointID>
    <cac:PartyTaxScheme><cbc:CompanyID>SI12345678</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>Mlekarna d.o.o.</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">6.40</cbc:LineExtensionAmount></cac:LegalMonetaryTotal>
  <cac:CreditNoteLine>
    <cbc:ID>1</cbc:ID>
    <cbc:CreditedQuantity unitCode="C62">4</cbc:CreditedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">4.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Milk 1 l</cbc:Name>
      <cac:SellersItemIdentification><cbc:ID>MILK-1</cbc:ID></cac:SellersItemIdentification>
      <cac:StandardItemIdentification><cbc:ID schemeID="0160">3830001234565</cbc:ID></cac:StandardItemIdentification>
    </cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">1.00</cbc:PriceAmount></cac:Price>
  </cac:CreditNoteLine>
  <cac:CreditNoteLine>
    <cbc:ID>2</cbc:ID>
    <cbc:CreditedQuantity unitCode="KGM">1.2</cbc:CreditedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">2.40</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Cheese</cbc:Name>
      <cac:StandardItemIdentification><cbc:ID schemeID="0160">3830001234572</cbc:ID></cac:StandardItemIdentification>
    </cac:Item>
  </cac:CreditNoteLine>
</CreditNote>`;

const invoice = (typeCode: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>INV-77</cbc:ID>
  <cbc:IssueDate>2026-11-18</cbc:IssueDate>
  <cbc:InvoiceTypeCode>${typeCode}</cbc:InvoiceTypeCode>
  <cac:AccountingSupplierParty><cac:Party><cbc:EndpointID schemeID="0088">3830000000017</cbc:EndpointID></cac:Party></cac:AccountingSupplierParty>
  <cac:InvoiceLine>
    <cbc:ID>1</cbc:ID>
    <cbc:InvoicedQuantity unitCode="C62">10</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">12.50</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Bread</cbc:Name><cac:SellersItemIdentification><cbc:ID>BR-1</cbc:ID></cac:SellersItemIdentification></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">1.25</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
</Invoice>`;

describe('UBL CreditNote and Invoice', () => {
  it('reads a Peppol credit note: references, supplier, lines with codes, credited quantities and amounts', () => {
    const read = readUblCreditNote(CREDIT_NOTE);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const { document } = read;
    expect(document).toMatchObject({
      kind: 'credit',
      number: 'CN-2026-17',
      issueDate: '2026-11-20',
      orderReference: '42',
      deliveryReference: 'DN-555',
      invoiceReference: 'INV-900',
      totalAmount: '6.4',
      currency: 'EUR',
    });
    expect(document.supplier?.vatNumber).toBe('SI12345678');
    expect(document.lines).toEqual([
      {
        itemId: 'MILK-1',
        gtin: '3830001234565',
        description: 'Milk 1 l',
        invoiceQuantity: null,
        differenceQuantity: '4',
        unit: 'C62',
        unitPrice: '1',
        amount: '4',
      },
      expect.objectContaining({ itemId: '3830001234572', gtin: null, differenceQuantity: '1.2', unit: 'KGM' }),
    ]);
  });

  it('reads an invoice (380) with its invoiced quantity, and a debit note (383) as a difference', () => {
    const read = readUblCreditNote(invoice('380'));
    expect(read.ok && read.document.kind).toBe('invoice');
    expect(read.ok && read.document.supplier?.gln).toBe('3830000000017');
    expect(read.ok && read.document.lines[0]).toMatchObject({ invoiceQuantity: '10', differenceQuantity: null });
    const debit = readUblCreditNote(invoice('383'));
    expect(debit.ok && debit.document.kind).toBe('debit');
    expect(debit.ok && debit.document.lines[0]).toMatchObject({ invoiceQuantity: null, differenceQuantity: '10' });
  });

  it('refuses a DOCTYPE, names the line and column of malformed XML, and names another root', () => {
    const doctype = readUblCreditNote(
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><CreditNote>&e;</CreditNote>',
    );
    expect(!doctype.ok && doctype.errors[0]?.code).toBe('xml_doctype');
    const broken = readUblCreditNote('<CreditNote>\n  <ID>1</ID>\n  <IssueDate>2026-11-20</Issue>\n</CreditNote>');
    expect(!broken.ok && broken.errors[0]).toMatchObject({
      code: 'xml_malformed',
      at: expect.stringMatching(/^line 3, column/),
    });
    const other = readUblCreditNote('<Order><ID>1</ID></Order>');
    expect(!other.ok && other.errors[0]).toMatchObject({ code: 'ubl_root', params: { root: 'Order' } });
  });

  it('refuses a line without an amount, and a bad amount, naming the line', () => {
    const missing = readUblCreditNote(
      CREDIT_NOTE.replace('<cbc:LineExtensionAmount currencyID="EUR">4.00</cbc:LineExtensionAmount>', ''),
    );
    expect(!missing.ok && missing.errors[0]).toMatchObject({ code: 'missing_element', at: 'CreditNoteLine[1]' });
    const bad = readUblCreditNote(CREDIT_NOTE.replace('>2.40<', '>-2.40<'));
    expect(!bad.ok && bad.errors[0]).toMatchObject({ code: 'bad_amount', at: 'CreditNoteLine[2]/LineExtensionAmount' });
  });
});
